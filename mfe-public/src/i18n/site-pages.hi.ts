import { GLOSSARY } from '@diet/contracts/glossary';

/** कार्यालय द्वारा रखे जाने वाले पृष्ठों (सुगम्यता, नीतियाँ, सहायता) और साइट मैप के पाठ, हिन्दी में। */
export const sitePages: typeof import('./site-pages.en').sitePages = {
  loading: 'पृष्ठ लोड हो रहा है...',
  loadError: 'हम यह पृष्ठ लोड नहीं कर सके।',
  retry: 'फिर से प्रयास करें',
  lastReviewed: 'अंतिम समीक्षा',
  titles: { accessibility: 'सुगम्यता विवरण', 'website-policies': 'वेबसाइट नीतियाँ', help: 'सहायता' },
  sitemap: {
    title: 'साइट मैप',
    heroText: 'इस वेबसाइट का हर पृष्ठ, एक सूची में।',
    sections: { institute: 'संस्थान', academics: 'शिक्षा और संसाधन', updates: 'समाचार और सूचनाएँ', help: 'सहायता और नीतियाँ' },
  },
  pageNames: {
    '': 'मुख्य पृष्ठ',
    about: 'हमारे बारे में',
    infrastructure: 'अवसंरचना',
    staff: 'हमारा स्टाफ़',
    contact: 'संपर्क करें',
    'diksha-lab': 'दीक्षा लैब',
    library: 'डिजिटल पुस्तकालय',
    research: 'अनुसंधान और प्रकाशन',
    results: 'परीक्षा परिणाम',
    'study-material': 'अध्ययन सामग्री',
    gallery: 'गैलरी',
    newsletter: 'न्यूज़लेटर',
    notices: 'सूचनाएँ और परिपत्र',
    directory: 'निर्देशिका',
    'events/archive': 'कार्यक्रम संग्रह',
    tenders: 'निविदाएँ',
    rti: GLOSSARY.rti.hi,
    search: 'खोज',
    sitemap: 'साइट मैप',
    accessibility: 'सुगम्यता विवरण',
    'website-policies': 'वेबसाइट नीतियाँ',
    help: 'सहायता',
  },
};
