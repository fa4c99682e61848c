/**
 * The list of common and breached passwords a new password is checked against (ASVS 5.0 6.2.4):
 * the 49,233 of zxcvbn-ts' common dictionary (MIT; drawn from public breach corpora), shipped in
 * node_modules, so the check needs no network. Lower case, as the list is.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

/** Whether `password` is on the list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  // Built on first use: the API's start-up does not pay for it.
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Entries on the list, for the test that proves its size. */
export function commonPasswordCount(): number {
  isCommonPassword('');
  return common!.size;
}
