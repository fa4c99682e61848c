/** पढ़ने के साधन, शीर्ष का खोज बॉक्स, बाहरी लिंक की सूचना और फ़ुटर का अंतिम अद्यतन, हिन्दी में। */
export const readingTools: typeof import('./reading-tools.en').readingTools = {
  region: 'पढ़ने के साधन और खोज',
  textSize: 'अक्षरों का आकार',
  smaller: 'छोटे अक्षर',
  normal: 'सामान्य आकार',
  larger: 'बड़े अक्षर',
  contrast: 'उच्च कंट्रास्ट',
  searchLabel: 'साइट में खोजें',
  searchPlaceholder: 'खोजें...',
  search: 'खोजें',
  external: '(बाहरी साइट खुलती है)',
  lastUpdated: 'अंतिम अद्यतन',
  visitors: 'आगंतुक',
};
