/** A tender's documents (the notice inviting tenders, specifications, bid forms): one PDF each, listed on the tender. */
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_UPLOAD_BYTES } from '../limits';
import { VALIDATION } from '../messages';
import { TITLE_FIELD } from './fields';

export const tenderDocuments = defineContentType({
  name: 'tenderDocument',
  path: 'tender-documents',
  table: 'tender_documents',
  label: { one: 'Tender document', many: 'Tender documents' },
  fields: {
    tender: { kind: 'reference', to: 'tenders', embedAs: 'documents', label: 'Tender', required: 'Tender is required' },
    title: { ...TITLE_FIELD, help: 'e.g. Notice Inviting Tender, Technical specifications.' },
    file: {
      kind: 'file',
      label: 'File',
      required: VALIDATION.fileRequired,
      kinds: ['pdf'],
      maxBytes: MAX_UPLOAD_BYTES,
      help: 'A PDF of up to 5MB.',
      column: 'PDF',
    },
  },
  titleField: 'title',
  order: [['createdAt', 'asc']],
  indexes: [
    ['tender', 'createdAt', 'id'],
    ['createdAt', 'id'],
  ],
  public: false,
  // Embedded in their tender's public answers: its preview shows on the tenders' page.
  shownOn: '/tenders',
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'profile',
    order: 87,
    nav: 'Tender Documents',
    title: 'Tender Documents',
    columns: ['title', 'tender', 'file'],
  },
});

export type TenderDocument = ContentOf<typeof tenderDocuments>;
