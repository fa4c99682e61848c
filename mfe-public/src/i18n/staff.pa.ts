import { GLOSSARY } from '@diet/contracts/glossary';

/** The texts of staff.en.ts in Punjabi. */
export const staff: typeof import('./staff.en').staff = {
  heroText: 'ਕੱਲ੍ਹ ਦੇ ਅਧਿਆਪਕ ਤਿਆਰ ਕਰਨ ਵਾਲੀ ਫੈਕਲਟੀ ਨੂੰ ਮਿਲੋ।',
  membersTitle: 'ਸਾਡੀ ਫੈਕਲਟੀ',
  empty: 'ਇਸ ਸਮੇਂ ਸਟਾਫ਼ ਦੀ ਕੋਈ ਜਾਣਕਾਰੀ ਉਪਲਬਧ ਨਹੀਂ ਹੈ।',
  loading: 'ਸਟਾਫ਼ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ...',
  loadError: 'ਅਸੀਂ ਸਟਾਫ਼ ਦੀ ਸੂਚੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  phone: 'ਫ਼ੋਨ',
  email: 'ਈ-ਮੇਲ',
  photoAlt: (name: string) => `${name} ਦੀ ਤਸਵੀਰ`,
  departmentsTitle: 'ਵਿਭਾਗ',
  departments: ['ਵਿਦਿਅਕ ਪ੍ਰਸ਼ਾਸਨ', 'ਗਣਿਤ ਸਿੱਖਿਆ', 'ਵਿਗਿਆਨ ਸਿੱਖਿਆ', 'ਭਾਸ਼ਾ ਸਿੱਖਿਆ', 'ਸਮਾਜਿਕ ਅਧਿਐਨ', 'ਕਲਾ ਸਿੱਖਿਆ'],
  principalTitle: `${GLOSSARY.principal.pa} ਦਾ ਸੁਨੇਹਾ`,
  statsLabel: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਫੈਕਲਟੀ',
  stats: [
    { value: '11+', label: 'ਫੈਕਲਟੀ ਮੈਂਬਰ' },
    { value: '35+', label: 'ਸਾਲਾਂ ਦਾ ਤਜਰਬਾ' },
    { value: '100+', label: 'ਖੋਜ ਪੱਤਰ' },
    { value: '70+', label: 'ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਗਿਣਤੀ' },
  ],
};
