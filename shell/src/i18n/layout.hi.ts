import { GLOSSARY } from '@diet/contracts/glossary';
import { SPLASH_TEXTS } from '@diet/contracts/splash-texts';

/** The public layout's texts in Hindi (Devanagari); the shape of layout.en.ts. */
export const layout: typeof import('./layout.en').layout = {
  splash: SPLASH_TEXTS.hi,
  loading: 'लोड हो रहा है...',
  nav: {
    home: 'मुख्य पृष्ठ',
    about: 'हमारे बारे में',
    staff: 'स्टाफ़',
    contact: 'संपर्क',
    infrastructure: 'आधारभूत संरचना',
    dikshaLab: GLOSSARY.dikshaLab.hi,
    library: 'पुस्तकालय',
    research: 'शोध',
    gallery: 'गैलरी',
    results: 'परिणाम',
    studyMaterial: 'अध्ययन सामग्री',
    newsletter: 'न्यूज़लेटर',
  },
  header: {
    skipToContent: 'मुख्य सामग्री पर जाएँ',
    mainNavigation: 'मुख्य',
    moreNavigation: 'अन्य पृष्ठ',
    openMenu: 'मेनू खोलें',
    closeMenu: 'मेनू बंद करें',
    menu: 'मेनू',
    homeLink: 'मुख्य पृष्ठ',
    languages: 'भाषा',
  },
  footer: {
    quickLinks: 'त्वरित लिंक',
    academic: 'शैक्षणिक',
    contactUs: 'संपर्क करें',
    followUs: 'हमें फ़ॉलो करें',
    address: 'पता',
    pin: 'पिन',
    phone: 'फ़ोन',
    email: 'ई-मेल',
    socialLink: (name: string) => `${name} (नए टैब में खुलता है)`,
    copyright: (year: number, name: string) => `© ${year} ${name}। सर्वाधिकार सुरक्षित।`,
    text: 'शिक्षक शिक्षा एवं प्रशिक्षण में उत्कृष्टता के लिए समर्पित, कल के शिक्षकों के लिए नवीन शिक्षण विधियों और व्यावसायिक विकास कार्यक्रमों को बढ़ावा देने वाला संस्थान।',
  },
  unavailable: {
    title: 'यह भाग कुछ समय के लिए उपलब्ध नहीं है',
    body: 'कृपया अपना कनेक्शन जाँचें और फिर से प्रयास करें। साइट का शेष भाग काम करता रहेगा।',
    retry: 'फिर से प्रयास करें',
  },
  toast: {
    close: 'सूचना बंद करें',
  },
};
