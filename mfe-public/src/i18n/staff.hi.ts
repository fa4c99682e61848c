import { GLOSSARY } from '@diet/contracts/glossary';

/** The texts of staff.en.ts in Hindi. */
export const staff: typeof import('./staff.en').staff = {
  heroText: 'कल के शिक्षक तैयार करने वाले संकाय से मिलिए।',
  membersTitle: 'हमारा संकाय',
  empty: 'इस समय स्टाफ़ की कोई जानकारी उपलब्ध नहीं है।',
  loading: 'स्टाफ़ लोड हो रहा है...',
  loadError: 'हम स्टाफ़ की सूची लोड नहीं कर सके।',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  photoAlt: (name: string) => `${name} का चित्र`,
  departmentsTitle: 'विभाग',
  departments: ['शैक्षिक प्रशासन', 'गणित शिक्षा', 'विज्ञान शिक्षा', 'भाषा शिक्षा', 'सामाजिक अध्ययन', 'कला शिक्षा'],
  principalTitle: `${GLOSSARY.principal.hi} का संदेश`,
  statsLabel: 'आँकड़ों में संकाय',
  stats: [
    { value: '11+', label: 'संकाय सदस्य' },
    { value: '35+', label: 'वर्षों का अनुभव' },
    { value: '100+', label: 'शोध पत्र' },
    { value: '70+', label: 'विद्यार्थियों की संख्या' },
  ],
};
