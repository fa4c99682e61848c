/** The reading tools, the header's search box, the external-link note and the footer's last update, in English. */
export const readingTools = {
  region: 'Reading tools and search',
  textSize: 'Text size',
  smaller: 'smaller text',
  normal: 'normal text size',
  larger: 'larger text',
  contrast: 'High contrast',
  searchLabel: 'Search the site',
  searchPlaceholder: 'Search...',
  search: 'Search',
  external: '(opens an external site)',
  lastUpdated: 'Last updated',
  visitors: 'Visitors',
};
