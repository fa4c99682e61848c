import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { TextField } from '../../common/field-validators';

/** Body of POST /api/admin/newsletter/send: both fields required with the one SPEC.md text. */
export class SendNewsletterDto {
  @TextField({ label: 'Subject', required: VALIDATION.newsletterRequired, max: MAX_LENGTH.subject })
  subject: string;

  @TextField({ label: 'Content', required: VALIDATION.newsletterRequired, max: MAX_LENGTH.newsletterContent })
  content: string;
}
