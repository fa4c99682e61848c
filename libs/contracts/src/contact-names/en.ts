import { MESSAGE_STATUS_LABELS } from '../contact-tracking';
import { CONTACT_SUBJECT_LABELS } from '../enums';

/**
 * A contact message's subject and status as its sender reads them: on the public page (the form's
 * subjects, the tracker's statuses) and in the mails of a tracked message (the API's). Once per
 * language; pa.ts and hi.ts have this shape. Not in an i18n/ folder, as page-names/.
 */
export const contactNames = {
  subjects: CONTACT_SUBJECT_LABELS,
  statuses: MESSAGE_STATUS_LABELS,
};
