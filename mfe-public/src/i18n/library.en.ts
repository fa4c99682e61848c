import { counted } from './plural';

/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const library = {
  heroText: 'Books, journals and digital resources for trainees, teachers and researchers.',
  statsLabel: 'The library in figures',
  stats: [
    { value: '5000+', label: 'Books' },
    { value: '500+', label: 'Journals' },
    { value: '200+', label: 'Daily Visitors' },
    { value: '12 hrs', label: 'Daily Open' },
  ],
  catalogueTitle: 'Book Catalogue',
  searchLabel: 'Search by title or author',
  searchPlaceholder: 'Search by title or author...',
  subjectLabel: 'Subject',
  allSubjects: 'All',
  availabilityLabel: 'Availability',
  allBooks: 'All Books',
  available: 'Available',
  checkedOut: 'Checked Out',
  columns: ['Book Details', 'Author', 'Subject', 'ISBN', 'Copies', 'Status'],
  tableCaption: 'Books in the catalogue',
  count: (n: number) => `${counted(n, { one: 'book', other: 'books' })} found`,
  empty: 'No books found matching your criteria.',
  clearFilters: 'Clear Filters',
  loading: 'Loading books...',
  loadError: 'We could not load the catalogue.',
  hoursTitle: 'Library Hours',
  hours: [
    { day: 'Monday - Friday', time: '9:00 AM - 5:00 PM' },
    { day: 'Saturday', time: 'Closed' },
    { day: 'Sunday', time: 'Closed' },
    { day: 'Holidays', time: 'Closed' },
  ],
  servicesTitle: 'Library Services',
  services: ['Borrowing and Returns', 'Digital Resources', 'Research Assistance', 'Study Room Reservations'],
};
