/** The texts of the machinery's list page (features/list), whatever type it lists, in English. */
export const list = {
  sectionTitle: 'Search and filter',
  searchLabel: 'Search',
  searchPlaceholder: 'Search by title...',
  /** A filter's 'no filter' choice. */
  all: 'All',
  count: (n: number) => `Results: ${n}`,
  empty: 'Nothing found matching your criteria.',
  none: 'There is nothing here at the moment.',
  /** The filters' submit, where the bar is a form (it works before the script arrives). */
  apply: 'Show',
  clearFilters: 'Clear Filters',
  loading: 'Loading...',
  loadError: 'We could not load this list.',
  download: 'Download',
  /** A card's download of a file that is always a PDF (a result, a notice, a tender's papers). */
  downloadPdf: 'Download PDF',
  seeAll: (page: string) => `See all in ${page}`,
};
