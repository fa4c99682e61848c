import { GLOSSARY } from '@diet/contracts/glossary';

/** The texts of contact.en.ts in Punjabi. */
export const contact: typeof import('./contact.en').contact = {
  hero: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ',
  heroText: `ਦਾਖ਼ਲੇ, ਕੋਰਸਾਂ, ${GLOSSARY.dikshaLab.pa} ਜਾਂ ਖੋਜ ਬਾਰੇ ਸਵਾਲ ਹਨ? ਸਾਨੂੰ ਲਿਖੋ, ਅਸੀਂ ਜਲਦੀ ਜਵਾਬ ਦੇਵਾਂਗੇ।`,
  formTitle: 'ਸਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ',
  name: 'ਤੁਹਾਡਾ ਨਾਮ',
  email: 'ਈ-ਮੇਲ ਪਤਾ',
  subject: 'ਵਿਸ਼ਾ',
  chooseSubject: 'ਵਿਸ਼ਾ ਚੁਣੋ',
  message: 'ਸੁਨੇਹਾ',
  website: 'ਵੈੱਬਸਾਈਟ',
  send: 'ਸੁਨੇਹਾ ਭੇਜੋ',
  sending: 'ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ...',
  cardsTitle: 'ਸੰਪਰਕ ਵਿੱਚ ਰਹੋ',
  address: 'ਪਤਾ',
  openMap: 'ਨਕਸ਼ੇ ਵਿੱਚ ਖੋਲ੍ਹੋ',
  emailCard: 'ਈ-ਮੇਲ',
  phoneCard: 'ਫ਼ੋਨ',
  hoursCard: 'ਦਫ਼ਤਰ ਦਾ ਸਮਾਂ',
  mapTitle: 'ਸਾਨੂੰ ਲੱਭੋ',
  mapFrameTitle: 'ਸੰਸਥਾ ਦਾ ਟਿਕਾਣਾ ਦਿਖਾਉਂਦਾ ਨਕਸ਼ਾ',
  mapLink: 'ਵੱਡੇ ਨਕਸ਼ੇ ’ਤੇ ਦੇਖੋ',
};
