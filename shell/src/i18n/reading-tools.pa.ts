/** ਪੜ੍ਹਨ ਦੇ ਸੰਦ, ਸਿਰਲੇਖ ਦਾ ਖੋਜ ਡੱਬਾ, ਬਾਹਰੀ ਲਿੰਕ ਦੀ ਸੂਚਨਾ ਅਤੇ ਫੁੱਟਰ ਦੀ ਆਖ਼ਰੀ ਤਬਦੀਲੀ, ਪੰਜਾਬੀ ਵਿੱਚ। */
export const readingTools: typeof import('./reading-tools.en').readingTools = {
  region: 'ਪੜ੍ਹਨ ਦੇ ਸੰਦ ਅਤੇ ਖੋਜ',
  textSize: 'ਅੱਖਰਾਂ ਦਾ ਆਕਾਰ',
  smaller: 'ਛੋਟੇ ਅੱਖਰ',
  normal: 'ਆਮ ਆਕਾਰ',
  larger: 'ਵੱਡੇ ਅੱਖਰ',
  contrast: 'ਉੱਚ ਕੰਟ੍ਰਾਸਟ',
  searchLabel: 'ਸਾਈਟ ਵਿੱਚ ਖੋਜ ਕਰੋ',
  searchPlaceholder: 'ਖੋਜੋ...',
  search: 'ਖੋਜੋ',
  external: '(ਬਾਹਰੀ ਸਾਈਟ ਖੁੱਲ੍ਹਦੀ ਹੈ)',
  lastUpdated: 'ਆਖ਼ਰੀ ਵਾਰ ਅੱਪਡੇਟ',
  visitors: 'ਵਿਜ਼ਟਰ',
};
