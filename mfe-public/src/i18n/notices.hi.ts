/** The texts of notices.en.ts in Hindi. */
export const notices: typeof import('./notices.en').notices = {
  new: 'नई',
  pinned: 'शीर्ष पर',
  published: 'जारी',
  validTill: 'तक मान्य',
  expired: 'समाप्ति तिथि',
  readMore: 'और पढ़ें',
};
