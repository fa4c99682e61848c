/** The texts of gallery.en.ts in Hindi. */
export const gallery: typeof import('./gallery.en').gallery = {
  heroText: 'हमारे संस्थान के कार्यक्रमों, परिसर और गतिविधियों के पल।',
  chipsLabel: 'श्रेणी के अनुसार छाँटें',
  all: 'सभी',
  loading: 'गैलरी लोड हो रही है...',
  empty: 'इस श्रेणी में कोई चित्र नहीं मिला।',
  loadError: 'हम गैलरी लोड नहीं कर सके।',
  open: (title: string) => `${title} खोलें`,
  closeImage: 'चित्र बंद करें',
  notFound: 'यह चित्र नहीं मिला।',
  category: 'श्रेणी',
  date: 'तिथि',
  loadMore: 'और चित्र दिखाएँ',
};
