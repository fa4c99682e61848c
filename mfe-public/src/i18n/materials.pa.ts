import { counted } from './plural';

/** The texts of materials.en.ts in Punjabi. */
export const materials: typeof import('./materials.en').materials = {
  heroText: 'ਸਾਡੇ ਕੋਰਸਾਂ ਲਈ ਨੋਟਸ, ਪੇਸ਼ਕਾਰੀਆਂ, ਵੀਡੀਓ, ਅਸਾਈਨਮੈਂਟ ਅਤੇ ਹਵਾਲਾ ਸਮੱਗਰੀ।',
  statsLabel: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਅਧਿਐਨ ਸਮੱਗਰੀ',
  stats: [
    { value: '5', label: 'ਸਮੱਗਰੀ ਦੀਆਂ ਕਿਸਮਾਂ' },
    { value: '6', label: 'ਵਿਸ਼ੇ' },
    { value: '4', label: 'ਕੋਰਸ' },
  ],
  listTitle: 'ਉਪਲਬਧ ਸਮੱਗਰੀ',
  searchLabel: 'ਸਮੱਗਰੀ ਖੋਜੋ',
  searchPlaceholder: 'ਸਿਰਲੇਖ ਜਾਂ ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਖੋਜੋ...',
  subjectLabel: 'ਵਿਸ਼ਾ',
  courseLabel: 'ਕੋਰਸ',
  typeLabel: 'ਕਿਸਮ',
  all: 'ਸਾਰੇ',
  uploaded: 'ਅੱਪਲੋਡ ਕੀਤੀ',
  download: 'ਡਾਊਨਲੋਡ ਕਰੋ',
  count: (n: number) => `${counted(n, { one: 'ਸਮੱਗਰੀ', other: 'ਸਮੱਗਰੀਆਂ' }, 'pa')} ਮਿਲੀਆਂ`,
  none: 'ਇਸ ਸਮੇਂ ਕੋਈ ਅਧਿਐਨ ਸਮੱਗਰੀ ਉਪਲਬਧ ਨਹੀਂ ਹੈ।',
  empty: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦੀ ਕੋਈ ਅਧਿਐਨ ਸਮੱਗਰੀ ਨਹੀਂ ਮਿਲੀ।',
  clearFilters: 'ਫਿਲਟਰ ਹਟਾਓ',
  loading: 'ਅਧਿਐਨ ਸਮੱਗਰੀ ਲੋਡ ਹੋ ਰਹੀ ਹੈ...',
  loadError: 'ਅਸੀਂ ਅਧਿਐਨ ਸਮੱਗਰੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  guidelinesTitle: 'ਦਿਸ਼ਾ-ਨਿਰਦੇਸ਼',
  guidelines: ['ਮਨਜ਼ੂਰ ਫਾਰਮੈਟ: PDF, PPT, DOC, MP4।', 'ਹਰ ਸਮੱਗਰੀ ਪ੍ਰਕਾਸ਼ਿਤ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਫੈਕਲਟੀ ਵੱਲੋਂ ਜਾਂਚੀ ਜਾਂਦੀ ਹੈ।'],
};
