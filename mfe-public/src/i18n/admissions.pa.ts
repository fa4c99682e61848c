/** The texts of admissions.en.ts in Punjabi. */
export const admissions: typeof import('./admissions.en').admissions = {
  phases: 'ਦਾਖ਼ਲੇ ਦੇ ਪੜਾਅ',
  phaseState: { past: 'ਸਮਾਪਤ', current: 'ਹੁਣ ਜਾਰੀ', next: 'ਆਉਣ ਵਾਲਾ' },
  dates: 'ਤਾਰੀਖ਼ਾਂ',
  noPhases: 'ਇਸ ਸਾਲ ਦੇ ਦਾਖ਼ਲੇ ਦੀਆਂ ਤਾਰੀਖ਼ਾਂ ਇੱਥੇ ਦੱਸੀਆਂ ਜਾਣਗੀਆਂ।',
};
