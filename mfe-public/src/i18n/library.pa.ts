import { counted } from './plural';

/** The texts of library.en.ts in Punjabi. */
export const library: typeof import('./library.en').library = {
  heroText: 'ਸਿਖਿਆਰਥੀਆਂ, ਅਧਿਆਪਕਾਂ ਅਤੇ ਖੋਜਕਾਰਾਂ ਲਈ ਕਿਤਾਬਾਂ, ਰਸਾਲੇ ਅਤੇ ਡਿਜੀਟਲ ਸਰੋਤ।',
  statsLabel: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਲਾਇਬ੍ਰੇਰੀ',
  stats: [
    { value: '5000+', label: 'ਕਿਤਾਬਾਂ' },
    { value: '500+', label: 'ਰਸਾਲੇ' },
    { value: '200+', label: 'ਰੋਜ਼ਾਨਾ ਪਾਠਕ' },
    { value: '12 ਘੰਟੇ', label: 'ਰੋਜ਼ਾਨਾ ਖੁੱਲ੍ਹੀ' },
  ],
  catalogueTitle: 'ਕਿਤਾਬਾਂ ਦੀ ਸੂਚੀ',
  searchLabel: 'ਸਿਰਲੇਖ ਜਾਂ ਲੇਖਕ ਅਨੁਸਾਰ ਖੋਜੋ',
  searchPlaceholder: 'ਸਿਰਲੇਖ ਜਾਂ ਲੇਖਕ ਅਨੁਸਾਰ ਖੋਜੋ...',
  subjectLabel: 'ਵਿਸ਼ਾ',
  allSubjects: 'ਸਾਰੇ',
  availabilityLabel: 'ਉਪਲਬਧਤਾ',
  allBooks: 'ਸਾਰੀਆਂ ਕਿਤਾਬਾਂ',
  available: 'ਉਪਲਬਧ',
  checkedOut: 'ਜਾਰੀ ਕੀਤੀ ਗਈ',
  columns: ['ਕਿਤਾਬ ਦਾ ਵੇਰਵਾ', 'ਲੇਖਕ', 'ਵਿਸ਼ਾ', 'ISBN', 'ਕਾਪੀਆਂ', 'ਸਥਿਤੀ'],
  tableCaption: 'ਸੂਚੀ ਵਿਚਲੀਆਂ ਕਿਤਾਬਾਂ',
  count: (n: number) => `${counted(n, { one: 'ਕਿਤਾਬ', other: 'ਕਿਤਾਬਾਂ' }, 'pa')} ਮਿਲੀਆਂ`,
  empty: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦੀ ਕੋਈ ਕਿਤਾਬ ਨਹੀਂ ਮਿਲੀ।',
  clearFilters: 'ਫਿਲਟਰ ਹਟਾਓ',
  loading: 'ਕਿਤਾਬਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ...',
  loadError: 'ਅਸੀਂ ਸੂਚੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  hoursTitle: 'ਲਾਇਬ੍ਰੇਰੀ ਦਾ ਸਮਾਂ',
  hours: [
    { day: 'ਸੋਮਵਾਰ - ਸ਼ੁੱਕਰਵਾਰ', time: 'ਸਵੇਰੇ 9:00 - ਸ਼ਾਮ 5:00' },
    { day: 'ਸ਼ਨੀਵਾਰ', time: 'ਬੰਦ' },
    { day: 'ਐਤਵਾਰ', time: 'ਬੰਦ' },
    { day: 'ਛੁੱਟੀਆਂ', time: 'ਬੰਦ' },
  ],
  servicesTitle: 'ਲਾਇਬ੍ਰੇਰੀ ਦੀਆਂ ਸੇਵਾਵਾਂ',
  services: ['ਕਿਤਾਬਾਂ ਜਾਰੀ ਕਰਨਾ ਅਤੇ ਵਾਪਸੀ', 'ਡਿਜੀਟਲ ਸਰੋਤ', 'ਖੋਜ ਵਿੱਚ ਸਹਾਇਤਾ', 'ਅਧਿਐਨ ਕਮਰੇ ਦੀ ਬੁਕਿੰਗ'],
};
