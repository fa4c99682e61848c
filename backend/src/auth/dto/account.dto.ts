/** Bodies of the account routes (ARCHITECTURE.md section 11.3). */
import { ACCOUNT_MESSAGES, ROLES, type Role } from '@diet/contracts/accounts';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { BoolField, EmailField, EnumField, TextField } from '../../common/field-validators';
import { NewPasswordField } from './change-password.dto';

/** Longest token a mailed link carries (64 hex characters); longer ones are refused unread. */
const TOKEN_MAX = 128;

export class InviteUserDto {
  @EmailField({
    label: 'Email',
    required: VALIDATION.emailRequired,
    invalid: VALIDATION.emailInvalid,
    max: MAX_LENGTH.email,
  })
  email: string;

  @TextField({ label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name })
  name: string;

  @EnumField({ label: 'Role', values: ROLES, required: ACCOUNT_MESSAGES.roleRequired })
  role: Role;
}

export class UpdateUserDto {
  @TextField({ label: 'Name', max: MAX_LENGTH.name })
  name?: string | null;

  @EnumField({ label: 'Role', values: ROLES })
  role?: Role | null;

  @BoolField({ label: 'Disabled' })
  disabled?: boolean | null;
}

export class UpdateOwnAccountDto {
  @TextField({ label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name })
  name: string;
}

export class ForgotPasswordDto {
  @EmailField({
    label: 'Email',
    required: VALIDATION.emailRequired,
    invalid: VALIDATION.emailInvalid,
    max: MAX_LENGTH.email,
  })
  email: string;
}

export class CheckLinkDto {
  @TextField({ label: 'Token', required: ACCOUNT_MESSAGES.linkInvalid, max: TOKEN_MAX })
  token: string;

  @EnumField({ label: 'Purpose', values: ['invite', 'reset'] as const, required: ACCOUNT_MESSAGES.linkInvalid })
  purpose: 'invite' | 'reset';
}

export class TokenPasswordDto {
  @TextField({ label: 'Token', required: ACCOUNT_MESSAGES.linkInvalid, max: TOKEN_MAX })
  token: string;

  @NewPasswordField()
  password: string;
}
