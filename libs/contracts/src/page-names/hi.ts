import { GLOSSARY } from '../glossary';

/** हर पृष्ठ का नाम, हिन्दी में (en.ts देखें)। */
export const pageNames: typeof import('./en').pageNames = {
  '': 'मुख्य पृष्ठ',
  about: 'हमारे बारे में',
  infrastructure: 'आधारभूत संरचना',
  staff: 'हमारा स्टाफ़',
  contact: 'संपर्क करें',
  'diksha-lab': GLOSSARY.dikshaLab.hi,
  library: 'डिजिटल पुस्तकालय',
  research: 'शोध एवं प्रकाशन',
  results: 'परीक्षा परिणाम',
  'study-material': 'अध्ययन सामग्री',
  gallery: 'गैलरी',
  newsletter: 'न्यूज़लेटर',
  notices: GLOSSARY.noticesAndCirculars.hi,
  directory: 'निर्देशिका',
  'mandatory-disclosure': 'एन.सी.टी.ई. अनिवार्य प्रकटीकरण',
  verify: 'प्रमाणपत्र सत्यापित करें',
  'trainings/check-in': 'प्रशिक्षण में उपस्थिति',
  'my-training': 'मेरा प्रशिक्षण रिकॉर्ड',
  'events/archive': 'कार्यक्रम संग्रह',
  archive: GLOSSARY.archive.hi,
  tenders: GLOSSARY.tenders.hi,
  rti: GLOSSARY.rti.hi,
  search: 'खोज',
  sitemap: 'साइट मैप',
  accessibility: 'सुगम्यता विवरण',
  'website-policies': 'वेबसाइट नीतियाँ',
  help: 'सहायता',
};

export const menuNames: typeof import('./en').menuNames = {
  staff: 'स्टाफ़',
  contact: 'संपर्क',
  library: 'पुस्तकालय',
  research: 'शोध',
  results: 'परिणाम',
  'study-material': 'अध्ययन सामग्री',
};
