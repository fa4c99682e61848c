/**
 * Sends one e-mail. With SMTP_URL it goes over SMTP (nodemailer); without, nodemailer's JSON
 * transport renders it and the JSON is written to DATA_DIR/outbox/<file>.json, so a development
 * or demo install never mails real people. Every mail comes from MAIL_FROM's address in the
 * institute's name as the office published it (the site settings, read at each send through the
 * source the content module gives at start; the seed's name before that).
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { instituteSender, type AccountMail } from '../auth/account-mails';
import { DEFAULT_LANGUAGE, type Language } from '@diet/contracts/languages';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SITE_CONTENT } from '../site/site-content';

export type OutgoingMail = SendMailOptions & { to: string; messageId: string };

/** Where the institute's published name is read (site-settings), in a language; the seed's name until one is given. */
type NameSource = (language?: Language) => Promise<string>;

@Injectable()
export class MailSender implements OnModuleDestroy {
  private transport: Transporter | null = null;
  private nameSource: NameSource = () => Promise.resolve(SITE_CONTENT.instituteName);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The content module hands the published site settings' name here once it has them. */
  readInstituteNameFrom(source: NameSource): void {
    this.nameSource = source;
  }

  /** The institute's name as the office published it now, in `language` (a mail signs with it). */
  instituteName(language: Language = DEFAULT_LANGUAGE): Promise<string> {
    return this.nameSource(language).catch(() => SITE_CONTENT.instituteName);
  }

  /**
   * Composes a mail with the institute's current name (its signature and sender, in the mail's
   * `language`) and sends it to `to` under a new Message-ID: the one way the site's own mails
   * (contact, training, review) go out.
   */
  async sendComposed(
    to: string,
    compose: (institute: string) => AccountMail,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<void> {
    const institute = await this.instituteName(language);
    const host = new URL(this.config.publicUrl).hostname || 'localhost';
    await this.send({ ...compose(institute), to, messageId: `<${randomUUID()}@${host}>` }, institute);
  }

  get outboxDir(): string {
    return join(this.config.dataDir, 'outbox');
  }

  /** `institute`: the name already read for this mail (else read now). */
  async send(mail: OutgoingMail, institute?: string): Promise<void> {
    const transport = this.getTransport();
    // Every mail (newsletters, invitations, send-backs) comes from MAIL_FROM's address in the institute's name.
    const from = instituteSender(this.config.mail.from, institute ?? (await this.instituteName()));
    const info = (await transport.sendMail({ from, ...mail })) as { message?: unknown };
    if (!this.config.smtpUrl) {
      await mkdir(this.outboxDir, { recursive: true });
      const name = mail.messageId.replace(/[^A-Za-z0-9._-]/g, '_');
      await writeFile(join(this.outboxDir, `${name}.json`), String(info.message));
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
    this.transport = null;
  }

  private getTransport(): Transporter {
    if (!this.transport) {
      this.transport = this.config.smtpUrl
        ? nodemailer.createTransport(this.config.smtpUrl)
        : nodemailer.createTransport({ jsonTransport: true });
    }
    return this.transport;
  }
}
