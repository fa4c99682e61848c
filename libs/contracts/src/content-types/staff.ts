/**
 * The staff (SPEC.md sections 2, 3 and 5): in the display order the office sets, the Principal first.
 * Their qualifications and the dates they joined and left feed the NCTE mandatory disclosure
 * (ARCHITECTURE.md 12.3): a member whose leaving date has passed is former staff, off /staff and
 * /directory, and counted there as having left.
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_LENGTH } from '../limits';
import { UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';

export const STAFF_MESSAGES = {
  leavesBeforeJoining: 'Date of leaving must be on or after the date of joining',
} as const;

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
    qualification: {
      kind: 'text',
      label: 'Qualification',
      max: MAX_LENGTH.title,
      translatable: true,
      help: "Degrees as NCTE lists them: 'M.A., M.Ed., Ph.D.'",
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
    joiningDate: { kind: 'date', label: 'Date of joining' },
    leavingDate: {
      kind: 'date',
      label: 'Date of leaving',
      onOrAfter: { field: 'joiningDate', message: STAFF_MESSAGES.leavesBeforeJoining },
      help: 'Once this date has passed the member is no longer shown as current staff.',
    },
    // Set by the reorder route (backend content/hooks/staff-order.ts): a new member goes last.
    displayOrder: { kind: 'integer', label: 'Display order', min: 0, max: 100_000, default: 0, formHidden: true },
  },
  order: [
    ['displayOrder', 'asc'],
    ['name', 'asc'],
  ],
  // Visitors read the current staff; the office sees everyone unless it asks (`?former=true`).
  views: {
    param: 'former',
    default: 'false',
    options: {
      false: [{ field: 'leavingDate', op: '>=', orNone: true }],
      true: [{ field: 'leavingDate', op: '<' }],
    },
    labels: { false: 'Current', true: 'Former' },
  },
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
