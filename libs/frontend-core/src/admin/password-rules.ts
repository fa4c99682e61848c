/**
 * The form rules of a password being chosen (a mailed link's page, My account), in antd's rule
 * shapes without importing antd, so the shell and the remotes check it the same way.
 */
import { PASSWORD_MIN_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';

export const newPasswordRules = [
  { required: true, message: VALIDATION.newPasswordRequired },
  { min: PASSWORD_MIN_LENGTH, message: VALIDATION.newPasswordTooShort },
];

/** The repeat field: required, and equal to the field named `field`. */
export function repeatPasswordRules(field: string, differ: string) {
  return [
    { required: true, message: VALIDATION.newPasswordRequired },
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: (_rule: unknown, value: unknown) => (!value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(differ))),
    }),
  ];
}
