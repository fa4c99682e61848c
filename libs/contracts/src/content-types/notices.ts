/** Notices and circulars (ARCHITECTURE.md section 11.1): current until they expire, then archived. */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_UPLOAD_BYTES } from '../limits';
import { VALIDATION } from '../messages';
import { TITLE_FIELD, currentUntil } from './fields';

export const NOTICE_CATEGORIES = ['Notice', 'Circular', 'Admission', 'Examination', 'Recruitment', 'Other'] as const;
export const NOTICE_BODY_MAX = 10_000;
/** A notice is marked 'New' for this many days after its publish date. */
export const NOTICE_NEW_DAYS = 7;

export const notices = defineContentType({
  name: 'notice',
  path: 'notices',
  table: 'notices',
  label: { one: 'Notice', many: 'Notices' },
  fields: {
    title: TITLE_FIELD,
    category: {
      kind: 'choice',
      label: 'Category',
      required: VALIDATION.categoryRequired,
      values: NOTICE_CATEGORIES,
      filter: true,
      filterAll: 'All categories',
      names: GLOSSARY.category,
    },
    body: { kind: 'longText', label: 'Body', max: NOTICE_BODY_MAX, searchable: true, translatable: true },
    file: {
      kind: 'file',
      label: 'File',
      kinds: ['pdf'],
      maxBytes: MAX_UPLOAD_BYTES,
      help: 'Optional: a PDF of up to 5MB.',
      column: 'PDF',
    },
    publishDate: { kind: 'date', label: 'Publish date', required: VALIDATION.publishDateRequired },
    expiryDate: {
      kind: 'date',
      label: 'Expiry date',
      onOrAfter: { field: 'publishDate', message: 'Expiry date must be on or after the publish date' },
      help: 'After this day the notice moves to the archive. Leave empty to keep it current.',
    },
    pinned: {
      kind: 'boolean',
      label: 'Pinned',
      default: false,
      labels: { true: 'Pinned', false: 'Not pinned' },
      help: 'Pinned notices come first.',
    },
  },
  order: [
    ['pinned', 'desc'],
    ['publishDate', 'desc'],
    ['createdAt', 'desc'],
  ],
  public: {
    list: true,
    get: true,
    page: true,
    // The notices page opens one notice by its id (current or archived).
    itemPath: '/notices?id=:id',
    nav: GLOSSARY.notices,
    visible: [{ field: 'publishDate', op: '<=' }],
    home: { title: GLOSSARY.notices, count: 5 },
    listPage: {
      intro: {
        en: 'Notices, circulars, admission and examination schedules and recruitment notices of the institute.',
        pa: 'ਸੰਸਥਾ ਦੇ ਨੋਟਿਸ, ਸਰਕੂਲਰ, ਦਾਖ਼ਲੇ ਅਤੇ ਪ੍ਰੀਖਿਆ ਦੀਆਂ ਸਮਾਂ-ਸਾਰਣੀਆਂ ਅਤੇ ਭਰਤੀ ਨੋਟਿਸ।',
        hi: 'संस्थान की सूचनाएँ, परिपत्र, प्रवेश एवं परीक्षा की समय-सारणियाँ और भर्ती सूचनाएँ।',
      },
      texts: {
        viewTitles: {
          false: { en: 'Current notices', pa: 'ਮੌਜੂਦਾ ਨੋਟਿਸ', hi: 'वर्तमान सूचनाएँ' },
          true: { en: 'Archived notices', pa: 'ਪੁਰਾਲੇਖ ਵਿਚਲੇ ਨੋਟਿਸ', hi: 'संग्रहीत सूचनाएँ' },
        },
        viewsLabel: {
          en: 'Current notices or the archive',
          pa: 'ਮੌਜੂਦਾ ਨੋਟਿਸ ਜਾਂ ਪੁਰਾਲੇਖ',
          hi: 'वर्तमान सूचनाएँ या संग्रह',
        },
        searchLabel: { en: 'Search notices', pa: 'ਨੋਟਿਸ ਖੋਜੋ', hi: 'सूचनाएँ खोजें' },
        searchPlaceholder: {
          en: 'Search by title or text...',
          pa: 'ਸਿਰਲੇਖ ਜਾਂ ਲਿਖਤ ਅਨੁਸਾਰ ਖੋਜੋ...',
          hi: 'शीर्षक या पाठ से खोजें...',
        },
        count: {
          en: { one: '{n} notice found', other: '{n} notices found' },
          pa: { one: '{n} ਨੋਟਿਸ ਮਿਲਿਆ', other: '{n} ਨੋਟਿਸ ਮਿਲੇ' },
          hi: { one: '{n} सूचना मिली', other: '{n} सूचनाएँ मिलीं' },
        },
        empty: {
          en: 'No notices found matching your criteria.',
          pa: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਨੋਟਿਸ ਨਹੀਂ ਮਿਲਿਆ।',
          hi: 'आपके मानदंडों से मेल खाती कोई सूचना नहीं मिली।',
        },
        none: {
          en: 'There are no notices here at the moment.',
          pa: 'ਇਸ ਸਮੇਂ ਇੱਥੇ ਕੋਈ ਨੋਟਿਸ ਨਹੀਂ ਹੈ।',
          hi: 'इस समय यहाँ कोई सूचना नहीं है।',
        },
        loading: { en: 'Loading notices...', pa: 'ਨੋਟਿਸ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...', hi: 'सूचनाएँ लोड हो रही हैं...' },
        loadError: {
          en: 'We could not load the notices.',
          pa: 'ਅਸੀਂ ਨੋਟਿਸ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम सूचनाएँ लोड नहीं कर सके।',
        },
      },
      // SPEC's dialog stays, at ?id=<id> (shared links and the office's preview open it); /notices/<id> is the item page.
      dialog: {
        param: 'id',
        close: { en: 'Close the notice', pa: 'ਨੋਟਿਸ ਬੰਦ ਕਰੋ', hi: 'सूचना बंद करें' },
        notFound: {
          en: 'This notice could not be found. It may have been removed.',
          pa: 'ਇਹ ਨੋਟਿਸ ਨਹੀਂ ਮਿਲਿਆ। ਹੋ ਸਕਦਾ ਹੈ ਇਸਨੂੰ ਹਟਾ ਦਿੱਤਾ ਗਿਆ ਹੋਵੇ।',
          hi: 'यह सूचना नहीं मिली। हो सकता है इसे हटा दिया गया हो।',
        },
      },
    },
    feed: {
      title: GLOSSARY.noticesAndCirculars,
      description: {
        en: 'Notices and circulars of the institute.',
        pa: 'ਸੰਸਥਾ ਦੇ ਨੋਟਿਸ ਅਤੇ ਸਰਕੂਲਰ।',
        hi: 'संस्थान की सूचनाएँ एवं परिपत्र।',
      },
      dateField: 'publishDate',
      descriptionField: 'body',
    },
  },
  review: { validUntil: 'expiryDate', publishedOn: 'publishDate' },
  views: {
    ...currentUntil('expiryDate', 'publishDate'),
    names: {
      false: { en: 'Current', pa: 'ਮੌਜੂਦਾ', hi: 'वर्तमान' },
      true: GLOSSARY.archive,
    },
  },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'notification',
    order: 85,
    dashboard: { order: 9 },
    nav: 'Notices',
    title: 'Notices and Circulars',
    columns: ['title', 'category', 'publishDate', 'expiryDate', 'pinned', 'file'],
  },
});

export type Notice = ContentOf<typeof notices>;
