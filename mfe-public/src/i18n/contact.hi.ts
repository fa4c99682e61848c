import { GLOSSARY } from '@diet/contracts/glossary';

/** The texts of contact.en.ts in Hindi. */
export const contact: typeof import('./contact.en').contact = {
  hero: 'संपर्क करें',
  heroText: `प्रवेश, पाठ्यक्रमों, ${GLOSSARY.dikshaLab.hi} या शोध के बारे में प्रश्न हैं? हमें लिखें, हम शीघ्र उत्तर देंगे।`,
  formTitle: 'हमें संदेश भेजें',
  name: 'आपका नाम',
  email: 'ई-मेल पता',
  subject: 'विषय',
  chooseSubject: 'विषय चुनें',
  message: 'संदेश',
  website: 'वेबसाइट',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है...',
  cardsTitle: 'संपर्क में रहें',
  address: 'पता',
  openMap: 'मानचित्र में खोलें',
  emailCard: 'ई-मेल',
  phoneCard: 'फ़ोन',
  hoursCard: 'कार्यालय का समय',
  mapTitle: 'हमें खोजें',
  mapFrameTitle: 'संस्थान का स्थान दिखाता मानचित्र',
  mapLink: 'बड़े मानचित्र पर देखें',
};
