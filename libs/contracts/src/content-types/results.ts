/** Examination results (SPEC.md sections 3 and 5): a result sheet per course, semester and year. */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { COURSES, SEMESTERS } from '../enums';
import { MAX_UPLOAD_BYTES, RESULT_MAX_YEARS_AHEAD, RESULT_MIN_YEAR } from '../limits';
import { UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';

export const results = defineContentType({
  name: 'result',
  path: 'results',
  table: 'results',
  label: { one: 'Result', many: 'Results' },
  createVerb: 'published',
  fields: {
    course: {
      kind: 'choice',
      label: 'Course',
      required: VALIDATION.courseRequired,
      values: COURSES,
      length: 20,
      filter: true,
      searchable: true,
      filterAll: 'All courses',
      names: GLOSSARY.course,
    },
    semester: {
      kind: 'choice',
      label: 'Semester',
      required: VALIDATION.semesterRequired,
      values: SEMESTERS,
      length: 20,
      searchable: true,
    },
    year: {
      kind: 'integer',
      label: 'Academic year',
      required: VALIDATION.yearRequired,
      notNumber: VALIDATION.yearNumeric,
      min: RESULT_MIN_YEAR,
      minMessage: VALIDATION.resultYearMin,
      maxYearsAhead: RESULT_MAX_YEARS_AHEAD,
      maxMessage: VALIDATION.resultYearFuture,
      filter: true,
      names: { en: 'Year', pa: 'ਸਾਲ', hi: 'वर्ष' },
    },
    publishDate: { kind: 'date', label: 'Publish date', required: VALIDATION.publishDateRequired },
    file: {
      kind: 'file',
      label: 'Result file',
      required: VALIDATION.fileRequired,
      kinds: ['pdf', 'jpeg', 'png'],
      maxBytes: MAX_UPLOAD_BYTES,
      help: UPLOAD.help,
    },
  },
  labelFields: ['course', 'semester', 'year'],
  titleField: 'course',
  order: [
    ['publishDate', 'desc'],
    ['createdAt', 'desc'],
  ],
  public: {
    list: true,
    get: true,
    page: true,
    label: GLOSSARY.results,
    // The year filter offers the years that have results (and a year in the address).
    facets: { years: 'year' },
    listPage: {
      intro: {
        en: 'Examination results of every course, published by the institute.',
        pa: 'ਸੰਸਥਾ ਵੱਲੋਂ ਜਾਰੀ ਹਰ ਕੋਰਸ ਦੇ ਪ੍ਰੀਖਿਆ ਨਤੀਜੇ।',
        hi: 'संस्थान द्वारा प्रकाशित हर पाठ्यक्रम के परीक्षा परिणाम।',
      },
      stats: {
        label: { en: 'Results in figures', pa: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਨਤੀਜੇ', hi: 'आँकड़ों में परिणाम' },
        items: [
          { value: '95%', label: { en: 'Pass Rate', pa: 'ਪਾਸ ਦਰ', hi: 'उत्तीर्ण दर' } },
          { value: '500+', label: { en: 'Students', pa: 'ਵਿਦਿਆਰਥੀ', hi: 'विद्यार्थी' } },
          { value: '15+', label: GLOSSARY.courses },
          { value: '85%', label: { en: 'Distinction', pa: 'ਵਿਸ਼ੇਸ਼ ਯੋਗਤਾ', hi: 'विशेष योग्यता' } },
        ],
      },
      texts: {
        title: { en: 'Published Results', pa: 'ਜਾਰੀ ਨਤੀਜੇ', hi: 'प्रकाशित परिणाम' },
        searchLabel: {
          en: 'Search by course or semester',
          pa: 'ਕੋਰਸ ਜਾਂ ਸਮੈਸਟਰ ਅਨੁਸਾਰ ਖੋਜੋ',
          hi: 'पाठ्यक्रम या सेमेस्टर से खोजें',
        },
        searchPlaceholder: {
          en: 'Search by course or semester...',
          pa: 'ਕੋਰਸ ਜਾਂ ਸਮੈਸਟਰ ਅਨੁਸਾਰ ਖੋਜੋ...',
          hi: 'पाठ्यक्रम या सेमेस्टर से खोजें...',
        },
        count: {
          en: { one: '{n} result found', other: '{n} results found' },
          pa: { one: '{n} ਨਤੀਜਾ ਮਿਲਿਆ', other: '{n} ਨਤੀਜੇ ਮਿਲੇ' },
          hi: { one: '{n} परिणाम मिला', other: '{n} परिणाम मिले' },
        },
        empty: {
          en: 'No results found matching your criteria.',
          pa: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਨਤੀਜਾ ਨਹੀਂ ਮਿਲਿਆ।',
          hi: 'आपके मानदंडों से मेल खाता कोई परिणाम नहीं मिला।',
        },
        loading: { en: 'Loading results...', pa: 'ਨਤੀਜੇ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...', hi: 'परिणाम लोड हो रहे हैं...' },
        loadError: {
          en: 'We could not load the results.',
          pa: 'ਅਸੀਂ ਨਤੀਜੇ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम परिणाम लोड नहीं कर सके।',
        },
      },
      after: [
        {
          title: { en: 'Need help?', pa: 'ਮਦਦ ਚਾਹੀਦੀ ਹੈ?', hi: 'सहायता चाहिए?' },
          text: {
            en: 'Re-evaluation must be applied for within 15 days of the publication of the result.',
            pa: 'ਮੁੜ-ਮੁਲਾਂਕਣ ਲਈ ਅਰਜ਼ੀ ਨਤੀਜਾ ਜਾਰੀ ਹੋਣ ਦੇ 15 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਦੇਣੀ ਲਾਜ਼ਮੀ ਹੈ।',
            hi: 'पुनर्मूल्यांकन के लिए आवेदन परिणाम प्रकाशित होने के 15 दिनों के भीतर करना अनिवार्य है।',
          },
        },
      ],
    },
  },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'results',
    order: 50,
    dashboard: { order: 5, quickAction: 'Manage Results' },
    nav: 'Results',
    title: 'Results Management',
    columns: ['course', 'semester', 'year', 'publishDate', 'file'],
    createFailure: TOASTS.resultPublishFailure,
  },
});

export type ResultRecord = ContentOf<typeof results>;
