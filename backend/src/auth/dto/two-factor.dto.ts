import { MAX_LENGTH } from '@diet/contracts/limits';
import { SIGN_IN_CODE_MAX, TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { TextField } from '../../common/field-validators';

export class TwoFactorCodeDto {
  @TextField({ label: 'Code', required: TWO_FACTOR_MESSAGES.codeRequired, max: SIGN_IN_CODE_MAX })
  code: string;
}

/** Either proves the person: a current code (or a recovery code) or the password. */
export class TwoFactorDisableDto {
  @TextField({ label: 'Code', max: SIGN_IN_CODE_MAX })
  code?: string | null;

  @TextField({ label: 'Password', max: MAX_LENGTH.password })
  password?: string | null;
}

/** Setting up asks for nothing: a body naming any field is refused (400), like every admin write. */
export class TwoFactorSetupDto {}
