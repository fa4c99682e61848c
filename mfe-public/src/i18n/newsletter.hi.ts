import { counted } from './plural';

/** The texts of newsletter.en.ts in Hindi. */
export const newsletter: typeof import('./newsletter.en').newsletter = {
  heroText: 'प्रवेश, परिणामों, कार्यशालाओं और कार्यक्रमों की खबरें, सीधे आपके ई-मेल में।',
  formTitle: 'हमारे न्यूज़लेटर की सदस्यता लें',
  name: 'पूरा नाम',
  email: 'ई-मेल पता',
  type: 'मैं हूँ',
  chooseType: 'अपना प्रकार चुनें',
  website: 'वेबसाइट',
  subscribe: 'सदस्यता लें',
  subscribing: 'सदस्यता ली जा रही है...',
  benefitsTitle: 'सदस्यता क्यों लें?',
  claims: [
    { value: '500+', label: 'सदस्य' },
    { value: 'मासिक', label: 'जानकारी' },
  ],
  claimsLabel: 'आँकड़ों में न्यूज़लेटर',
  recentTitle: 'हाल के न्यूज़लेटर',
  recentEmpty: 'कोई हालिया न्यूज़लेटर उपलब्ध नहीं है।',
  loading: 'न्यूज़लेटर लोड हो रहे हैं...',
  loadError: 'हम हाल के न्यूज़लेटर लोड नहीं कर सके।',
  sentTo: (n: number) => `${counted(n, { one: 'सदस्य', other: 'सदस्यों' }, 'hi')} को भेजा गया`,
  readFull: 'पूरा पढ़ें',
  readFullOf: (subject: string) => `पूरा पढ़ें: ${subject}`,
  closeNewsletter: 'न्यूज़लेटर बंद करें',
  notFound: 'यह न्यूज़लेटर नहीं मिला।',
};
