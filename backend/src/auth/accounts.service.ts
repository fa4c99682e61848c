/**
 * Staff accounts: invitations, role and status changes, one's own name, and password resets by
 * mailed one-time links (ARCHITECTURE.md section 11.3).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  ACCOUNT_LINK_PATHS,
  ACCOUNT_MESSAGES,
  INVITE_LIFETIME_MS,
  RESET_LIFETIME_MS,
  type AdminAccount,
  type Role,
} from '@diet/contracts/accounts';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailSender } from '../mail/mail-sender';
import { instituteSender, invitationMail, resetMail, type AccountMail } from './account-mails';
import { AccountLinksService } from './account-links.service';
import type { AdminPrincipal } from './admin-principal';
import { AdminUserEntity } from './admin-user.entity';
import type { InviteUserDto, UpdateUserDto } from './dto/account.dto';
import { TokenService } from './token.service';

export const toAdminAccount = (u: AdminUserEntity): AdminAccount => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  disabled: u.disabled,
  status: u.disabled ? 'disabled' : u.passwordHash ? 'active' : 'invited',
  createdAt: u.createdAt.toISOString(),
});

@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly links: AccountLinksService,
    private readonly tokens: TokenService,
    private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<AdminAccount[]> {
    return (await this.users.find({ order: { createdAt: 'ASC' } })).map(toAdminAccount);
  }

  async account(id: string): Promise<AdminAccount> {
    return toAdminAccount(await this.find(id));
  }

  /** Creates the account without a password and mails the link to set one; nothing stays if the mail fails. */
  async invite(by: AdminPrincipal, dto: InviteUserDto): Promise<AdminAccount> {
    const email = dto.email.toLowerCase();
    if (await this.users.exists({ where: { email } })) throw new ApiError(409, ACCOUNT_MESSAGES.emailTaken);
    const user = await this.users.save(this.users.create({ email, name: dto.name, role: dto.role, passwordHash: '', disabled: false }));
    try {
      const token = await this.links.issue(user.id, 'invite', INVITE_LIFETIME_MS);
      await this.send(user, invitationMail({ name: user.name, role: user.role, invitedBy: by.name, url: this.linkUrl('invite', token) }));
    } catch (error) {
      this.logger.error(`Invitation of ${email} not sent: ${(error as Error).message}`);
      await this.links.dropAll(user.id);
      await this.users.delete({ id: user.id });
      throw new ApiError(502, ACCOUNT_MESSAGES.inviteNotSent);
    }
    this.logger.log(`${by.email} invited ${email} as ${dto.role}`);
    return toAdminAccount(user);
  }

  /** The last-administrator check and the change it guards commit together (see activeAdministrators). */
  async update(by: AdminPrincipal, id: string, dto: UpdateUserDto): Promise<AdminAccount> {
    const { user, role, disabled } = await this.users.manager.transaction(async (tx) => {
      const users = tx.getRepository(AdminUserEntity);
      const user = await users.findOne({ where: { id } });
      if (!user) throw ApiError.notFound();
      const role: Role = dto.role ?? user.role;
      const disabled = dto.disabled ?? user.disabled;
      const losesAdministrator = user.role === 'administrator' && !user.disabled && (role !== 'administrator' || disabled);
      if (losesAdministrator && (await this.activeAdministrators(users)).every((a) => a.id === id)) throw new ApiError(409, ACCOUNT_MESSAGES.lastAdministrator);
      await users.update({ id }, { name: dto.name ?? user.name, role, disabled });
      return { user, role, disabled };
    });
    // Re-enabling must not bring back the sessions that were open when the account was disabled.
    if (disabled && !user.disabled) await this.tokens.revokeAllExcept(id, null);
    this.logger.log(`${by.email} changed ${user.email}: role ${role}, ${disabled ? 'disabled' : 'enabled'}`);
    return this.account(id);
  }

  async rename(id: string, name: string): Promise<AdminAccount> {
    await this.users.update({ id }, { name });
    return this.account(id);
  }

  async acceptInvite(token: string, password: string): Promise<void> {
    await this.setPassword(await this.links.consume(token, 'invite'), password);
  }

  /** Ends every session of the account: whoever asked for the reset may not be the one signed in. */
  async resetPassword(token: string, password: string): Promise<void> {
    const id = await this.links.consume(token, 'reset');
    await this.setPassword(id, password);
    await this.tokens.revokeAllExcept(id, null);
  }

  /**
   * Mails a reset link when the address belongs to an enabled account. The caller answers the same
   * either way and does not wait for the mail, so neither the answer nor its time tells who has an account.
   */
  requestReset(email: string): void {
    void this.sendReset(email.toLowerCase()).catch((error: Error) => this.logger.error(`Reset mail not sent: ${error.message}`));
  }

  private async sendReset(email: string): Promise<void> {
    const user = await this.users.findOne({ where: { email } });
    if (!user || user.disabled) return;
    const token = await this.links.issue(user.id, 'reset', RESET_LIFETIME_MS);
    await this.send(user, resetMail({ name: user.name, url: this.linkUrl('reset', token) }));
  }

  private async setPassword(id: string, password: string): Promise<void> {
    const user = await this.users.findOne({ where: { id } });
    if (!user || user.disabled) throw ApiError.badRequest(ACCOUNT_MESSAGES.linkInvalid);
    await this.users.update({ id }, { passwordHash: await bcrypt.hash(password, this.config.bcryptCost) });
  }

  /**
   * The active administrators, their rows locked until the transaction ends (MySQL/MariaDB; SQLite
   * runs one writing transaction at a time anyway): a second demotion at the same moment waits,
   * then counts what the first one left, so two of them cannot remove the last two administrators.
   */
  private activeAdministrators(users: Repository<AdminUserEntity>): Promise<AdminUserEntity[]> {
    const locks = users.manager.connection.options.type === 'mysql';
    return users.find({ where: { role: 'administrator', disabled: false }, order: { id: 'ASC' }, ...(locks ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  private async find(id: string): Promise<AdminUserEntity> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw ApiError.notFound();
    return user;
  }

  private linkUrl(purpose: keyof typeof ACCOUNT_LINK_PATHS, token: string): string {
    return `${this.config.publicUrl}${ACCOUNT_LINK_PATHS[purpose]}?token=${token}`;
  }

  private async send(user: AdminUserEntity, mail: AccountMail): Promise<void> {
    const host = new URL(this.config.publicUrl).hostname || 'localhost';
    await this.mail.send({ ...mail, to: user.email, from: instituteSender(this.config.mail.from), messageId: `<${randomUUID()}@${host}>` });
  }
}
