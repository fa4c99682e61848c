import { counted } from './plural';

/** The texts of materials.en.ts in Hindi. */
export const materials: typeof import('./materials.en').materials = {
  heroText: 'हमारे पाठ्यक्रमों के लिए नोट्स, प्रस्तुतियाँ, वीडियो, असाइनमेंट और संदर्भ सामग्री।',
  statsLabel: 'आँकड़ों में अध्ययन सामग्री',
  stats: [
    { value: '5', label: 'सामग्री के प्रकार' },
    { value: '6', label: 'विषय' },
    { value: '4', label: 'पाठ्यक्रम' },
  ],
  listTitle: 'उपलब्ध सामग्री',
  searchLabel: 'सामग्री खोजें',
  searchPlaceholder: 'शीर्षक या विषय से खोजें...',
  subjectLabel: 'विषय',
  courseLabel: 'पाठ्यक्रम',
  typeLabel: 'प्रकार',
  all: 'सभी',
  uploaded: 'अपलोड की गई',
  download: 'डाउनलोड करें',
  count: (n: number) => `${counted(n, { one: 'सामग्री', other: 'सामग्रियाँ' }, 'hi')} मिलीं`,
  none: 'इस समय कोई अध्ययन सामग्री उपलब्ध नहीं है।',
  empty: 'आपके मानदंडों से मेल खाती कोई अध्ययन सामग्री नहीं मिली।',
  clearFilters: 'फ़िल्टर हटाएँ',
  loading: 'अध्ययन सामग्री लोड हो रही है...',
  loadError: 'हम अध्ययन सामग्री लोड नहीं कर सके।',
  guidelinesTitle: 'दिशा-निर्देश',
  guidelines: ['स्वीकृत प्रारूप: PDF, PPT, DOC, MP4।', 'हर सामग्री प्रकाशित होने से पहले संकाय द्वारा जाँची जाती है।'],
};
