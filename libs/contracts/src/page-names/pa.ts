import { GLOSSARY } from '../glossary';

/** ਹਰ ਪੰਨੇ ਦਾ ਨਾਂ, ਪੰਜਾਬੀ ਵਿੱਚ (en.ts ਵੇਖੋ)। */
export const pageNames: typeof import('./en').pageNames = {
  '': 'ਮੁੱਖ ਪੰਨਾ',
  about: 'ਸਾਡੇ ਬਾਰੇ',
  infrastructure: 'ਬੁਨਿਆਦੀ ਢਾਂਚਾ',
  staff: 'ਸਾਡਾ ਸਟਾਫ਼',
  contact: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ',
  'diksha-lab': GLOSSARY.dikshaLab.pa,
  library: 'ਡਿਜੀਟਲ ਲਾਇਬ੍ਰੇਰੀ',
  research: 'ਖੋਜ ਅਤੇ ਪ੍ਰਕਾਸ਼ਨ',
  results: 'ਪ੍ਰੀਖਿਆ ਨਤੀਜੇ',
  'study-material': 'ਅਧਿਐਨ ਸਮੱਗਰੀ',
  gallery: 'ਗੈਲਰੀ',
  newsletter: 'ਨਿਊਜ਼ਲੈਟਰ',
  notices: GLOSSARY.noticesAndCirculars.pa,
  directory: 'ਡਾਇਰੈਕਟਰੀ',
  'mandatory-disclosure': 'ਐਨ.ਸੀ.ਟੀ.ਈ. ਲਾਜ਼ਮੀ ਖੁਲਾਸਾ',
  verify: 'ਸਰਟੀਫ਼ਿਕੇਟ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ',
  'trainings/check-in': 'ਸਿਖਲਾਈ ਵਿੱਚ ਹਾਜ਼ਰੀ',
  'my-training': 'ਮੇਰਾ ਸਿਖਲਾਈ ਰਿਕਾਰਡ',
  'events/archive': 'ਸਮਾਗਮਾਂ ਦਾ ਪੁਰਾਲੇਖ',
  archive: GLOSSARY.archive.pa,
  tenders: GLOSSARY.tenders.pa,
  rti: GLOSSARY.rti.pa,
  search: 'ਖੋਜ',
  sitemap: 'ਸਾਈਟ ਮੈਪ',
  accessibility: 'ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ',
  'website-policies': 'ਵੈੱਬਸਾਈਟ ਨੀਤੀਆਂ',
  help: 'ਮਦਦ',
};

export const menuNames: typeof import('./en').menuNames = {
  staff: 'ਸਟਾਫ਼',
  contact: 'ਸੰਪਰਕ',
  library: 'ਲਾਇਬ੍ਰੇਰੀ',
  research: 'ਖੋਜ',
  results: 'ਨਤੀਜੇ',
  'study-material': 'ਅਧਿਐਨ ਸਮੱਗਰੀ',
};
