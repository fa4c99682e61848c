/**
 * The one glossary of the three languages (issue 18): a term is translated the same way in the
 * interface texts, the API's messages and the demo content. Add a term here before using it twice.
 * The institute's official names follow the Punjab School Education Department's usage.
 */
import type { Language } from './languages';

export type Term = Record<Language, string>;

export const GLOSSARY = {
  institute: {
    en: 'District Institute of Education and Training',
    pa: 'ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਸੰਸਥਾ',
    hi: 'जिला शिक्षा एवं प्रशिक्षण संस्थान',
  },
  instituteShort: { en: 'DIET', pa: 'ਡਾਇਟ', hi: 'डाइट' },
  principal: { en: 'Principal', pa: 'ਪ੍ਰਿੰਸੀਪਲ', hi: 'प्राचार्य' },
  // Places.
  faridkot: { en: 'Faridkot', pa: 'ਫ਼ਰੀਦਕੋਟ', hi: 'फरीदकोट' },
  punjab: { en: 'Punjab', pa: 'ਪੰਜਾਬ', hi: 'पंजाब' },
  // Programmes and teaching.
  dikshaLab: { en: 'Diksha Lab', pa: 'ਦੀਕਸ਼ਾ ਲੈਬ', hi: 'दीक्षा लैब' },
  teacherEducation: {
    en: 'Teacher Education and Training',
    pa: 'ਅਧਿਆਪਕ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ',
    hi: 'शिक्षक शिक्षा एवं प्रशिक्षण',
  },
  traineeTeachers: { en: 'trainee teachers', pa: 'ਸਿਖਿਆਰਥੀ ਅਧਿਆਪਕ', hi: 'प्रशिक्षु शिक्षक' },
  // Programmes and courses: the abbreviations stay in Latin letters, as the institutes write them.
  bEd: { en: 'B.Ed', pa: 'B.Ed', hi: 'B.Ed' },
  dElEd: { en: 'D.El.Ed', pa: 'D.El.Ed', hi: 'D.El.Ed' },
  // What visitors call the content of each public page (menu entries, search groups, feeds).
  notices: { en: 'Notices', pa: 'ਨੋਟਿਸ', hi: 'सूचनाएँ' },
  noticesAndCirculars: { en: 'Notices and Circulars', pa: 'ਨੋਟਿਸ ਅਤੇ ਸਰਕੂਲਰ', hi: 'सूचनाएँ एवं परिपत्र' },
  tenders: { en: 'Tenders', pa: 'ਟੈਂਡਰ', hi: 'निविदाएँ' },
  // The Act's name as Punjab's and India's offices write it in Punjabi and Hindi.
  rti: { en: 'RTI', pa: 'ਸੂਚਨਾ ਦਾ ਅਧਿਕਾਰ', hi: 'सूचना का अधिकार' },
  rtiDisclosures: { en: 'Disclosures', pa: 'ਖੁਲਾਸੇ', hi: 'प्रकटीकरण' },
  events: { en: 'Events', pa: 'ਸਮਾਗਮ', hi: 'कार्यक्रम' },
  books: { en: 'Books', pa: 'ਕਿਤਾਬਾਂ', hi: 'पुस्तकें' },
  // Languages a document or a book is written in.
  english: { en: 'English', pa: 'ਅੰਗਰੇਜ਼ੀ', hi: 'अंग्रेज़ी' },
  punjabi: { en: 'Punjabi', pa: 'ਪੰਜਾਬੀ', hi: 'पंजाबी' },
  hindi: { en: 'Hindi', pa: 'ਹਿੰਦੀ', hi: 'हिन्दी' },
  results: { en: 'Results', pa: 'ਨਤੀਜੇ', hi: 'परिणाम' },
  studyMaterials: { en: 'Study materials', pa: 'ਅਧਿਐਨ ਸਮੱਗਰੀ', hi: 'अध्ययन सामग्री' },
  researchPapers: { en: 'Research papers', pa: 'ਖੋਜ ਪੱਤਰ', hi: 'शोध पत्र' },
  staff: { en: 'Staff', pa: 'ਸਟਾਫ਼', hi: 'स्टाफ़' },
  sitePages: { en: 'Site pages', pa: 'ਸਾਈਟ ਦੇ ਪੰਨੇ', hi: 'साइट के पृष्ठ' },
  /** The older items of a list, and the page /archive. */
  archive: { en: 'Archive', pa: 'ਪੁਰਾਲੇਖ', hi: 'संग्रह' },
  category: { en: 'Category', pa: 'ਸ਼੍ਰੇਣੀ', hi: 'श्रेणी' },
  course: { en: 'Course', pa: 'ਕੋਰਸ', hi: 'पाठ्यक्रम' },
  courses: { en: 'Courses', pa: 'ਕੋਰਸ', hi: 'पाठ्यक्रम' },
} as const satisfies Record<string, Term>;
