/** The texts of results.en.ts in Punjabi. */
export const results: typeof import('./results.en').results = {
  published: 'ਜਾਰੀ',
  academicYear: 'ਅਕਾਦਮਿਕ ਸਾਲ',
  publishedOn: 'ਜਾਰੀ ਕਰਨ ਦੀ ਮਿਤੀ',
};
