import { SUBSCRIBER_TYPES, type SubscriberType } from '@diet/contracts/enums';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { EmailField, EnumField, TextField } from '../../common/field-validators';

/** Body of POST /api/newsletter/subscribe (SPEC.md section 5), plus the honeypot field. */
export class SubscribeDto {
  @TextField({ label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name })
  name: string;

  @EmailField({
    label: 'Email',
    required: VALIDATION.emailRequired,
    invalid: VALIDATION.emailInvalid,
    max: MAX_LENGTH.email,
  })
  email: string;

  @EnumField({ label: 'Type', values: SUBSCRIBER_TYPES, required: VALIDATION.typeRequired })
  type: SubscriberType;

  /** Honeypot: hidden from people, filled in by bots. A filled one is answered and dropped. */
  @TextField({ label: 'Website', max: MAX_LENGTH.url })
  website?: string | null;
}
