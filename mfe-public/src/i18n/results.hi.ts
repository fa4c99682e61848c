import { counted } from './plural';

/** The texts of results.en.ts in Hindi. */
export const results: typeof import('./results.en').results = {
  heroText: 'संस्थान द्वारा प्रकाशित हर पाठ्यक्रम के परीक्षा परिणाम।',
  statsLabel: 'आँकड़ों में परिणाम',
  stats: [
    { value: '95%', label: 'उत्तीर्ण दर' },
    { value: '500+', label: 'विद्यार्थी' },
    { value: '15+', label: 'पाठ्यक्रम' },
    { value: '85%', label: 'विशेष योग्यता' },
  ],
  listTitle: 'प्रकाशित परिणाम',
  searchLabel: 'पाठ्यक्रम या सेमेस्टर से खोजें',
  searchPlaceholder: 'पाठ्यक्रम या सेमेस्टर से खोजें...',
  courseLabel: 'पाठ्यक्रम',
  yearLabel: 'वर्ष',
  all: 'सभी',
  published: 'प्रकाशित',
  academicYear: 'शैक्षणिक वर्ष',
  publishedOn: 'प्रकाशन तिथि',
  download: 'PDF डाउनलोड करें',
  count: (n: number) => `${counted(n, { one: 'परिणाम', other: 'परिणाम' }, 'hi')} मिले`,
  empty: 'आपके मानदंडों से मेल खाता कोई परिणाम नहीं मिला।',
  clearFilters: 'फ़िल्टर हटाएँ',
  loading: 'परिणाम लोड हो रहे हैं...',
  loadError: 'हम परिणाम लोड नहीं कर सके।',
  helpTitle: 'सहायता चाहिए?',
  help: 'पुनर्मूल्यांकन के लिए आवेदन परिणाम प्रकाशित होने के 15 दिनों के भीतर करना अनिवार्य है।',
};
