/**
 * Research papers (SPEC.md sections 2-5): the office's papers, and visitors' proposals that the
 * office approves (or disapproves) before the public list shows them.
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { RESEARCH_STATUSES, RESEARCH_STATUS_FILTER } from '../enums';
import { MAX_LENGTH, MAX_UPLOAD_BYTES, RESEARCH_MIN_YEAR, RESEARCH_PAGE_SIZE } from '../limits';
import { UPLOAD, VALIDATION } from '../messages';
import { ENTITY_LABELS, TOASTS } from '../toasts';
import { TITLE_FIELD } from './fields';

export const research = defineContentType({
  name: 'research',
  path: 'research',
  table: 'research_papers',
  label: { one: ENTITY_LABELS.research, many: 'Research papers' },
  fields: {
    title: TITLE_FIELD,
    author: {
      kind: 'text',
      label: 'Author',
      required: VALIDATION.authorRequired,
      max: MAX_LENGTH.name,
      searchable: true,
    },
    description: {
      kind: 'longText',
      label: 'Description',
      required: VALIDATION.descriptionRequired,
      max: MAX_LENGTH.description,
      translatable: true,
    },
    year: {
      kind: 'integer',
      label: 'Year',
      required: VALIDATION.yearRequired,
      notNumber: VALIDATION.yearNumeric,
      min: RESEARCH_MIN_YEAR,
      minMessage: VALIDATION.researchYearMin,
      maxYearsAhead: 0,
      maxMessage: VALIDATION.researchYearFuture,
    },
    status: {
      kind: 'choice',
      label: 'Status',
      required: VALIDATION.statusRequired,
      values: RESEARCH_STATUSES,
      filterOrder: RESEARCH_STATUS_FILTER,
      length: 20,
      filter: true,
      filterAll: 'All Status',
      allNames: { en: 'All Status', pa: 'ਸਾਰੀਆਂ ਸਥਿਤੀਆਂ', hi: 'सभी स्थितियाँ' },
      names: { en: 'Status', pa: 'ਸਥਿਤੀ', hi: 'स्थिति' },
    },
    file: {
      kind: 'file',
      label: 'Research file',
      required: VALIDATION.researchFileRequired,
      kinds: ['pdf', 'jpeg', 'png'],
      maxBytes: MAX_UPLOAD_BYTES,
      help: UPLOAD.help,
    },
    isApproved: {
      kind: 'boolean',
      label: 'Approval',
      default: false,
      managed: true,
      labels: { true: 'Approved', false: 'Awaiting approval' },
    },
    // The office's own papers; a visitor's proposal is not (visitorCreate below).
    isAdminPublished: { kind: 'boolean', label: 'Published by the office', default: true, managed: true, filter: true },
  },
  order: [
    ['year', 'desc'],
    ['createdAt', 'desc'],
  ],
  public: {
    list: true,
    get: true,
    page: true,
    label: GLOSSARY.researchPapers,
    // SPEC's research page: figures, search by title or author, the status filter, the papers, the
    // research areas of the site settings; the proposal's section and form are the type's extra.
    listPage: {
      intro: {
        en: 'Research by our faculty, scholars and partner teachers for better classrooms.',
        pa: 'ਬਿਹਤਰ ਕਲਾਸਰੂਮਾਂ ਲਈ ਸਾਡੀ ਫੈਕਲਟੀ, ਖੋਜਾਰਥੀਆਂ ਅਤੇ ਸਹਿਯੋਗੀ ਅਧਿਆਪਕਾਂ ਦੀ ਖੋਜ।',
        hi: 'बेहतर कक्षाओं के लिए हमारे संकाय, शोधार्थियों और सहयोगी शिक्षकों का शोध।',
      },
      stats: {
        label: { en: 'Research in figures', pa: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਖੋਜ', hi: 'आँकड़ों में शोध' },
        items: [
          { value: '25+', label: { en: 'Research Papers', pa: 'ਖੋਜ ਪੱਤਰ', hi: 'शोध पत्र' } },
          { value: '15+', label: { en: 'Researchers', pa: 'ਖੋਜਕਾਰ', hi: 'शोधकर्ता' } },
          { value: '10+', label: { en: 'Awards', pa: 'ਪੁਰਸਕਾਰ', hi: 'पुरस्कार' } },
          { value: '5+', label: { en: 'Ongoing Projects', pa: 'ਜਾਰੀ ਪ੍ਰੋਜੈਕਟ', hi: 'चालू परियोजनाएँ' } },
        ],
      },
      pageSize: RESEARCH_PAGE_SIZE,
      texts: {
        title: { en: 'Research Papers', pa: 'ਖੋਜ ਪੱਤਰ', hi: 'शोध पत्र' },
        searchLabel: {
          en: 'Search by title or author',
          pa: 'ਸਿਰਲੇਖ ਜਾਂ ਲੇਖਕ ਅਨੁਸਾਰ ਖੋਜੋ',
          hi: 'शीर्षक या लेखक से खोजें',
        },
        searchPlaceholder: {
          en: 'Search by title or author...',
          pa: 'ਸਿਰਲੇਖ ਜਾਂ ਲੇਖਕ ਅਨੁਸਾਰ ਖੋਜੋ...',
          hi: 'शीर्षक या लेखक से खोजें...',
        },
        count: {
          en: { one: '{n} paper found', other: '{n} papers found' },
          pa: { one: '{n} ਖੋਜ ਪੱਤਰ ਮਿਲਿਆ', other: '{n} ਖੋਜ ਪੱਤਰ ਮਿਲੇ' },
          hi: { one: '{n} शोध पत्र मिला', other: '{n} शोध पत्र मिले' },
        },
        empty: {
          en: 'No research papers found matching your criteria.',
          pa: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਖੋਜ ਪੱਤਰ ਨਹੀਂ ਮਿਲਿਆ।',
          hi: 'आपके मानदंडों से मेल खाता कोई शोध पत्र नहीं मिला।',
        },
        loading: {
          en: 'Loading research papers...',
          pa: 'ਖੋਜ ਪੱਤਰ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...',
          hi: 'शोध पत्र लोड हो रहे हैं...',
        },
        loadError: {
          en: 'We could not load the research papers.',
          pa: 'ਅਸੀਂ ਖੋਜ ਪੱਤਰ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम शोध पत्र लोड नहीं कर सके।',
        },
      },
      after: [
        {
          title: { en: 'Research Areas', pa: 'ਖੋਜ ਦੇ ਖੇਤਰ', hi: 'शोध के क्षेत्र' },
          site: 'researchAreas',
          projects: {
            en: { one: '{n} Project', other: '{n} Projects' },
            pa: { one: '{n} ਪ੍ਰੋਜੈਕਟ', other: '{n} ਪ੍ਰੋਜੈਕਟ' },
            hi: { one: '{n} परियोजना', other: '{n} परियोजनाएँ' },
          },
        },
      ],
    },
    visibleIf: ['isAdminPublished', 'isApproved'],
    schemaOrg: { kind: 'ScholarlyArticle', author: 'author', datePublished: 'year', file: 'file' },
    // A paper of the institute's own: a report ('RPRT'; BibTeX's @techreport).
    ris: {
      type: 'RPRT',
      tags: { TI: 'title', AU: 'author', PY: 'year', AB: 'description' },
      fileName: 'research.ris',
      byInstitute: true,
    },
  },
  visitorCreate: {
    segment: 'proposal',
    fields: ['title', 'author', 'year', 'description', 'status', 'file'],
    required: { author: VALIDATION.authorNameRequired },
    values: { isAdminPublished: false, isApproved: false },
    honeypot: 'website',
    message: TOASTS.proposalSuccess,
  },
  flags: [{ field: 'isApproved', verbs: { true: 'Approved', false: 'Disapproved' } }],
  admin: {
    remote: 'mfe_admin_content',
    icon: 'research',
    order: 30,
    dashboard: { order: 3, card: 'Research Papers', quickAction: 'Manage Research' },
    nav: 'Research',
    title: 'Research Management',
    add: 'Add Research Paper',
    edit: 'Edit Research Paper',
    columns: ['title', 'author', 'year', 'status', 'isApproved', 'file'],
  },
});

export type ResearchPaperRecord = ContentOf<typeof research>;
