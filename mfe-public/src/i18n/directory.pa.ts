/** The texts of directory.en.ts in Punjabi. */
export const directory: typeof import('./directory.en').directory = {
  heroText: 'ਸੰਸਥਾ ਵਿੱਚ ਕੌਣ ਕੀ ਹੈ, ਦਫ਼ਤਰ ਅਤੇ ਹਰ ਸਟਾਫ਼ ਮੈਂਬਰ ਦੇ ਟੈਲੀਫ਼ੋਨ ਅਤੇ ਈ-ਮੇਲ ਸਮੇਤ।',
  officeTitle: 'ਦਫ਼ਤਰ',
  phone: 'ਟੈਲੀਫ਼ੋਨ',
  email: 'ਈ-ਮੇਲ',
  hours: 'ਦਫ਼ਤਰ ਦਾ ਸਮਾਂ',
  staffTitle: 'ਕੌਣ ਕੀ ਹੈ',
  tableCaption: 'ਸੰਸਥਾ ਦਾ ਸਟਾਫ਼, ਉਹਨਾਂ ਦੇ ਅਹੁਦਿਆਂ, ਯੋਗਤਾਵਾਂ, ਵਿਸ਼ਿਆਂ ਅਤੇ ਸੰਪਰਕਾਂ ਸਮੇਤ',
  columns: ['ਨਾਮ', 'ਅਹੁਦਾ', 'ਯੋਗਤਾ', 'ਵਿਸ਼ਾ', 'ਟੈਲੀਫ਼ੋਨ', 'ਈ-ਮੇਲ'],
  loading: 'ਡਾਇਰੈਕਟਰੀ ਲੋਡ ਹੋ ਰਹੀ ਹੈ...',
  loadError: 'ਅਸੀਂ ਡਾਇਰੈਕਟਰੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
  none: 'ਡਾਇਰੈਕਟਰੀ ਤਿਆਰ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ।',
};
