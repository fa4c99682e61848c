import { counted } from './plural';

/** The texts of trainings.en.ts in Hindi. */
export const trainings: typeof import('./trainings.en').trainings = {
  enrolment: { open: 'नामांकन खुला', waitlist: 'केवल प्रतीक्षा सूची', closed: 'नामांकन बंद' },
  seatsLeft: (left: number, seats: number) => `${counted(seats, { one: 'सीट', other: 'सीटों' }, 'hi')} में से ${left} शेष`,
  hours: (n: number) => counted(n, { one: 'घंटा', other: 'घंटे' }, 'hi'),
  enrolTitle: 'इस प्रशिक्षण में नामांकन करें',
  openText: (left: number) => `${counted(left, { one: 'सीट', other: 'सीटें' }, 'hi')} शेष हैं। नीचे नामांकन करें।`,
  waitlistText: 'सभी सीटें भर चुकी हैं: प्रतीक्षा सूची में शामिल होने के लिए नामांकन करें। सीट ख़ाली होने पर हम आपको ई-मेल करेंगे।',
  closesAt: 'नामांकन बंद होने का समय',
  name: 'नाम',
  employeeId: 'कर्मचारी आईडी',
  email: 'ई-मेल',
  phone: 'फ़ोन (वैकल्पिक)',
  school: 'विद्यालय',
  district: 'ज़िला',
  consent: 'मैं अपने विवरण के इस उपयोग से सहमत हूँ।',
  privacyPolicy: 'गोपनीयता नीति',
  submit: 'नामांकन करें',
  sending: 'भेजा जा रहा है...',
  failed: 'आपका नामांकन भेजा नहीं जा सका। कृपया फिर से प्रयास करें।',
  confirmTitle: 'आपका नामांकन',
  confirming: 'आपकी सीट की पुष्टि हो रही है...',
  confirmed: 'आपकी सीट पक्की हो गई है। हम आपसे मिलने की प्रतीक्षा करेंगे।',
  waitlisted: (position: number) =>
    `सभी सीटें भर चुकी हैं: प्रतीक्षा सूची में आपका क्रमांक ${position} है। सीट ख़ाली होने पर हम आपको ई-मेल करेंगे।`,
  noToken: 'यह पृष्ठ हमारे द्वारा ई-मेल किए गए लिंक से नामांकन की पुष्टि करता है। कृपया वह लिंक खोलें।',
  confirmFailed: 'आपकी सीट की पुष्टि अभी नहीं हो सकी। कृपया कुछ मिनट बाद लिंक फिर से खोलें।',
  seeTrainings: 'प्रशिक्षण कैलेंडर देखें',
  checkInText:
    'क्या आप सत्र के लिए कक्ष में हैं? उपस्थिति दर्ज कराने के लिए अपनी कर्मचारी आईडी लिखें। कोड QR कोड से आता है; आप इसे स्क्रीन से देखकर भी लिख सकते हैं।',
  checkInCode: 'उपस्थिति कोड',
  checkInCodeHint: 'स्क्रीन पर दिखाए गए 6 अंक',
  checkInSubmit: 'उपस्थिति दर्ज करें',
  checkingIn: 'उपस्थिति दर्ज हो रही है...',
  checkInFailed: 'आपकी उपस्थिति भेजी नहीं जा सकी। कृपया फिर से प्रयास करें।',
};
