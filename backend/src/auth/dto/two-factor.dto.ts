import { MAX_LENGTH } from '@diet/contracts/limits';
import { SIGN_IN_CODE_MAX, TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { VALIDATION } from '@diet/contracts/messages';
import { TextField } from '../../common/field-validators';

/** Switching off: the current password proves the person, not only the token (ARCHITECTURE.md 12.7). */
export class TwoFactorDisableDto {
  @TextField({ label: 'Current password', required: VALIDATION.currentPasswordRequired, max: MAX_LENGTH.password })
  currentPassword: string;
}

/** Switching on: the current password and a code from the app just set up. */
export class TwoFactorCodeDto extends TwoFactorDisableDto {
  @TextField({ label: 'Code', required: TWO_FACTOR_MESSAGES.codeRequired, max: SIGN_IN_CODE_MAX })
  code: string;
}

/** Setting up asks for nothing: a body naming any field is refused (400), like every admin write. */
export class TwoFactorSetupDto {}
