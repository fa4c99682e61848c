/** Reads the one-time token of a mailed account link out of a raw mail, whatever its transfer encoding. */
import type { ReceivedMail } from './test-smtp-server';

export function linkInMail(mail: ReceivedMail, path: string): string {
  // Quoted-printable folds long lines with "=\n" and writes "=" as "=3D".
  const unfolded = mail.raw.replace(/=\r?\n/g, '');
  const match = new RegExp(`${path.replace(/[/.?]/g, '\\$&')}\\?token(?:=3D|=)([0-9a-f]{64})`).exec(unfolded);
  if (!match) throw new Error(`no ${path} link in the mail:\n${mail.raw}`);
  return match[1];
}
