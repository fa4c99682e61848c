/** The texts of list.en.ts in Punjabi. */
export const list: typeof import('./list.en').list = {
  sectionTitle: 'ਖੋਜੋ ਅਤੇ ਛਾਂਟੋ',
  searchLabel: 'ਖੋਜੋ',
  searchPlaceholder: 'ਸਿਰਲੇਖ ਅਨੁਸਾਰ ਖੋਜੋ...',
  all: 'ਸਾਰੇ',
  count: (n: number) => `ਨਤੀਜੇ: ${n}`,
  empty: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ।',
  none: 'ਇਸ ਸਮੇਂ ਇੱਥੇ ਕੁਝ ਨਹੀਂ ਹੈ।',
  apply: 'ਵੇਖੋ',
  clearFilters: 'ਫਿਲਟਰ ਹਟਾਓ',
  loading: 'ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ...',
  loadError: 'ਅਸੀਂ ਇਹ ਸੂਚੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  download: 'ਡਾਊਨਲੋਡ ਕਰੋ',
  downloadPdf: 'PDF ਡਾਊਨਲੋਡ ਕਰੋ',
  seeAll: (page: string) => `ਸਾਰੇ ${page} ਵਿੱਚ ਵੇਖੋ`,
};
