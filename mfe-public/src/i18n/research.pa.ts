import { counted } from './plural';

const rules = new Intl.PluralRules('pa');

/** The texts of research.en.ts in Punjabi. */
export const research: typeof import('./research.en').research = {
  heroText: 'ਬਿਹਤਰ ਕਲਾਸਰੂਮਾਂ ਲਈ ਸਾਡੀ ਫੈਕਲਟੀ, ਖੋਜਾਰਥੀਆਂ ਅਤੇ ਸਹਿਯੋਗੀ ਅਧਿਆਪਕਾਂ ਦੀ ਖੋਜ।',
  statsLabel: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਖੋਜ',
  stats: [
    { value: '25+', label: 'ਖੋਜ ਪੱਤਰ' },
    { value: '15+', label: 'ਖੋਜਕਾਰ' },
    { value: '10+', label: 'ਪੁਰਸਕਾਰ' },
    { value: '5+', label: 'ਜਾਰੀ ਪ੍ਰੋਜੈਕਟ' },
  ],
  papersTitle: 'ਖੋਜ ਪੱਤਰ',
  searchLabel: 'ਸਿਰਲੇਖ ਜਾਂ ਲੇਖਕ ਅਨੁਸਾਰ ਖੋਜੋ',
  searchPlaceholder: 'ਸਿਰਲੇਖ ਜਾਂ ਲੇਖਕ ਅਨੁਸਾਰ ਖੋਜੋ...',
  statusLabel: 'ਸਥਿਤੀ',
  allStatus: 'ਸਾਰੀਆਂ ਸਥਿਤੀਆਂ',
  count: (n: number) => `${counted(n, { one: 'ਖੋਜ ਪੱਤਰ', other: 'ਖੋਜ ਪੱਤਰ' }, rules)} ਮਿਲੇ`,
  empty: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਖੋਜ ਪੱਤਰ ਨਹੀਂ ਮਿਲਿਆ।',
  clearFilters: 'ਫਿਲਟਰ ਹਟਾਓ',
  loading: 'ਖੋਜ ਪੱਤਰ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...',
  loadError: 'ਅਸੀਂ ਖੋਜ ਪੱਤਰ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  by: 'ਲੇਖਕ:',
  download: 'PDF ਡਾਊਨਲੋਡ ਕਰੋ',
  areasTitle: 'ਖੋਜ ਦੇ ਖੇਤਰ',
  projects: (n: number) => `${n} ਪ੍ਰੋਜੈਕਟ`,
  collaborateTitle: 'ਸਾਡੇ ਨਾਲ ਮਿਲ ਕੇ ਕੰਮ ਕਰੋ',
  collaborateText: 'ਸਾਡੇ ਸਕੂਲਾਂ ਲਈ ਕੋਈ ਖੋਜ ਵਿਚਾਰ ਹੈ? ਸਾਨੂੰ ਪ੍ਰਸਤਾਵ ਭੇਜੋ ਜਾਂ ਸੰਪਰਕ ਕਰੋ।',
  submitProposal: 'ਖੋਜ ਪ੍ਰਸਤਾਵ ਭੇਜੋ',
  contactUs: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ',
  proposalTitle: 'ਖੋਜ ਪ੍ਰਸਤਾਵ ਭੇਜੋ',
  closeProposal: 'ਪ੍ਰਸਤਾਵ ਫਾਰਮ ਬੰਦ ਕਰੋ',
  fields: {
    title: 'ਸਿਰਲੇਖ',
    author: 'ਲੇਖਕ ਦਾ ਨਾਮ',
    year: 'ਸਾਲ',
    description: 'ਵੇਰਵਾ',
    status: 'ਸਥਿਤੀ',
    chooseStatus: 'ਸਥਿਤੀ ਚੁਣੋ',
    file: 'ਖੋਜ ਫ਼ਾਈਲ (PDF, JPG, JPEG ਜਾਂ PNG, 5MB ਤੱਕ)',
    website: 'ਵੈੱਬਸਾਈਟ',
  },
  submit: 'ਪ੍ਰਸਤਾਵ ਜਮ੍ਹਾਂ ਕਰੋ',
  submitting: 'ਜਮ੍ਹਾਂ ਹੋ ਰਿਹਾ ਹੈ...',
  cancel: 'ਰੱਦ ਕਰੋ',
};
