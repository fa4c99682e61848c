/**
 * Corrigenda of a tender: dated entries, each with its PDF; the public page marks a tender that has
 * one. One may carry the tender's new closing time, which the tender takes when it is published.
 */
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_UPLOAD_BYTES } from '../limits';
import { VALIDATION } from '../messages';
import { TITLE_FIELD } from './fields';

export const tenderCorrigenda = defineContentType({
  name: 'corrigendum',
  path: 'tender-corrigenda',
  table: 'tender_corrigenda',
  label: { one: 'Corrigendum', many: 'Corrigenda' },
  fields: {
    tender: {
      kind: 'reference',
      to: 'tenders',
      embedAs: 'corrigenda',
      label: 'Tender',
      required: 'Tender is required',
    },
    title: { ...TITLE_FIELD, help: 'What changed, e.g. Closing date extended.' },
    date: { kind: 'date', label: 'Date', required: VALIDATION.dateRequired },
    // A corrigendum that extends (or brings forward) the closing time changes the tender itself
    // when it is published (backend hook tender-closing.ts), so /tenders never shows the old time.
    newClosingAt: {
      kind: 'dateTime',
      label: 'New closing time',
      formLabel: 'New closing date and time (IST), if this corrigendum changes it',
      help: "Leave empty when the closing time stays. Once the corrigendum is published, the tender's closing time becomes this.",
    },
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
  // Newest first, on the tender as in the office's list.
  order: [
    ['date', 'desc'],
    ['createdAt', 'desc'],
  ],
  indexes: [
    ['tender', 'date', 'createdAt', 'id'],
    ['date', 'createdAt', 'id'],
  ],
  public: false,
  // Embedded in their tender's public answers: its preview shows on the tenders' page.
  shownOn: '/tenders',
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'profile',
    order: 88,
    nav: 'Corrigenda',
    title: 'Tender Corrigenda',
    columns: ['title', 'tender', 'date', 'file'],
  },
});

export type TenderCorrigendum = ContentOf<typeof tenderCorrigenda>;
