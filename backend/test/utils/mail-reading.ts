/**
 * A received mail as its reader sees it, decoded by postal-mime: the sender's name and the subject
 * (RFC 2047 words), and the text part (quoted-printable or base64), as a Punjabi or Hindi mail is sent.
 */
import PostalMime from 'postal-mime';
import type { ReceivedMail } from './test-smtp-server';

export async function readMail(
  mail: ReceivedMail,
): Promise<{ fromName: string; subject: string; text: string; html: string }> {
  const parsed = await PostalMime.parse(mail.raw);
  return {
    fromName: parsed.from?.name ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html ?? '',
  };
}
