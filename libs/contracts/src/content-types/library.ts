/**
 * The library catalogue (SPEC.md sections 3 and 5, ARCHITECTURE.md 12.6): searched by title, author,
 * ISBN or subject with counts per subject, year and language; new arrivals first on `sort=new`.
 * Holdings by subject and the books added in the last quarter (by `accessionDate`) are the NCTE
 * mandatory disclosure's (ARCHITECTURE.md 12.3).
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { BOOK_LANGUAGES, BOOK_SUBJECTS } from '../enums';
import { BOOK_MIN_COPIES, BOOK_MIN_YEAR, MAX_LENGTH } from '../limits';
import { VALIDATION } from '../messages';
import { TOASTS } from '../toasts';
import { TITLE_FIELD } from './fields';

// A book on the shelf or not: the availability select's choices and the Status column's words.
const AVAILABLE = { en: 'Available', pa: 'ਉਪਲਬਧ', hi: 'उपलब्ध' };
const CHECKED_OUT = { en: 'Checked Out', pa: 'ਜਾਰੀ ਕੀਤੀ ਗਈ', hi: 'जारी की गई' };
const CLOSED = { en: 'Closed', pa: 'ਬੰਦ', hi: 'बंद' };

export const library = defineContentType({
  name: 'book',
  path: 'library',
  table: 'library_books',
  label: { one: 'Book', many: 'Books' },
  fields: {
    title: { ...TITLE_FIELD, column: 'Book Details' },
    author: {
      kind: 'text',
      label: 'Author',
      required: VALIDATION.authorRequired,
      max: MAX_LENGTH.name,
      searchable: true,
    },
    subject: {
      kind: 'choice',
      label: 'Subject',
      required: VALIDATION.subjectRequired,
      values: BOOK_SUBJECTS,
      filter: true,
      filterAll: 'All subjects',
      searchable: true,
      names: { en: 'Subject', pa: 'ਵਿਸ਼ਾ', hi: 'विषय' },
    },
    isbn: {
      kind: 'text',
      label: 'ISBN',
      max: MAX_LENGTH.isbn,
      searchable: true,
      isbn: true,
      help: 'ISBN-10 or ISBN-13, with or without hyphens',
    },
    year: {
      kind: 'integer',
      label: 'Year',
      formLabel: 'Year of publication',
      notNumber: VALIDATION.yearNumeric,
      min: BOOK_MIN_YEAR,
      maxYearsAhead: 0,
      maxMessage: VALIDATION.researchYearFuture,
      filter: true,
    },
    language: {
      kind: 'choice',
      label: 'Language',
      values: BOOK_LANGUAGES,
      filter: true,
      filterAll: 'All languages',
      valueNames: {
        en: GLOSSARY.english,
        pa: GLOSSARY.punjabi,
        hi: GLOSSARY.hindi,
        sa: { en: 'Sanskrit', pa: 'ਸੰਸਕ੍ਰਿਤ', hi: 'संस्कृत' },
        ur: { en: 'Urdu', pa: 'ਉਰਦੂ', hi: 'उर्दू' },
      },
    },
    callNumber: {
      kind: 'text',
      label: 'Call number',
      max: MAX_LENGTH.callNumber,
      names: { en: 'Call number', pa: 'ਕਾਲ ਨੰਬਰ', hi: 'कॉल नंबर' },
    },
    // When the library took the book into its stock (the accession register's date): the NCTE
    // disclosure's additions in the last quarter. Existing books have the day they were entered.
    accessionDate: {
      kind: 'date',
      label: 'Date of accession',
      help: 'The day the book entered the accession register; left empty, the day it is first saved.',
    },
    copies: {
      kind: 'integer',
      label: 'Copies',
      required: VALIDATION.copiesRequired,
      notNumber: VALIDATION.mustBeWholeNumber,
      min: BOOK_MIN_COPIES,
      minMessage: VALIDATION.copiesMin,
      max: 1_000_000,
      default: 1,
    },
    // Copies on the shelf now: the rest are lent out.
    available: {
      kind: 'integer',
      label: 'Available',
      formLabel: 'Available (copies on the shelf)',
      required: VALIDATION.availabilityRequired,
      notNumber: VALIDATION.mustBeWholeNumber,
      min: 0,
      minMessage: VALIDATION.coursesNegative,
      max: 1_000_000,
      default: 1,
      filter: true,
      filterAll: 'All books',
      filterSome: { true: 'Available', false: 'Checked Out' },
      column: 'Status',
      names: { en: 'Availability', pa: 'ਉਪਲਬਧਤਾ', hi: 'उपलब्धता' },
      allNames: { en: 'All Books', pa: 'ਸਾਰੀਆਂ ਕਿਤਾਬਾਂ', hi: 'सभी पुस्तकें' },
      someNames: { true: AVAILABLE, false: CHECKED_OUT },
    },
  },
  rules: [
    {
      field: 'available',
      message: VALIDATION.availableAboveCopies,
      broken: (book) => Number(book.available) > Number(book.copies),
    },
  ],
  order: [['title', 'asc']],
  sorts: { param: 'sort', options: { new: [['createdAt', 'desc']] } },
  public: {
    list: true,
    get: false,
    page: true,
    label: GLOSSARY.books,
    listFacets: ['subject', 'year', 'language'],
    // SPEC.md section 2's Digital Library: figures, the catalogue as a table, hours and services.
    listPage: {
      intro: {
        en: 'Books, journals and digital resources for trainees, teachers and researchers.',
        pa: 'ਸਿਖਿਆਰਥੀਆਂ, ਅਧਿਆਪਕਾਂ ਅਤੇ ਖੋਜਕਾਰਾਂ ਲਈ ਕਿਤਾਬਾਂ, ਰਸਾਲੇ ਅਤੇ ਡਿਜੀਟਲ ਸਰੋਤ।',
        hi: 'प्रशिक्षुओं, शिक्षकों और शोधकर्ताओं के लिए पुस्तकें, पत्रिकाएँ और डिजिटल संसाधन।',
      },
      stats: {
        label: { en: 'The library in figures', pa: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਲਾਇਬ੍ਰੇਰੀ', hi: 'आँकड़ों में पुस्तकालय' },
        items: [
          { value: '5000+', label: GLOSSARY.books },
          { value: '500+', label: { en: 'Journals', pa: 'ਰਸਾਲੇ', hi: 'पत्रिकाएँ' } },
          { value: '200+', label: { en: 'Daily Visitors', pa: 'ਰੋਜ਼ਾਨਾ ਪਾਠਕ', hi: 'दैनिक पाठक' } },
          {
            value: { en: '12 hrs', pa: '12 ਘੰਟੇ', hi: '12 घंटे' },
            label: { en: 'Daily Open', pa: 'ਰੋਜ਼ਾਨਾ ਖੁੱਲ੍ਹੀ', hi: 'प्रतिदिन खुला' },
          },
        ],
      },
      texts: {
        title: { en: 'Book Catalogue', pa: 'ਕਿਤਾਬਾਂ ਦੀ ਸੂਚੀ', hi: 'पुस्तक सूची' },
        searchLabel: {
          en: 'Search by title, author, ISBN or subject',
          pa: 'ਸਿਰਲੇਖ, ਲੇਖਕ, ISBN ਜਾਂ ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਖੋਜੋ',
          hi: 'शीर्षक, लेखक, ISBN या विषय से खोजें',
        },
        searchPlaceholder: {
          en: 'Search by title, author, ISBN or subject...',
          pa: 'ਸਿਰਲੇਖ, ਲੇਖਕ, ISBN ਜਾਂ ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਖੋਜੋ...',
          hi: 'शीर्षक, लेखक, ISBN या विषय से खोजें...',
        },
        count: {
          en: { one: '{n} book found', other: '{n} books found' },
          pa: { one: '{n} ਕਿਤਾਬ ਮਿਲੀ', other: '{n} ਕਿਤਾਬਾਂ ਮਿਲੀਆਂ' },
          hi: { one: '{n} पुस्तक मिली', other: '{n} पुस्तकें मिलीं' },
        },
        empty: {
          en: 'No books found matching your criteria.',
          pa: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦੀ ਕੋਈ ਕਿਤਾਬ ਨਹੀਂ ਮਿਲੀ।',
          hi: 'आपके मानदंडों से मेल खाती कोई पुस्तक नहीं मिली।',
        },
        loading: { en: 'Loading books...', pa: 'ਕਿਤਾਬਾਂ ਲੋਡ ਹੋ ਰਹੀਆਂ ਹਨ...', hi: 'पुस्तकें लोड हो रही हैं...' },
        loadError: {
          en: 'We could not load the catalogue.',
          pa: 'ਅਸੀਂ ਸੂਚੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम सूची लोड नहीं कर सके।',
        },
      },
      // SPEC's selects: subject and availability; year and language are the facets' buttons.
      selects: ['subject', 'available'],
      sort: {
        tabs: true,
        label: { en: 'Order of the catalogue', pa: 'ਸੂਚੀ ਦਾ ਕ੍ਰਮ', hi: 'सूची का क्रम' },
        default: { en: 'All books (A-Z)', pa: 'ਸਾਰੀਆਂ ਕਿਤਾਬਾਂ (ੳ-ੜ)', hi: 'सभी पुस्तकें (अ-ज्ञ)' },
        options: { new: { en: 'New arrivals', pa: 'ਨਵੀਆਂ ਆਈਆਂ ਕਿਤਾਬਾਂ', hi: 'नई आई पुस्तकें' } },
      },
      facetButtons: {
        label: { en: 'Refine the catalogue', pa: 'ਸੂਚੀ ਨੂੰ ਛਾਂਟੋ', hi: 'सूची को छाँटें' },
        groups: {
          subject: { en: 'Books by subject', pa: 'ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਕਿਤਾਬਾਂ', hi: 'विषय के अनुसार पुस्तकें' },
          year: {
            en: 'Books by year of publication',
            pa: 'ਛਪਣ ਦੇ ਸਾਲ ਅਨੁਸਾਰ ਕਿਤਾਬਾਂ',
            hi: 'प्रकाशन वर्ष के अनुसार पुस्तकें',
          },
          language: { en: 'Books by language', pa: 'ਭਾਸ਼ਾ ਅਨੁਸਾਰ ਕਿਤਾਬਾਂ', hi: 'भाषा के अनुसार पुस्तकें' },
        },
      },
      table: {
        caption: { en: 'Books in the catalogue', pa: 'ਸੂਚੀ ਵਿਚਲੀਆਂ ਕਿਤਾਬਾਂ', hi: 'सूची की पुस्तकें' },
        columns: [
          {
            field: 'title',
            title: { en: 'Book Details', pa: 'ਕਿਤਾਬ ਦਾ ਵੇਰਵਾ', hi: 'पुस्तक का विवरण' },
            details: [{ field: 'language' }, { field: 'year' }, { field: 'callNumber', named: true }],
          },
          { field: 'author', title: { en: 'Author', pa: 'ਲੇਖਕ', hi: 'लेखक' } },
          { field: 'subject', title: { en: 'Subject', pa: 'ਵਿਸ਼ਾ', hi: 'विषय' } },
          { field: 'isbn', title: { en: 'ISBN', pa: 'ISBN', hi: 'ISBN' } },
          { field: 'copies', title: { en: 'Copies', pa: 'ਕਾਪੀਆਂ', hi: 'प्रतियाँ' } },
          {
            field: 'available',
            title: { en: 'Status', pa: 'ਸਥਿਤੀ', hi: 'स्थिति' },
            badge: {
              of: 'copies',
              some: { en: 'Available {n} of {of}', pa: 'ਉਪਲਬਧ: {of} ਵਿੱਚੋਂ {n}', hi: 'उपलब्ध: {of} में से {n}' },
              none: CHECKED_OUT,
            },
          },
        ],
      },
      risLink: {
        en: 'Export these books as citations (RIS)',
        pa: 'ਇਹਨਾਂ ਕਿਤਾਬਾਂ ਦੇ ਹਵਾਲੇ ਡਾਊਨਲੋਡ ਕਰੋ (RIS)',
        hi: 'इन पुस्तकों के संदर्भ डाउनलोड करें (RIS)',
      },
      afterColumns: true,
      after: [
        {
          title: { en: 'Library Hours', pa: 'ਲਾਇਬ੍ਰੇਰੀ ਦਾ ਸਮਾਂ', hi: 'पुस्तकालय का समय' },
          pairs: [
            {
              name: { en: 'Monday - Friday', pa: 'ਸੋਮਵਾਰ - ਸ਼ੁੱਕਰਵਾਰ', hi: 'सोमवार - शुक्रवार' },
              value: { en: '9:00 AM - 5:00 PM', pa: 'ਸਵੇਰੇ 9:00 - ਸ਼ਾਮ 5:00', hi: 'सुबह 9:00 - शाम 5:00' },
            },
            { name: { en: 'Saturday', pa: 'ਸ਼ਨੀਵਾਰ', hi: 'शनिवार' }, value: CLOSED },
            { name: { en: 'Sunday', pa: 'ਐਤਵਾਰ', hi: 'रविवार' }, value: CLOSED },
            { name: { en: 'Holidays', pa: 'ਛੁੱਟੀਆਂ', hi: 'अवकाश' }, value: CLOSED },
          ],
        },
        {
          title: { en: 'Library Services', pa: 'ਲਾਇਬ੍ਰੇਰੀ ਦੀਆਂ ਸੇਵਾਵਾਂ', hi: 'पुस्तकालय सेवाएँ' },
          items: [
            { en: 'Borrowing and Returns', pa: 'ਕਿਤਾਬਾਂ ਜਾਰੀ ਕਰਨਾ ਅਤੇ ਵਾਪਸੀ', hi: 'पुस्तकें जारी करना और वापसी' },
            { en: 'Digital Resources', pa: 'ਡਿਜੀਟਲ ਸਰੋਤ', hi: 'डिजिटल संसाधन' },
            { en: 'Research Assistance', pa: 'ਖੋਜ ਵਿੱਚ ਸਹਾਇਤਾ', hi: 'शोध में सहायता' },
            { en: 'Study Room Reservations', pa: 'ਅਧਿਐਨ ਕਮਰੇ ਦੀ ਬੁਕਿੰਗ', hi: 'अध्ययन कक्ष की बुकिंग' },
          ],
        },
      ],
    },
    ris: {
      type: 'BOOK',
      tags: { TI: 'title', AU: 'author', PY: 'year', SN: 'isbn', LA: 'language', KW: 'subject', CN: 'callNumber' },
      fileName: 'library.ris',
    },
  },
  csvImport: {
    columns: ['title', 'author', 'isbn', 'subject', 'year', 'copies', 'available', 'language', 'callNumber'],
    key: 'isbn',
    templateName: 'library-import-template.csv',
  },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'library',
    order: 40,
    dashboard: { order: 4, card: 'Library Books', quickAction: 'Manage Library' },
    nav: 'Library',
    title: 'Library Management',
    columns: ['title', 'author', 'subject', 'isbn', 'callNumber', 'copies', 'available'],
    deleteFailure: TOASTS.bookDeleteFailure,
  },
});

export type LibraryBookRecord = ContentOf<typeof library>;
