import { counted } from './plural';

/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const results = {
  heroText: 'Examination results of every course, published by the institute.',
  statsLabel: 'Results in figures',
  stats: [
    { value: '95%', label: 'Pass Rate' },
    { value: '500+', label: 'Students' },
    { value: '15+', label: 'Courses' },
    { value: '85%', label: 'Distinction' },
  ],
  listTitle: 'Published Results',
  searchLabel: 'Search by course or semester',
  searchPlaceholder: 'Search by course or semester...',
  courseLabel: 'Course',
  yearLabel: 'Year',
  all: 'All',
  published: 'Published',
  academicYear: 'Academic Year',
  publishedOn: 'Published on',
  download: 'Download PDF',
  count: (n: number) => `${counted(n, { one: 'result', other: 'results' })} found`,
  empty: 'No results found matching your criteria.',
  clearFilters: 'Clear Filters',
  loading: 'Loading results...',
  loadError: 'We could not load the results.',
  helpTitle: 'Need help?',
  help: 'Re-evaluation must be applied for within 15 days of the publication of the result.',
};
