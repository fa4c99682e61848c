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
  views: currentUntil('expiryDate', 'publishDate'),
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
