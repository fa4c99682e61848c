/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const archive = {
  hero: 'Events Archive',
  heroText: 'A look back at the events, workshops and celebrations of our institute.',
  searchLabel: 'Search events',
  searchPlaceholder: 'Search events...',
  categoryLabel: 'Category',
  allCategories: 'All',
  sortLabel: 'Sort',
  sortByDate: 'Sort by Date',
  // SPEC.md's own text, kept as written even for one event.
  count: (n: number) => `${n} events found`,
  inCategory: (category: string) => ` in ${category}`,
  empty: 'No events found',
  clearFilters: 'Clear Filters',
  backHome: 'Back to Home',
  loading: 'Loading events...',
  loadError: 'We could not load the events.',
  location: 'Location',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
