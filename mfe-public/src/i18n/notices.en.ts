/** The texts of a notice's card (features/notices/notice-card.tsx), in English. */
export const notices = {
  new: 'New',
  pinned: 'Pinned',
  published: 'Published',
  validTill: 'Valid till',
  expired: 'Expired on',
  readMore: 'Read more',
};
