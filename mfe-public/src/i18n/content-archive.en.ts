/** The archive (/archive, ARCHITECTURE 12.3): what left the current lists, in English. */
export const contentArchive = {
  heroText:
    'Notices, tenders, downloads and trainings whose validity has ended, kept here to be found again: search by words, type or year.',
  typeLabel: 'Type',
  allTypes: 'All types',
  yearLabel: 'Year',
  allYears: 'All years',
  empty: 'Nothing in the archive matches your search.',
  none: 'The archive is empty at the moment.',
  loading: 'Loading the archive...',
  loadError: 'We could not load the archive.',
};
