import type { ContactSubject } from '@diet/contracts/enums';
import { EMAIL_PATTERN } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';

export interface ContactValues extends Record<string, unknown> {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
  website: string;
}

/** SPEC.md section 5, Contact: the same texts the API answers with. */
export function validateContact(v: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  if (!v.name.trim()) errors.name = VALIDATION.nameRequired;
  if (!v.email.trim()) errors.email = VALIDATION.emailRequired;
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = VALIDATION.emailInvalid;
  if (!v.subject) errors.subject = VALIDATION.subjectRequired;
  if (!v.message.trim()) errors.message = VALIDATION.messageRequired;
  return errors;
}
