import { GLOSSARY } from '@diet/contracts/glossary';
import { counted } from './plural';

/** The texts of diksha.en.ts in Hindi. */
export const diksha: typeof import('./diksha.en').diksha = {
  heroText: 'कार्यशालाओं, डिजिटल साधनों और कक्षा अभ्यास को जोड़ने वाला 100 घंटे का शिक्षक प्रशिक्षण कार्यक्रम।',
  statsLabel: `आँकड़ों में ${GLOSSARY.dikshaLab.hi}`,
  stats: [
    { value: '100', label: 'प्रशिक्षण घंटे' },
    { value: '6', label: 'मॉड्यूल' },
  ],
  completionRate: 'पूर्णता दर',
  featuresTitle: 'कार्यक्रम की विशेषताएँ',
  modulesTitle: 'प्रशिक्षण मॉड्यूल',
  hours: (n: number) => `${n} घंटे`,
  topicsLabel: (title: string) => `${title} के विषय`,
  coursesTitle: 'उपलब्ध पाठ्यक्रम',
  coursesEmpty: 'इस समय कोई पाठ्यक्रम खुला नहीं है। कृपया बाद में देखें।',
  loading: 'पाठ्यक्रम लोड हो रहे हैं...',
  loadError: 'हम पाठ्यक्रम लोड नहीं कर सके।',
  duration: (n: number) => counted(n, { one: 'घंटा', other: 'घंटे' }, 'hi'),
  enroll: 'अभी नामांकन करें',
  brochure: 'ब्रोशर डाउनलोड करें (PDF)',
};
