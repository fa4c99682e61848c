/**
 * Documents the institute offers to download (ARCHITECTURE.md 12.1): forms, syllabi, the
 * prospectus, admission papers, reports. The proof of the machinery: its public page, item pages,
 * menu entry, sitemap and search entries all come from this definition.
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { LANGUAGES, type Language } from '../languages';
import { VALIDATION } from '../messages';
import { TITLE_FIELD, currentUntil } from './fields';

/** A prospectus with its pictures, a year's report: more than the 5 MB of other uploads. */
const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

export const DOWNLOAD_CATEGORIES = ['Forms', 'Syllabus', 'Prospectus', 'Admissions', 'Reports', 'Other'] as const;

export const downloads = defineContentType({
  name: 'download',
  path: 'downloads',
  table: 'downloads',
  label: { one: 'Download', many: 'Downloads' },
  createVerb: 'uploaded',
  fields: {
    title: TITLE_FIELD,
    category: {
      kind: 'choice',
      label: 'Category',
      required: VALIDATION.categoryRequired,
      values: DOWNLOAD_CATEGORIES,
      filter: true,
      filterAll: 'All categories',
      names: GLOSSARY.category,
      valueNames: {
        Forms: { en: 'Forms', pa: 'ਫ਼ਾਰਮ', hi: 'प्रपत्र' },
        Syllabus: { en: 'Syllabus', pa: 'ਪਾਠਕ੍ਰਮ', hi: 'पाठ्यक्रम' },
        Prospectus: { en: 'Prospectus', pa: 'ਪ੍ਰਾਸਪੈਕਟਸ', hi: 'विवरणिका' },
        Admissions: { en: 'Admissions', pa: 'ਦਾਖ਼ਲੇ', hi: 'प्रवेश' },
        Reports: { en: 'Reports', pa: 'ਰਿਪੋਰਟਾਂ', hi: 'रिपोर्ट' },
        Other: { en: 'Other', pa: 'ਹੋਰ', hi: 'अन्य' },
      },
    },
    language: {
      kind: 'choice',
      label: 'Language',
      required: 'Language is required',
      values: LANGUAGES,
      length: 2,
      filter: true,
      filterAll: 'All languages',
      help: 'The language the document itself is written in.',
      names: { en: 'Language', pa: 'ਭਾਸ਼ਾ', hi: 'भाषा' },
      valueNames: {
        en: GLOSSARY.english,
        pa: GLOSSARY.punjabi,
        hi: GLOSSARY.hindi,
      } satisfies Record<Language, unknown>,
    },
    file: {
      kind: 'file',
      label: 'File',
      required: VALIDATION.fileRequired,
      kinds: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'odt'],
      maxBytes: MAX_DOWNLOAD_BYTES,
      tooLargeMessage: 'File size exceeds 20MB',
      help: 'PDF, DOC, DOCX, XLS, XLSX or ODT up to 20MB.',
    },
    validUntil: {
      kind: 'date',
      label: 'Valid until',
      help: 'After this day the document moves to the archive. Leave empty to keep it current.',
      names: { en: 'Valid until', pa: 'ਵੈਧਤਾ ਦੀ ਆਖ਼ਰੀ ਮਿਤੀ', hi: 'वैधता की अंतिम तिथि' },
    },
  },
  order: [['createdAt', 'desc']],
  public: {
    list: true,
    get: true,
    page: true,
    nav: { en: 'Downloads', pa: 'ਡਾਊਨਲੋਡ', hi: 'डाउनलोड' },
    listPage: {
      intro: {
        en: 'Forms, syllabi, the prospectus, admission papers and reports of the institute, each with its format and size.',
        pa: 'ਸੰਸਥਾ ਦੇ ਫ਼ਾਰਮ, ਪਾਠਕ੍ਰਮ, ਪ੍ਰਾਸਪੈਕਟਸ, ਦਾਖ਼ਲੇ ਦੇ ਕਾਗ਼ਜ਼ ਅਤੇ ਰਿਪੋਰਟਾਂ, ਹਰ ਇੱਕ ਦੀ ਕਿਸਮ ਅਤੇ ਆਕਾਰ ਸਮੇਤ।',
        hi: 'संस्थान के प्रपत्र, पाठ्यक्रम, विवरणिका, प्रवेश संबंधी दस्तावेज़ और रिपोर्ट, प्रत्येक का प्रारूप और आकार सहित।',
      },
    },
  },
  review: { validUntil: 'validUntil' },
  // Past its 'Valid until' a download leaves /downloads (and its search) for /archive.
  views: currentUntil('validUntil'),
  admin: {
    remote: 'mfe_admin_content',
    icon: 'download',
    order: 65,
    dashboard: { order: 12 },
    nav: 'Downloads',
    title: 'Downloads',
    add: 'Upload Document',
    columns: ['title', 'category', 'language', 'validUntil', 'file'],
  },
});

export type DownloadRecord = ContentOf<typeof downloads>;
