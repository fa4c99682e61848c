/** The texts of gallery.en.ts in Punjabi. */
export const gallery: typeof import('./gallery.en').gallery = {
  heroText: 'ਸਾਡੀ ਸੰਸਥਾ ਦੇ ਸਮਾਗਮਾਂ, ਕੈਂਪਸ ਅਤੇ ਗਤੀਵਿਧੀਆਂ ਦੇ ਪਲ।',
  chipsLabel: 'ਸ਼੍ਰੇਣੀ ਅਨੁਸਾਰ ਛਾਂਟੋ',
  all: 'ਸਾਰੀਆਂ',
  loading: 'ਗੈਲਰੀ ਲੋਡ ਹੋ ਰਹੀ ਹੈ...',
  empty: 'ਇਸ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਕੋਈ ਤਸਵੀਰ ਨਹੀਂ ਮਿਲੀ।',
  loadError: 'ਅਸੀਂ ਗੈਲਰੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  open: (title: string) => `${title} ਖੋਲ੍ਹੋ`,
  closeImage: 'ਤਸਵੀਰ ਬੰਦ ਕਰੋ',
  notFound: 'ਇਹ ਤਸਵੀਰ ਨਹੀਂ ਮਿਲੀ।',
  category: 'ਸ਼੍ਰੇਣੀ',
  date: 'ਮਿਤੀ',
  loadMore: 'ਹੋਰ ਤਸਵੀਰਾਂ ਦਿਖਾਓ',
};
