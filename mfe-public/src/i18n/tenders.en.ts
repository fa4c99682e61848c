import { counted } from './plural';

/** The tenders page's texts, in English (the Punjabi and Hindi files have the same shape). */
export const tenders = {
  heroText: 'Tenders and quotations invited by the institute, with their documents, closing times and corrigenda.',
  views: { current: 'Open tenders', archive: 'Archive' },
  viewsLabel: 'Open tenders or the archive',
  listTitle: { current: 'Open tenders', archive: 'Closed tenders' },
  searchLabel: 'Search tenders',
  searchPlaceholder: 'Search by reference number, title or text...',
  count: (n: number) => `${counted(n, { one: 'tender', other: 'tenders' })} found`,
  empty: 'No tenders found matching your search.',
  none: 'There are no tenders here at the moment.',
  clearFilters: 'Clear Filters',
  loading: 'Loading tenders...',
  loadError: 'We could not load the tenders.',
  referenceNumber: 'Reference number',
  published: 'Published',
  closes: 'Closing time',
  closed: 'Closed',
  /** After a time of day: the institute's zone. */
  zone: 'IST',
  corrigendumAdded: 'Corrigendum added',
  documents: 'Documents',
  corrigenda: 'Corrigenda',
  download: 'Download PDF',
  feed: 'RSS feed of tenders',
};
