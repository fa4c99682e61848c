/**
 * The mail an author gets when an editor sends their item back (issue 39 item 6): what, why, and
 * where to change it, in the institute's name as the office has published it (ARCHITECTURE 12.1).
 * The same for a list item and for a singleton's working copy (the site settings).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { compose, type AccountMail } from '../auth/account-mails';
import type { AdminPrincipal } from '../auth/admin-principal';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailSender } from '../mail/mail-sender';

export function sentBackMail(o: {
  name: string;
  what: string;
  title: string;
  by: string;
  reason: string;
  url: string;
  institute: string;
}): AccountMail {
  return compose(
    `Sent back for changes: ${o.title}`,
    `Dear ${o.name},`,
    [
      `${o.by} has sent your ${o.what} '${o.title}' back to you as a draft at ${o.institute}.`,
      `Reason: ${o.reason}`,
      'Change it in the back office and submit it for review again:',
    ],
    { url: o.url, label: 'Open the back office' },
    "The reason is also kept in the item's history.",
    o.institute,
  );
}

/** What was sent back, to whom, and why. */
export interface SentBack {
  to: { email: string; name: string };
  /** What the author calls it ('notice', 'site settings') and its title. */
  what: string;
  title: string;
  /** The admin screen where it is changed ('notices', 'site-settings'). */
  screen: string;
  reason: string;
}

@Injectable()
export class SentBackMailer {
  private readonly logger = new Logger('Publishing');

  constructor(
    private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The author hears why, by mail; the send-back stands even if the mail cannot go now. */
  async send(sent: SentBack, admin: AdminPrincipal): Promise<void> {
    try {
      await this.mail.sendComposed(sent.to.email, (institute) =>
        sentBackMail({
          name: sent.to.name,
          what: sent.what,
          title: sent.title,
          by: admin.name || admin.email,
          reason: sent.reason,
          url: `${this.config.publicUrl}/admin/${sent.screen}`,
          institute,
        }),
      );
    } catch (error) {
      this.logger.warn(`The send-back mail to ${sent.to.email} failed: ${(error as Error).message}`);
    }
  }
}
