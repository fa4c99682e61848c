import { contactNames } from '@diet/contracts/contact-names/pa';
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from '@diet/contracts/enums';

/** The filters' and forms' values in Punjabi, by their English label; course names stay as written (B.Ed). */
const LABELS: Record<string, string> = {
  // Book and material subjects
  Psychology: 'ਮਨੋਵਿਗਿਆਨ',
  Mathematics: 'ਗਣਿਤ',
  Education: 'ਸਿੱਖਿਆ',
  Science: 'ਵਿਗਿਆਨ',
  Language: 'ਭਾਸ਼ਾ',
  Arts: 'ਕਲਾ',
  // Material types
  Notes: 'ਨੋਟਸ',
  Presentation: 'ਪੇਸ਼ਕਾਰੀ',
  Video: 'ਵੀਡੀਓ',
  Assignment: 'ਅਸਾਈਨਮੈਂਟ',
  Reference: 'ਹਵਾਲਾ ਸਮੱਗਰੀ',
  Diploma: 'ਡਿਪਲੋਮਾ',
  // Result semesters and years
  '1st Year': 'ਪਹਿਲਾ ਸਾਲ',
  '2nd Year': 'ਦੂਜਾ ਸਾਲ',
  Final: 'ਅੰਤਿਮ',
  '1st Semester': 'ਪਹਿਲਾ ਸਮੈਸਟਰ',
  '2nd Semester': 'ਦੂਜਾ ਸਮੈਸਟਰ',
  '3rd Semester': 'ਤੀਜਾ ਸਮੈਸਟਰ',
  '4th Semester': 'ਚੌਥਾ ਸਮੈਸਟਰ',
  // Teacher training modes
  'In person': 'ਆਹਮੋ-ਸਾਹਮਣੇ',
  Online: 'ਔਨਲਾਈਨ',
  Blended: 'ਮਿਸ਼ਰਤ',
  // Research statuses
  Ongoing: 'ਜਾਰੀ',
  Completed: 'ਪੂਰਾ',
  Published: 'ਪ੍ਰਕਾਸ਼ਿਤ',
  // Gallery categories
  Events: 'ਸਮਾਗਮ',
  Infrastructure: 'ਬੁਨਿਆਦੀ ਢਾਂਚਾ',
  Activities: 'ਗਤੀਵਿਧੀਆਂ',
  Achievements: 'ਪ੍ਰਾਪਤੀਆਂ',
  // Event categories
  Technology: 'ਤਕਨੀਕ',
  Design: 'ਡਿਜ਼ਾਈਨ',
  Business: 'ਕਾਰੋਬਾਰ',
  Marketing: 'ਮਾਰਕੀਟਿੰਗ',
  Leadership: 'ਲੀਡਰਸ਼ਿਪ',
  // Notice categories
  Notice: 'ਨੋਟਿਸ',
  Circular: 'ਸਰਕੂਲਰ',
  Admission: 'ਦਾਖ਼ਲਾ',
  Examination: 'ਪ੍ਰੀਖਿਆ',
  Recruitment: 'ਭਰਤੀ',
  Other: 'ਹੋਰ',
  // Subscriber types
  Student: 'ਵਿਦਿਆਰਥੀ',
  Teacher: 'ਅਧਿਆਪਕ',
  Administrator: 'ਪ੍ਰਸ਼ਾਸਕ',
  Parent: 'ਮਾਪੇ',
  Public: 'ਆਮ ਲੋਕ',
  // Diksha Lab course statuses
  Active: 'ਚੱਲ ਰਿਹਾ',
  Inactive: 'ਬੰਦ',
  // Contact subjects: shared with the API's mails
  ...Object.fromEntries(
    CONTACT_SUBJECTS.map((subject) => [CONTACT_SUBJECT_LABELS[subject], contactNames.subjects[subject]]),
  ),
};

/** The texts of choices.en.ts in Punjabi. */
export const choices: typeof import('./choices.en').choices = {
  label: (value) => LABELS[value] ?? value,
};
