// The mails of a product of the test's own, read from its development outbox (DATA_DIR/outbox).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from './admin';

interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
}

/** The token of the newest outbox mail to `email` whose link opens `path`. */
export async function mailedToken(dataDir: string, email: string, path: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const find = () => {
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      return null;
    }
    const tokens = files
      .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as OutboxMail)
      .filter((mail) => mail.to.some((to) => to.address === email))
      .map((mail) => new RegExp(`${path}\\?token=([0-9a-f]{64})`).exec(mail.text)?.[1])
      .filter((token): token is string => Boolean(token));
    return tokens.at(-1) ?? null;
  };
  const token = await eventually(
    async () => find(),
    (found) => found !== null,
  );
  if (!token) throw new Error(`no mail to ${email} with a ${path} link`);
  return token;
}
