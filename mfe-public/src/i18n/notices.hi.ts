import { counted } from './plural';

/** The texts of notices.en.ts in Hindi. */
export const notices: typeof import('./notices.en').notices = {
  heroText: 'संस्थान की सूचनाएँ, परिपत्र, प्रवेश एवं परीक्षा की समय-सारणियाँ और भर्ती सूचनाएँ।',
  views: { current: 'वर्तमान', archive: 'संग्रह' },
  viewsLabel: 'वर्तमान सूचनाएँ या संग्रह',
  listTitle: { current: 'वर्तमान सूचनाएँ', archive: 'संग्रहीत सूचनाएँ' },
  searchLabel: 'सूचनाएँ खोजें',
  searchPlaceholder: 'शीर्षक या पाठ से खोजें...',
  categoryLabel: 'श्रेणी',
  allCategories: 'सभी श्रेणियाँ',
  count: (n: number) => `${counted(n, { one: 'सूचना', other: 'सूचनाएँ' }, 'hi')} मिलीं`,
  empty: 'आपके मानदंडों से मेल खाती कोई सूचना नहीं मिली।',
  none: 'इस समय यहाँ कोई सूचना नहीं है।',
  clearFilters: 'फ़िल्टर हटाएँ',
  loading: 'सूचनाएँ लोड हो रही हैं...',
  loadError: 'हम सूचनाएँ लोड नहीं कर सके।',
  new: 'नई',
  pinned: 'शीर्ष पर',
  published: 'जारी',
  validTill: 'तक मान्य',
  expired: 'समाप्ति तिथि',
  readMore: 'और पढ़ें',
  download: 'PDF डाउनलोड करें',
  closeNotice: 'सूचना बंद करें',
  notFound: 'यह सूचना नहीं मिली। हो सकता है इसे हटा दिया गया हो।',
};
