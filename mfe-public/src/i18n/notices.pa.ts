/** The texts of notices.en.ts in Punjabi. */
export const notices: typeof import('./notices.en').notices = {
  new: 'ਨਵਾਂ',
  pinned: 'ਸਿਖਰ ’ਤੇ',
  published: 'ਜਾਰੀ ਕੀਤਾ',
  validTill: 'ਇਸ ਤੱਕ ਵੈਧ',
  expired: 'ਮਿਆਦ ਖ਼ਤਮ',
  readMore: 'ਹੋਰ ਪੜ੍ਹੋ',
};
