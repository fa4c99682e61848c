/** The texts of content-archive.en.ts in Punjabi. */
export const contentArchive: typeof import('./content-archive.en').contentArchive = {
  heroText:
    'ਨੋਟਿਸ, ਟੈਂਡਰ, ਡਾਊਨਲੋਡ ਅਤੇ ਸਿਖਲਾਈਆਂ ਜਿਨ੍ਹਾਂ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋ ਗਈ ਹੈ, ਦੁਬਾਰਾ ਲੱਭਣ ਲਈ ਇੱਥੇ ਰੱਖੇ ਗਏ ਹਨ: ਸ਼ਬਦਾਂ, ਕਿਸਮ ਜਾਂ ਸਾਲ ਅਨੁਸਾਰ ਖੋਜੋ।',
  typeLabel: 'ਕਿਸਮ',
  allTypes: 'ਸਾਰੀਆਂ ਕਿਸਮਾਂ',
  yearLabel: 'ਸਾਲ',
  allYears: 'ਸਾਰੇ ਸਾਲ',
  empty: 'ਪੁਰਾਲੇਖ ਵਿੱਚ ਤੁਹਾਡੀ ਖੋਜ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ।',
  none: 'ਇਸ ਸਮੇਂ ਪੁਰਾਲੇਖ ਖ਼ਾਲੀ ਹੈ।',
  loading: 'ਪੁਰਾਲੇਖ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ...',
  loadError: 'ਅਸੀਂ ਪੁਰਾਲੇਖ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
};
