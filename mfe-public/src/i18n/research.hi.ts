/** The texts of research.en.ts in Hindi. */
export const research: typeof import('./research.en').research = {
  by: 'लेखक:',
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
