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
  teacherEducation: { en: 'Teacher Education and Training', pa: 'ਅਧਿਆਪਕ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ', hi: 'शिक्षक शिक्षा एवं प्रशिक्षण' },
  traineeTeachers: { en: 'trainee teachers', pa: 'ਸਿਖਿਆਰਥੀ ਅਧਿਆਪਕ', hi: 'प्रशिक्षु शिक्षक' },
  // Programmes and courses: the abbreviations stay in Latin letters, as the institutes write them.
  bEd: { en: 'B.Ed', pa: 'B.Ed', hi: 'B.Ed' },
  dElEd: { en: 'D.El.Ed', pa: 'D.El.Ed', hi: 'D.El.Ed' },
} as const satisfies Record<string, Term>;
