/**
 * Sends one e-mail. With SMTP_URL it goes over SMTP (nodemailer); without, nodemailer's JSON
 * transport renders it and the JSON is written to DATA_DIR/outbox/<file>.json, so a development
 * or demo install never mails real people.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export type OutgoingMail = SendMailOptions & { to: string; messageId: string };

@Injectable()
export class MailSender implements OnModuleDestroy {
  private transport: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get outboxDir(): string {
    return join(this.config.dataDir, 'outbox');
  }

  async send(mail: OutgoingMail): Promise<void> {
    const transport = this.getTransport();
    const info = (await transport.sendMail({ from: this.config.mail.from, ...mail })) as { message?: unknown };
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
