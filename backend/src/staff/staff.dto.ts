import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { EmailField, IntField, TextField } from '../common/field-validators';

/** Multipart body of POST and PUT /api/admin/staff (the photo is the `photo` file part). */
export class StaffDto {
  @TextField({ label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name })
  name: string;

  @TextField({ label: 'Designation', required: VALIDATION.designationRequired, max: MAX_LENGTH.shortText })
  designation: string;

  @TextField({ label: 'Subject', required: VALIDATION.subjectRequired, max: MAX_LENGTH.shortText })
  subject: string;

  @TextField({ label: 'Phone', max: MAX_LENGTH.phone })
  phone?: string | null;

  @EmailField({ label: 'Email', invalid: VALIDATION.emailInvalid, max: MAX_LENGTH.email })
  email?: string | null;

  /** Position on the public page; left out on create = after everyone else, on edit = unchanged. */
  @IntField({ label: 'Display order', min: 0, max: 100000 })
  displayOrder?: number | null;
}
