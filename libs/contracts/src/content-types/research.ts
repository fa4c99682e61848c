/**
 * Research papers (SPEC.md sections 2-5): the office's papers, and visitors' proposals that the
 * office approves (or disapproves) before the public list shows them.
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { RESEARCH_STATUSES } from '../enums';
import { MAX_LENGTH, MAX_UPLOAD_BYTES, RESEARCH_MIN_YEAR } from '../limits';
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
      length: 20,
      filter: true,
      filterAll: 'All Status',
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
