import { counted } from './plural';

/** The texts of library.en.ts in Hindi. */
export const library: typeof import('./library.en').library = {
  heroText: 'प्रशिक्षुओं, शिक्षकों और शोधकर्ताओं के लिए पुस्तकें, पत्रिकाएँ और डिजिटल संसाधन।',
  statsLabel: 'आँकड़ों में पुस्तकालय',
  stats: [
    { value: '5000+', label: 'पुस्तकें' },
    { value: '500+', label: 'पत्रिकाएँ' },
    { value: '200+', label: 'दैनिक पाठक' },
    { value: '12 घंटे', label: 'प्रतिदिन खुला' },
  ],
  catalogueTitle: 'पुस्तक सूची',
  searchLabel: 'शीर्षक या लेखक से खोजें',
  searchPlaceholder: 'शीर्षक या लेखक से खोजें...',
  subjectLabel: 'विषय',
  allSubjects: 'सभी',
  availabilityLabel: 'उपलब्धता',
  allBooks: 'सभी पुस्तकें',
  available: 'उपलब्ध',
  checkedOut: 'जारी की गई',
  columns: ['पुस्तक का विवरण', 'लेखक', 'विषय', 'ISBN', 'प्रतियाँ', 'स्थिति'],
  tableCaption: 'सूची की पुस्तकें',
  count: (n: number) => `${counted(n, { one: 'पुस्तक', other: 'पुस्तकें' }, 'hi')} मिलीं`,
  empty: 'आपके मानदंडों से मेल खाती कोई पुस्तक नहीं मिली।',
  clearFilters: 'फ़िल्टर हटाएँ',
  loading: 'पुस्तकें लोड हो रही हैं...',
  loadError: 'हम सूची लोड नहीं कर सके।',
  hoursTitle: 'पुस्तकालय का समय',
  hours: [
    { day: 'सोमवार - शुक्रवार', time: 'सुबह 9:00 - शाम 5:00' },
    { day: 'शनिवार', time: 'बंद' },
    { day: 'रविवार', time: 'बंद' },
    { day: 'अवकाश', time: 'बंद' },
  ],
  servicesTitle: 'पुस्तकालय सेवाएँ',
  services: ['पुस्तकें जारी करना और वापसी', 'डिजिटल संसाधन', 'शोध में सहायता', 'अध्ययन कक्ष की बुकिंग'],
};
