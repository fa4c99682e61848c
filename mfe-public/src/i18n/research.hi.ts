import { counted } from './plural';

const rules = new Intl.PluralRules('hi');

/** The texts of research.en.ts in Hindi. */
export const research: typeof import('./research.en').research = {
  heroText: 'बेहतर कक्षाओं के लिए हमारे संकाय, शोधार्थियों और सहयोगी शिक्षकों का शोध।',
  statsLabel: 'आँकड़ों में शोध',
  stats: [
    { value: '25+', label: 'शोध पत्र' },
    { value: '15+', label: 'शोधकर्ता' },
    { value: '10+', label: 'पुरस्कार' },
    { value: '5+', label: 'चालू परियोजनाएँ' },
  ],
  papersTitle: 'शोध पत्र',
  searchLabel: 'शीर्षक या लेखक से खोजें',
  searchPlaceholder: 'शीर्षक या लेखक से खोजें...',
  statusLabel: 'स्थिति',
  allStatus: 'सभी स्थितियाँ',
  count: (n: number) => `${counted(n, { one: 'शोध पत्र', other: 'शोध पत्र' }, rules)} मिले`,
  empty: 'आपके मानदंडों से मेल खाता कोई शोध पत्र नहीं मिला।',
  clearFilters: 'फ़िल्टर हटाएँ',
  loading: 'शोध पत्र लोड हो रहे हैं...',
  loadError: 'हम शोध पत्र लोड नहीं कर सके।',
  by: 'लेखक:',
  download: 'PDF डाउनलोड करें',
  areasTitle: 'शोध के क्षेत्र',
  projects: (n: number) => `${n} परियोजनाएँ`,
  collaborateTitle: 'हमारे साथ मिलकर काम करें',
  collaborateText: 'हमारे विद्यालयों के लिए कोई शोध विचार है? हमें प्रस्ताव भेजें या संपर्क करें।',
  submitProposal: 'शोध प्रस्ताव भेजें',
  contactUs: 'संपर्क करें',
  proposalTitle: 'शोध प्रस्ताव भेजें',
  closeProposal: 'प्रस्ताव फ़ॉर्म बंद करें',
  fields: {
    title: 'शीर्षक',
    author: 'लेखक का नाम',
    year: 'वर्ष',
    description: 'विवरण',
    status: 'स्थिति',
    chooseStatus: 'स्थिति चुनें',
    file: 'शोध फ़ाइल (PDF, JPG, JPEG या PNG, 5MB तक)',
    website: 'वेबसाइट',
  },
  submit: 'प्रस्ताव जमा करें',
  submitting: 'जमा हो रहा है...',
  cancel: 'रद्द करें',
};
