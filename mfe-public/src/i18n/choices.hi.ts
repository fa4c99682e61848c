import { contactNames } from '@diet/contracts/contact-names/hi';
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from '@diet/contracts/enums';

/** The filters' and forms' values in Hindi, by their English label; course names stay as written (B.Ed). */
const LABELS: Record<string, string> = {
  // Book and material subjects
  Psychology: 'मनोविज्ञान',
  Mathematics: 'गणित',
  Education: 'शिक्षा',
  Science: 'विज्ञान',
  Language: 'भाषा',
  Arts: 'कला',
  // Material types
  Notes: 'नोट्स',
  Presentation: 'प्रस्तुति',
  Video: 'वीडियो',
  Assignment: 'असाइनमेंट',
  Reference: 'संदर्भ सामग्री',
  Diploma: 'डिप्लोमा',
  // Result semesters and years
  '1st Year': 'प्रथम वर्ष',
  '2nd Year': 'द्वितीय वर्ष',
  Final: 'अंतिम',
  '1st Semester': 'प्रथम सेमेस्टर',
  '2nd Semester': 'द्वितीय सेमेस्टर',
  '3rd Semester': 'तृतीय सेमेस्टर',
  '4th Semester': 'चतुर्थ सेमेस्टर',
  // Teacher training modes
  'In person': 'प्रत्यक्ष',
  Online: 'ऑनलाइन',
  Blended: 'मिश्रित',
  // Research statuses
  Ongoing: 'चालू',
  Completed: 'पूर्ण',
  Published: 'प्रकाशित',
  // Gallery categories
  Events: 'कार्यक्रम',
  Infrastructure: 'आधारभूत संरचना',
  Activities: 'गतिविधियाँ',
  Achievements: 'उपलब्धियाँ',
  // Event categories
  Technology: 'प्रौद्योगिकी',
  Design: 'डिज़ाइन',
  Business: 'व्यवसाय',
  Marketing: 'विपणन',
  Leadership: 'नेतृत्व',
  // Notice categories
  Notice: 'सूचना',
  Circular: 'परिपत्र',
  Admission: 'प्रवेश',
  Examination: 'परीक्षा',
  Recruitment: 'भर्ती',
  Other: 'अन्य',
  // Subscriber types
  Student: 'विद्यार्थी',
  Teacher: 'शिक्षक',
  Administrator: 'प्रशासक',
  Parent: 'अभिभावक',
  Public: 'आम जनता',
  // Diksha Lab course statuses
  Active: 'चालू',
  Inactive: 'बंद',
  // Contact subjects: shared with the API's mails
  ...Object.fromEntries(
    CONTACT_SUBJECTS.map((subject) => [CONTACT_SUBJECT_LABELS[subject], contactNames.subjects[subject]]),
  ),
};

/** The texts of choices.en.ts in Hindi. */
export const choices: typeof import('./choices.en').choices = {
  label: (value) => LABELS[value] ?? value,
};
