/** The staff (SPEC.md sections 2, 3 and 5): in the display order the office sets, the Principal first. */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_LENGTH } from '../limits';
import { UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';

export const staff = defineContentType({
  name: 'staff',
  path: 'staff',
  table: 'staff',
  label: { one: 'Staff member', many: 'Staff' },
  activityName: 'staff',
  fields: {
    name: { kind: 'text', label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name, searchable: true },
    designation: {
      kind: 'text',
      label: 'Designation',
      required: VALIDATION.designationRequired,
      max: MAX_LENGTH.shortText,
      searchable: true,
      translatable: true,
    },
    subject: {
      kind: 'text',
      label: 'Subject',
      required: VALIDATION.subjectRequired,
      max: MAX_LENGTH.shortText,
      searchable: true,
      translatable: true,
    },
    phone: { kind: 'text', label: 'Phone', max: MAX_LENGTH.phone },
    email: { kind: 'text', label: 'Email', max: MAX_LENGTH.email, email: VALIDATION.emailInvalid },
    photo: {
      kind: 'image',
      label: 'Photo',
      required: VALIDATION.photoRequired,
      kinds: ['jpeg', 'png'],
      help: UPLOAD.imageHelp,
      copies: ['Thumb'],
    },
    // Set by the reorder route (backend content/hooks/staff-order.ts): a new member goes last.
    displayOrder: { kind: 'integer', label: 'Display order', min: 0, max: 100_000, default: 0, formHidden: true },
  },
  order: [
    ['displayOrder', 'asc'],
    ['name', 'asc'],
  ],
  public: { list: true, get: false, page: true, label: GLOSSARY.staff },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'staff',
    order: 10,
    dashboard: { order: 1, card: 'Staff Members', quickAction: 'Manage Staff' },
    nav: 'Staff',
    title: 'Staff Management',
    columns: ['name', 'designation', 'subject', 'phone', 'email'],
    add: 'Add Staff',
    form: { addTitle: 'Add Staff Member' },
    edit: 'Edit Staff Member',
    createFailure: TOASTS.staffSaveFailure,
    updateFailure: TOASTS.staffSaveFailure,
    deleteFailure: TOASTS.staffDeleteFailure,
  },
});

export type StaffRecord = ContentOf<typeof staff>;
