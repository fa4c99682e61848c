import { counted } from './plural';

/** The texts of results.en.ts in Punjabi. */
export const results: typeof import('./results.en').results = {
  heroText: 'ਸੰਸਥਾ ਵੱਲੋਂ ਜਾਰੀ ਹਰ ਕੋਰਸ ਦੇ ਪ੍ਰੀਖਿਆ ਨਤੀਜੇ।',
  statsLabel: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਨਤੀਜੇ',
  stats: [
    { value: '95%', label: 'ਪਾਸ ਦਰ' },
    { value: '500+', label: 'ਵਿਦਿਆਰਥੀ' },
    { value: '15+', label: 'ਕੋਰਸ' },
    { value: '85%', label: 'ਵਿਸ਼ੇਸ਼ ਯੋਗਤਾ' },
  ],
  listTitle: 'ਜਾਰੀ ਨਤੀਜੇ',
  searchLabel: 'ਕੋਰਸ ਜਾਂ ਸਮੈਸਟਰ ਅਨੁਸਾਰ ਖੋਜੋ',
  searchPlaceholder: 'ਕੋਰਸ ਜਾਂ ਸਮੈਸਟਰ ਅਨੁਸਾਰ ਖੋਜੋ...',
  courseLabel: 'ਕੋਰਸ',
  yearLabel: 'ਸਾਲ',
  all: 'ਸਾਰੇ',
  published: 'ਜਾਰੀ',
  academicYear: 'ਅਕਾਦਮਿਕ ਸਾਲ',
  publishedOn: 'ਜਾਰੀ ਕਰਨ ਦੀ ਮਿਤੀ',
  download: 'PDF ਡਾਊਨਲੋਡ ਕਰੋ',
  count: (n: number) => `${counted(n, { one: 'ਨਤੀਜਾ', other: 'ਨਤੀਜੇ' }, 'pa')} ਮਿਲੇ`,
  empty: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਨਤੀਜਾ ਨਹੀਂ ਮਿਲਿਆ।',
  clearFilters: 'ਫਿਲਟਰ ਹਟਾਓ',
  loading: 'ਨਤੀਜੇ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...',
  loadError: 'ਅਸੀਂ ਨਤੀਜੇ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  helpTitle: 'ਮਦਦ ਚਾਹੀਦੀ ਹੈ?',
  help: 'ਮੁੜ-ਮੁਲਾਂਕਣ ਲਈ ਅਰਜ਼ੀ ਨਤੀਜਾ ਜਾਰੀ ਹੋਣ ਦੇ 15 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਦੇਣੀ ਲਾਜ਼ਮੀ ਹੈ।',
};
