import { CONTACT_SUBJECTS, type ContactSubject } from '@diet/contracts/enums';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { EmailField, EnumField, TextField } from '../../common/field-validators';

/** Body of POST /api/contact: SPEC.md section 5 rules and texts, plus the honeypot field. */
export class ContactMessageDto {
  @TextField({ label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name })
  name: string;

  @EmailField({
    label: 'Email',
    required: VALIDATION.emailRequired,
    invalid: VALIDATION.emailInvalid,
    max: MAX_LENGTH.email,
  })
  email: string;

  @EnumField({ label: 'Subject', values: CONTACT_SUBJECTS, required: VALIDATION.subjectRequired })
  subject: ContactSubject;

  @TextField({ label: 'Message', required: VALIDATION.messageRequired, max: MAX_LENGTH.message })
  message: string;

  /** Honeypot: hidden from people, filled in by bots. A filled one is accepted and dropped. */
  @TextField({ label: 'Website', max: MAX_LENGTH.url })
  website?: string | null;
}
