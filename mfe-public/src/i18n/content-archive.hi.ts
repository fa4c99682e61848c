/** The texts of content-archive.en.ts in Hindi. */
export const contentArchive: typeof import('./content-archive.en').contentArchive = {
  heroText:
    'सूचनाएँ, निविदाएँ, डाउनलोड और प्रशिक्षण जिनकी वैधता समाप्त हो चुकी है, फिर से ढूँढने के लिए यहाँ रखे गए हैं: शब्दों, प्रकार या वर्ष से खोजें।',
  typeLabel: 'प्रकार',
  allTypes: 'सभी प्रकार',
  yearLabel: 'वर्ष',
  allYears: 'सभी वर्ष',
  empty: 'संग्रह में आपकी खोज से मेल खाता कुछ नहीं मिला।',
  none: 'इस समय संग्रह खाली है।',
  loading: 'संग्रह लोड हो रहा है...',
  loadError: 'हम संग्रह लोड नहीं कर सके।',
};
