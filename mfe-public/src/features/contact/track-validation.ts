import {
  CONTACT_REFERENCE_PATTERN,
  CONTACT_TRACKING_MESSAGES,
  normaliseReference,
} from '@diet/contracts/contact-tracking';
import { EMAIL_PATTERN } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';

export interface TrackValues extends Record<string, unknown> {
  reference: string;
  email: string;
}

/** The same texts the API answers with (ARCHITECTURE.md 12.3). */
export function validateTrack(v: TrackValues): Partial<Record<keyof TrackValues, string>> {
  const errors: Partial<Record<keyof TrackValues, string>> = {};
  if (!v.reference.trim()) errors.reference = CONTACT_TRACKING_MESSAGES.referenceRequired;
  else if (!CONTACT_REFERENCE_PATTERN.test(normaliseReference(v.reference)))
    errors.reference = CONTACT_TRACKING_MESSAGES.referenceInvalid;
  if (!v.email.trim()) errors.email = VALIDATION.emailRequired;
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = VALIDATION.emailInvalid;
  return errors;
}
