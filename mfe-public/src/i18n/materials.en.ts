import { counted } from './plural';

/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const materials = {
  heroText: 'Notes, presentations, videos, assignments and references for our courses.',
  statsLabel: 'Study materials in figures',
  stats: [
    { value: '5', label: 'Material Types' },
    { value: '6', label: 'Subjects' },
    { value: '4', label: 'Courses' },
  ],
  listTitle: 'Available Materials',
  searchLabel: 'Search materials',
  searchPlaceholder: 'Search by title or subject...',
  subjectLabel: 'Subject',
  courseLabel: 'Course',
  typeLabel: 'Type',
  all: 'All',
  uploaded: 'Uploaded',
  download: 'Download',
  count: (n: number) => `${counted(n, { one: 'material', other: 'materials' })} found`,
  none: 'No study materials available at the moment.',
  empty: 'No study materials found matching your criteria.',
  clearFilters: 'Clear Filters',
  loading: 'Loading study materials...',
  loadError: 'We could not load the study materials.',
  guidelinesTitle: 'Guidelines',
  guidelines: [
    'Accepted formats: PDF, PPT, DOC, MP4.',
    'Every material is reviewed by the faculty before it is published.',
  ],
};
