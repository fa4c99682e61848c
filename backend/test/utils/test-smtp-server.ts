/** A real SMTP server (smtp-server package) for newsletter tests: records every mail it accepts. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** While true, every recipient is refused with 550. */
  rejectRecipients: boolean;
  /** Delay before a mail is accepted, to keep a campaign "in the middle" for a while. */
  acceptDelayMs: number;
  received(email: string): ReceivedMail[];
  /**
   * Refuses `email` at RCPT TO with `code` (e.g. 451 transient, 550 permanent) for its first `times`
   * attempts (every attempt when omitted), then accepts it.
   */
  refuseRecipient(email: string, code: number, times?: number): void;
  /** When each RCPT TO for `email` arrived (ms since the epoch), refused or accepted. */
  attemptsOf(email: string): number[];
  close(): Promise<void>;
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const out: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

/** `port`: listen on that port (to bring a stopped peer back at the same address); default any free one. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const refusals = new Map<string, { code: number; times: number }>();
  const attempts = new Map<string, number[]>();
  const state: TestSmtpServer = {
    url: '',
    mails: [],
    rejectRecipients: false,
    acceptDelayMs: 0,
    received: (email) => state.mails.filter((m) => m.to.includes(email)),
    refuseRecipient: (email, code, times = Infinity) => {
      refusals.set(email.toLowerCase(), { code, times });
    },
    attemptsOf: (email) => attempts.get(email.toLowerCase()) ?? [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const email = address.address.toLowerCase();
      const seen = attempts.get(email) ?? [];
      seen.push(Date.now());
      attempts.set(email, seen);
      const refusal = refusals.get(email);
      const code = state.rejectRecipients ? 550 : refusal && seen.length <= refusal.times ? refusal.code : null;
      if (code !== null) {
        const err = new Error(code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later') as Error & {
          responseCode: number;
        };
        err.responseCode = code;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        setTimeout(() => {
          state.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            headers: parseHeaders(raw),
            raw,
          });
          callback();
        }, state.acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}

/** Polls until `check` is true (or fails the test after `timeoutMs`). */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 15000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
