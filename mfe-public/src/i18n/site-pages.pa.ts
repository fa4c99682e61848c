/** ਦਫ਼ਤਰ ਵੱਲੋਂ ਰੱਖੇ ਜਾਂਦੇ ਪੰਨਿਆਂ (ਪਹੁੰਚਯੋਗਤਾ, ਨੀਤੀਆਂ, ਮਦਦ) ਅਤੇ ਸਾਈਟ ਮੈਪ ਦੇ ਪਾਠ, ਪੰਜਾਬੀ ਵਿੱਚ। */
export const sitePages: typeof import('./site-pages.en').sitePages = {
  loading: 'ਪੰਨਾ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ...',
  loadError: 'ਅਸੀਂ ਇਹ ਪੰਨਾ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  retry: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  lastReviewed: 'ਆਖ਼ਰੀ ਸਮੀਖਿਆ',
  sitemap: {
    heroText: 'ਇਸ ਵੈੱਬਸਾਈਟ ਦਾ ਹਰ ਪੰਨਾ, ਇੱਕ ਸੂਚੀ ਵਿੱਚ।',
    sections: { institute: 'ਸੰਸਥਾ', academics: 'ਪੜ੍ਹਾਈ ਅਤੇ ਸਰੋਤ', updates: 'ਖ਼ਬਰਾਂ ਅਤੇ ਜਾਣਕਾਰੀ', help: 'ਮਦਦ ਅਤੇ ਨੀਤੀਆਂ' },
  },
};
