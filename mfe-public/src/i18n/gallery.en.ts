/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const gallery = {
  heroText: 'Moments from the events, campus and activities of our institute.',
  chipsLabel: 'Filter by category',
  all: 'All',
  loading: 'Loading gallery...',
  empty: 'No images found in this category.',
  loadError: 'We could not load the gallery.',
  open: (title: string) => `Open ${title}`,
  closeImage: 'Close the image',
  notFound: 'This image could not be found.',
  category: 'Category',
  date: 'Date',
  loadMore: 'Show more images',
};
