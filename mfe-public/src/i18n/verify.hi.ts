import { counted } from './plural';

/** The texts of verify.en.ts in Hindi. */
export const verify: typeof import('./verify.en').verify = {
  heroText: 'संस्थान के प्रशिक्षण प्रमाणपत्र की जाँच करें: उस पर छपा कोड लिखें, या उसका QR कोड स्कैन करें।',
  codeLabel: 'प्रमाणपत्र कोड',
  codeHint: 'जैसे K7Q2M-9XD4R-...',
  submit: 'सत्यापित करें',
  checking: 'प्रमाणपत्र की जाँच हो रही है...',
  valid: 'यह प्रमाणपत्र मान्य है।',
  revoked: 'यह प्रमाणपत्र रद्द कर दिया गया है।',
  notFound: 'इस कोड का कोई प्रमाणपत्र नहीं है। कोड जाँचकर फिर से प्रयास करें।',
  loadError: 'हम प्रमाणपत्र की जाँच नहीं कर सके।',
  code: 'कोड',
  issuedTo: 'जिसे जारी किया गया',
  programme: 'कार्यक्रम',
  hours: (n: number) => counted(n, { one: 'घंटा', other: 'घंटे' }, 'hi'),
  hoursLabel: 'प्रशिक्षण के घंटे',
  dates: 'तिथियाँ',
  issuedOn: 'जारी करने की तिथि',
  reason: 'कारण',
  another: 'कोई अन्य प्रमाणपत्र जाँचें',
  pdf: 'प्रमाणपत्र डाउनलोड करें (PDF)',
};
