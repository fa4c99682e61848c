import { counted } from './plural';

const HI = new Intl.PluralRules('hi');

export const tenders: typeof import('./tenders.en').tenders = {
  title: 'निविदाएँ',
  heroText: 'संस्थान द्वारा आमंत्रित निविदाएँ और कोटेशन, उनके दस्तावेज़ों, बंद होने के समय और शुद्धिपत्रों सहित।',
  views: { current: 'खुली निविदाएँ', archive: 'पुरालेख' },
  viewsLabel: 'खुली निविदाएँ या पुरालेख',
  listTitle: { current: 'खुली निविदाएँ', archive: 'बंद निविदाएँ' },
  searchLabel: 'निविदाएँ खोजें',
  searchPlaceholder: 'संदर्भ संख्या, शीर्षक या विवरण से खोजें...',
  count: (n: number) => counted(n, { one: 'निविदा मिली', other: 'निविदाएँ मिलीं' }, HI),
  empty: 'आपकी खोज से मेल खाती कोई निविदा नहीं मिली।',
  none: 'इस समय यहाँ कोई निविदा नहीं है।',
  clearFilters: 'फ़िल्टर हटाएँ',
  loading: 'निविदाएँ लोड हो रही हैं...',
  loadError: 'हम निविदाएँ लोड नहीं कर सके।',
  referenceNumber: 'संदर्भ संख्या',
  published: 'जारी करने की तिथि',
  closes: 'बंद होने का समय',
  closed: 'बंद',
  zone: 'IST',
  corrigendumAdded: 'शुद्धिपत्र जोड़ा गया',
  documents: 'दस्तावेज़',
  corrigenda: 'शुद्धिपत्र',
  download: 'PDF डाउनलोड करें',
  feed: 'निविदाओं की RSS फ़ीड',
};
