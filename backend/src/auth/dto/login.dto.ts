import { MAX_LENGTH } from '@diet/contracts/limits';
import { SIGN_IN_CODE_MAX } from '@diet/contracts/two-factor';
import { VALIDATION } from '@diet/contracts/messages';
import { EmailField, TextField } from '../../common/field-validators';

export class LoginDto {
  @EmailField({
    label: 'Email',
    required: VALIDATION.emailRequired,
    invalid: VALIDATION.emailInvalid,
    max: MAX_LENGTH.email,
  })
  email: string;

  // Passwords are not trimmed by meaning, but a blank one is still "required".
  @TextField({ label: 'Password', required: VALIDATION.passwordRequired, max: MAX_LENGTH.password })
  password: string;

  /** The code of two-factor sign-in (or a recovery code), once the first answer asked for it. */
  @TextField({ label: 'Code', max: SIGN_IN_CODE_MAX })
  code?: string | null;
}
