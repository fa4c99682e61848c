// The mails of a product of the test's own, read from its development outbox (DATA_DIR/outbox).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from './admin';

interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
}

/** A mailed one-time link: the mail's subject, the link as mailed, and its token. */
export interface MailedLink {
  subject: string;
  url: string;
  token: string;
}

/** The newest outbox mail to `email` whose link opens `path` (in any language: '/pa/my-training' too). */
export async function mailedLink(dataDir: string, email: string, path: string): Promise<MailedLink> {
  const outbox = join(dataDir, 'outbox');
  const find = () => {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      return null;
    }
    const links = files
      .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as OutboxMail)
      .filter((mail) => mail.to.some((to) => to.address === email))
      .flatMap((mail) => {
        const match = new RegExp(`(\\S*${path}\\?token=([0-9a-f]{64}))`).exec(mail.text);
        return match ? [{ subject: mail.subject, url: match[1], token: match[2] }] : [];
      });
    return links.at(-1) ?? null;
  };
  const link = await eventually(
    async () => find(),
    (found) => found !== null,
  );
  if (!link) throw new Error(`no mail to ${email} with a ${path} link`);
  return link;
}

/** The token of the newest outbox mail to `email` whose link opens `path`. */
export async function mailedToken(dataDir: string, email: string, path: string): Promise<string> {
  return (await mailedLink(dataDir, email, path)).token;
}
