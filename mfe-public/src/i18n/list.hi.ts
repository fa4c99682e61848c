/** The texts of list.en.ts in Hindi. */
export const list: typeof import('./list.en').list = {
  sectionTitle: 'खोजें और छाँटें',
  searchLabel: 'खोजें',
  searchPlaceholder: 'शीर्षक से खोजें...',
  all: 'सभी',
  count: (n: number) => `परिणाम: ${n}`,
  empty: 'आपके मानदंडों से मेल खाता कुछ नहीं मिला।',
  none: 'इस समय यहाँ कुछ नहीं है।',
  apply: 'देखें',
  clearFilters: 'फ़िल्टर हटाएँ',
  loading: 'लोड हो रहा है...',
  loadError: 'हम यह सूची लोड नहीं कर सके।',
  download: 'डाउनलोड करें',
  downloadPdf: 'PDF डाउनलोड करें',
  seeAll: (page: string) => `सभी ${page} में देखें`,
};
