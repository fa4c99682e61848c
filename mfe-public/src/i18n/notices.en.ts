import { counted } from './plural';

/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const notices = {
  heroText: 'Notices, circulars, admission and examination schedules and recruitment notices of the institute.',
  views: { current: 'Current', archive: 'Archive' },
  viewsLabel: 'Current notices or the archive',
  listTitle: { current: 'Current notices', archive: 'Archived notices' },
  searchLabel: 'Search notices',
  searchPlaceholder: 'Search by title or text...',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  count: (n: number) => `${counted(n, { one: 'notice', other: 'notices' })} found`,
  empty: 'No notices found matching your criteria.',
  none: 'There are no notices here at the moment.',
  clearFilters: 'Clear Filters',
  loading: 'Loading notices...',
  loadError: 'We could not load the notices.',
  new: 'New',
  pinned: 'Pinned',
  published: 'Published',
  validTill: 'Valid till',
  expired: 'Expired on',
  readMore: 'Read more',
  download: 'Download PDF',
  closeNotice: 'Close the notice',
  notFound: 'This notice could not be found. It may have been removed.',
};
