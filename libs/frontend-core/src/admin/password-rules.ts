/**
 * The form rules of a password being chosen (a mailed link's page, My account), in antd's rule
 * shapes without importing antd, so the shell and the remotes check it the same way. The list of
 * common passwords is the API's alone (49,000 words are not for the browser); its refusal comes
 * back as the field's message.
 */
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';

export const newPasswordRules = [
  { required: true, message: VALIDATION.newPasswordRequired },
  { min: PASSWORD_MIN_LENGTH, message: VALIDATION.newPasswordTooShort },
  // bcrypt reads 72 bytes: 24 Gurmukhi or Devanagari letters reach it long before 128 characters.
  {
    validator: (_rule: unknown, value: unknown) =>
      typeof value === 'string' && new TextEncoder().encode(value.trim()).length > PASSWORD_MAX_BYTES
        ? Promise.reject(new Error(VALIDATION.newPasswordTooManyBytes))
        : Promise.resolve(),
  },
];

/** The repeat field: required, and equal to the field named `field`. */
export function repeatPasswordRules(field: string, differ: string) {
  return [
    { required: true, message: VALIDATION.newPasswordRequired },
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: (_rule: unknown, value: unknown) =>
        !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(differ)),
    }),
  ];
}
