import { menuNames, pageNames } from '@diet/contracts/page-names/hi';
import { SPLASH_TEXTS } from '@diet/contracts/splash-texts';

/** The public layout's texts in Hindi (Devanagari); the shape of layout.en.ts. */
export const layout: typeof import('./layout.en').layout = {
  splash: SPLASH_TEXTS.hi,
  loading: 'लोड हो रहा है...',
  /** The pages' names, and the shorter words of some links to them (libs/contracts/src/page-names). */
  pages: pageNames,
  menus: menuNames,
  nav: {
    // The footer's link to the contact form with 'Feedback' chosen; the pages' names are page-names.*.ts.
    feedback: 'सुझाव',
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
    aboutSite: 'इस वेबसाइट के बारे में',
    address: 'पता',
    pin: 'पिन',
    phone: 'फ़ोन',
    email: 'ई-मेल',
    cpgrams: 'विभाग के विरुद्ध शिकायत भारत सरकार के लोक शिकायत पोर्टल पर भी दर्ज कराई जा सकती है:',
    cpgramsLink: 'CPGRAMS (नए टैब में खुलता है)',
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
