import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { MAX_LENGTH, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { TextField } from '../../common/field-validators';
import { isCommonPassword } from '../common-passwords';

/** Same trimming as the login form, so the password typed at sign-in is the one stored here. */
const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

function newPasswordProblem(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return VALIDATION.newPasswordRequired;
  if (typeof v !== 'string') return VALIDATION.invalidValue('New password');
  if (v.length < PASSWORD_MIN_LENGTH) return VALIDATION.newPasswordTooShort;
  if (v.length > MAX_LENGTH.password) return VALIDATION.tooLong('New password', MAX_LENGTH.password);
  // bcrypt ignores every byte past the 72nd: refused rather than silently cut.
  if (Buffer.byteLength(v, 'utf8') > PASSWORD_MAX_BYTES) return VALIDATION.newPasswordTooManyBytes;
  if (isCommonPassword(v)) return VALIDATION.newPasswordTooCommon;
  return null;
}

/**
 * A password being chosen (change, invitation, reset): trimmed like the login form, at least
 * PASSWORD_MIN_LENGTH characters, at most PASSWORD_MAX_BYTES bytes, not a common one. Sign-in
 * checks none of this: passwords set before these rules keep working.
 */
export const NewPasswordField = (): PropertyDecorator =>
  applyDecorators(
    trim,
    ValidateBy({
      name: 'newPassword',
      validator: {
        validate: (v: unknown) => newPasswordProblem(v) === null,
        defaultMessage: (a) => newPasswordProblem(a?.value) ?? '',
      },
    }),
  );

export class ChangePasswordDto {
  @TextField({ label: 'Current password', required: VALIDATION.currentPasswordRequired, max: MAX_LENGTH.password })
  currentPassword: string;

  @NewPasswordField()
  newPassword: string;
}
