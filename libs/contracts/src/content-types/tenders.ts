/**
 * Tenders (ARCHITECTURE.md 11.4): current until their closing time, then archived. A tender's
 * documents and corrigenda are records of their own types that point at it (tender-documents.ts,
 * tender-corrigenda.ts): the machinery keeps one file per record, and a corrigendum is a dated
 * entry with its own file anyway.
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { instituteDateAndTime } from '../date-time';
import { VALIDATION } from '../messages';
import { TITLE_FIELD } from './fields';

export const TENDER_REFERENCE_MAX = 100;
export const TENDER_DESCRIPTION_MAX = 10_000;

/** The view of the tenders still open: its tab and its list's heading. */
const OPEN_TENDERS = { en: 'Open tenders', pa: 'ਖੁੱਲ੍ਹੇ ਟੈਂਡਰ', hi: 'खुली निविदाएँ' };

/** Open tenders: the soonest to close first. */
const CLOSING_FIRST = [
  ['closingAt', 'asc'],
  ['createdAt', 'asc'],
] as const;

export const tenders = defineContentType({
  name: 'tender',
  path: 'tenders',
  table: 'tenders',
  label: { one: 'Tender', many: 'Tenders' },
  fields: {
    referenceNumber: {
      kind: 'text',
      label: 'Reference number',
      required: 'Reference number is required',
      max: TENDER_REFERENCE_MAX,
      unique: 'A tender with this reference number already exists',
      searchable: true,
      help: 'As printed on the tender notice, e.g. DIET/FDK/2026/07.',
    },
    title: TITLE_FIELD,
    description: {
      kind: 'longText',
      label: 'Description',
      max: TENDER_DESCRIPTION_MAX,
      searchable: true,
      translatable: true,
    },
    publishDate: {
      kind: 'date',
      label: 'Publish date',
      required: VALIDATION.publishDateRequired,
      help: 'Visitors see the tender from this day.',
    },
    closingAt: {
      kind: 'dateTime',
      label: 'Closing time',
      formLabel: 'Closing date and time (IST)',
      required: 'Closing time is required',
      help: 'Bids close at this time, Indian Standard Time; then the tender moves to the archive.',
    },
  },
  titleField: 'title',
  labelFields: ['referenceNumber', 'title'],
  rules: [
    {
      field: 'closingAt',
      message: 'Closing time must be after the publish date',
      // Compared as the institute's days: a tender may close on the day it is published.
      broken: (r) =>
        typeof r.closingAt === 'string' &&
        typeof r.publishDate === 'string' &&
        (instituteDateAndTime(r.closingAt)?.date ?? '') < r.publishDate,
    },
  ],
  // The archive: the latest to close first.
  order: [
    ['closingAt', 'desc'],
    ['createdAt', 'desc'],
  ],
  indexes: [
    ['closingAt', 'createdAt', 'id'],
    ['publishDate', 'closingAt'],
  ],
  public: {
    list: true,
    get: true,
    page: true,
    nav: GLOSSARY.tenders,
    visible: [{ field: 'publishDate', op: '<=' }],
    listPage: {
      intro: {
        en: 'Tenders and quotations invited by the institute, with their documents, closing times and corrigenda.',
        pa: 'ਸੰਸਥਾ ਵੱਲੋਂ ਮੰਗੇ ਗਏ ਟੈਂਡਰ ਅਤੇ ਕੁਟੇਸ਼ਨਾਂ, ਉਹਨਾਂ ਦੇ ਦਸਤਾਵੇਜ਼ਾਂ, ਬੰਦ ਹੋਣ ਦੇ ਸਮੇਂ ਅਤੇ ਸ਼ੁੱਧੀ-ਪੱਤਰਾਂ ਸਮੇਤ।',
        hi: 'संस्थान द्वारा आमंत्रित निविदाएँ और कोटेशन, उनके दस्तावेज़ों, बंद होने के समय और शुद्धिपत्रों सहित।',
      },
      feedLink: { en: 'RSS feed of tenders', pa: 'ਟੈਂਡਰਾਂ ਦੀ RSS ਫੀਡ', hi: 'निविदाओं की RSS फ़ीड' },
      // A tender's documents and corrigenda need the width: one card a row.
      oneColumn: true,
      texts: {
        viewTitles: {
          false: OPEN_TENDERS,
          true: { en: 'Closed tenders', pa: 'ਬੰਦ ਹੋ ਚੁੱਕੇ ਟੈਂਡਰ', hi: 'बंद निविदाएँ' },
        },
        viewsLabel: { en: 'Open tenders or the archive', pa: 'ਖੁੱਲ੍ਹੇ ਟੈਂਡਰ ਜਾਂ ਪੁਰਾਲੇਖ', hi: 'खुली निविदाएँ या संग्रह' },
        searchLabel: { en: 'Search tenders', pa: 'ਟੈਂਡਰ ਖੋਜੋ', hi: 'निविदाएँ खोजें' },
        searchPlaceholder: {
          en: 'Search by reference number, title or text...',
          pa: 'ਹਵਾਲਾ ਨੰਬਰ, ਸਿਰਲੇਖ ਜਾਂ ਵੇਰਵੇ ਨਾਲ ਖੋਜੋ...',
          hi: 'संदर्भ संख्या, शीर्षक या विवरण से खोजें...',
        },
        count: {
          en: { one: '{n} tender found', other: '{n} tenders found' },
          pa: { one: '{n} ਟੈਂਡਰ ਮਿਲਿਆ', other: '{n} ਟੈਂਡਰ ਮਿਲੇ' },
          hi: { one: '{n} निविदा मिली', other: '{n} निविदाएँ मिलीं' },
        },
        empty: {
          en: 'No tenders found matching your search.',
          pa: 'ਤੁਹਾਡੀ ਖੋਜ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਟੈਂਡਰ ਨਹੀਂ ਮਿਲਿਆ।',
          hi: 'आपकी खोज से मेल खाती कोई निविदा नहीं मिली।',
        },
        none: {
          en: 'There are no tenders here at the moment.',
          pa: 'ਇਸ ਵੇਲੇ ਇੱਥੇ ਕੋਈ ਟੈਂਡਰ ਨਹੀਂ ਹੈ।',
          hi: 'इस समय यहाँ कोई निविदा नहीं है।',
        },
        loading: { en: 'Loading tenders...', pa: 'ਟੈਂਡਰ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...', hi: 'निविदाएँ लोड हो रही हैं...' },
        loadError: {
          en: 'We could not load the tenders.',
          pa: 'ਅਸੀਂ ਟੈਂਡਰ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम निविदाएँ लोड नहीं कर सके।',
        },
      },
    },
    feed: {
      title: GLOSSARY.tenders,
      description: {
        en: 'Tenders of the institute, with their closing times and corrigenda.',
        pa: 'ਸੰਸਥਾ ਦੇ ਟੈਂਡਰ, ਉਹਨਾਂ ਦੇ ਬੰਦ ਹੋਣ ਦੇ ਸਮੇਂ ਅਤੇ ਸੋਧ-ਪੱਤਰਾਂ ਸਮੇਤ।',
        hi: 'संस्थान की निविदाएँ, उनके बंद होने के समय और शुद्धिपत्रों सहित।',
      },
      dateField: 'publishDate',
      descriptionField: 'description',
    },
  },
  review: { validUntil: 'closingAt', publishedOn: 'publishDate' },
  views: {
    param: 'archived',
    default: 'false',
    options: {
      false: [{ field: 'closingAt', op: '>', now: true }],
      true: [{ field: 'closingAt', op: '<=', now: true }],
    },
    labels: { false: 'Open', true: 'Closed' },
    names: {
      false: OPEN_TENDERS,
      true: GLOSSARY.archive,
    },
    archive: { view: 'true', dateField: 'publishDate' },
    order: { false: CLOSING_FIRST },
  },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'profile',
    order: 86,
    dashboard: { order: 10 },
    nav: 'Tenders',
    title: 'Tenders',
    columns: ['referenceNumber', 'title', 'publishDate', 'closingAt'],
  },
});

export type Tender = ContentOf<typeof tenders>;
