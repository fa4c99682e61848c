/**
 * Staff accounts: invitations, role and status changes, one's own name, and password resets by
 * mailed one-time links (ARCHITECTURE.md section 11.3).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { Repository } from 'typeorm';
import {
  ACCOUNT_LINK_PATHS,
  ACCOUNT_MESSAGES,
  INVITE_LIFETIME_MS,
  ROLE_LABELS,
  RESET_LIFETIME_MS,
  type AdminAccount,
  type Role,
} from '@diet/contracts/accounts';
import { AUDIT_ACCOUNT_ACTIONS } from '@diet/contracts/audit';
import { ActivityService } from '../activity/activity.service';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailSender } from '../mail/mail-sender';
import { invitationMail, resetMail, type AccountMail } from './account-mails';
import { AccountLinksService } from './account-links.service';
import type { AdminPrincipal } from './admin-principal';
import { AdminUserEntity } from './admin-user.entity';
import type { InviteUserDto, UpdateUserDto } from './dto/account.dto';
import { LoginAttemptsService } from './login-attempts.service';
import { TokenService } from './token.service';

export const toAdminAccount = (u: AdminUserEntity, locked: boolean): AdminAccount => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  disabled: u.disabled,
  status: u.disabled ? 'disabled' : u.passwordHash ? 'active' : 'invited',
  twoFactor: u.totpEnabledAt !== null,
  locked,
  createdAt: u.createdAt.toISOString(),
});

@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly links: AccountLinksService,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttemptsService,
    private readonly mail: MailSender,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<AdminAccount[]> {
    const users = await this.users.find({ order: { createdAt: 'ASC' } });
    return Promise.all(users.map(async (u) => toAdminAccount(u, await this.attempts.isLocked(u.email))));
  }

  async account(id: string): Promise<AdminAccount> {
    const user = await this.find(id);
    return toAdminAccount(user, await this.attempts.isLocked(user.email));
  }

  /** An administrator lifts the lock of failed sign-ins at once (ARCHITECTURE.md 12.4); audited. */
  async unlock(id: string): Promise<AdminAccount> {
    const user = await this.find(id);
    await this.attempts.unlock(user.email);
    await this.audit(AUDIT_ACCOUNT_ACTIONS.unlocked, user, `Unlocked the account ${user.email}`);
    return this.account(id);
  }

  /** Creates the account without a password and mails the link to set one; nothing stays if the mail fails. */
  async invite(by: AdminPrincipal, dto: InviteUserDto): Promise<AdminAccount> {
    const email = dto.email.toLowerCase();
    if (await this.users.exists({ where: { email } })) throw new ApiError(409, ACCOUNT_MESSAGES.emailTaken);
    const user = await this.users.save(
      this.users.create({ email, name: dto.name, role: dto.role, passwordHash: '', disabled: false }),
    );
    try {
      const token = await this.links.issue(user.id, 'invite', INVITE_LIFETIME_MS);
      await this.send(user, (institute) =>
        invitationMail(
          { name: user.name, role: user.role, invitedBy: by.name, url: this.linkUrl('invite', token) },
          institute,
        ),
      );
    } catch (error) {
      this.logger.error(`Invitation of ${email} not sent: ${(error as Error).message}`);
      await this.links.dropAll(user.id);
      await this.users.delete({ id: user.id });
      throw new ApiError(502, ACCOUNT_MESSAGES.inviteNotSent);
    }
    this.logger.log(`${by.email} invited ${email} as ${dto.role}`);
    await this.audit(AUDIT_ACCOUNT_ACTIONS.invited, user, `Invited ${email} as ${ROLE_LABELS[dto.role]}`);
    return toAdminAccount(user, false);
  }

  /** The last-administrator check and the change it guards commit together (see activeAdministrators). */
  async update(by: AdminPrincipal, id: string, dto: UpdateUserDto): Promise<AdminAccount> {
    const { user, role, disabled } = await this.users.manager.transaction(async (tx) => {
      const users = tx.getRepository(AdminUserEntity);
      const user = await users.findOne({ where: { id } });
      if (!user) throw ApiError.notFound();
      const role: Role = dto.role ?? user.role;
      const disabled = dto.disabled ?? user.disabled;
      const losesAdministrator =
        user.role === 'administrator' && !user.disabled && (role !== 'administrator' || disabled);
      if (losesAdministrator && (await this.activeAdministrators(users)).every((a) => a.id === id))
        throw new ApiError(409, ACCOUNT_MESSAGES.lastAdministrator);
      await users.update({ id }, { name: dto.name ?? user.name, role, disabled });
      return { user, role, disabled };
    });
    // Re-enabling must not bring back the sessions that were open when the account was disabled.
    if (disabled && !user.disabled) await this.tokens.revokeAllExcept(id, null);
    this.logger.log(`${by.email} changed ${user.email}: role ${role}, ${disabled ? 'disabled' : 'enabled'}`);
    if (role !== user.role)
      await this.audit(
        AUDIT_ACCOUNT_ACTIONS.roleChanged,
        user,
        `Role of ${user.email} changed from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[role]}`,
      );
    if (disabled !== user.disabled) {
      await this.audit(
        disabled ? AUDIT_ACCOUNT_ACTIONS.disabled : AUDIT_ACCOUNT_ACTIONS.enabled,
        user,
        `${disabled ? 'Disabled' : 'Re-enabled'} the account ${user.email}`,
      );
    }
    if (dto.name && dto.name !== user.name)
      await this.audit(AUDIT_ACCOUNT_ACTIONS.renamed, user, `Renamed ${user.email} from ${user.name} to ${dto.name}`);
    return this.account(id);
  }

  async rename(id: string, name: string): Promise<AdminAccount> {
    const user = await this.find(id);
    await this.users.update({ id }, { name });
    if (name !== user.name)
      await this.audit(AUDIT_ACCOUNT_ACTIONS.renamed, user, `Renamed ${user.email} from ${user.name} to ${name}`);
    return this.account(id);
  }

  /** A new invitation link for someone who has not set a password yet; the earlier links stop working. */
  async resendInvite(by: AdminPrincipal, id: string): Promise<AdminAccount> {
    const user = await this.find(id);
    if (user.passwordHash || user.disabled) throw new ApiError(409, ACCOUNT_MESSAGES.notInvited);
    await this.links.retire(user.id, 'invite');
    const token = await this.links.issue(user.id, 'invite', INVITE_LIFETIME_MS);
    try {
      await this.send(user, (institute) =>
        invitationMail(
          { name: user.name, role: user.role, invitedBy: by.name, url: this.linkUrl('invite', token) },
          institute,
        ),
      );
    } catch (error) {
      this.logger.error(`Invitation of ${user.email} not sent again: ${(error as Error).message}`);
      throw new ApiError(502, ACCOUNT_MESSAGES.inviteNotSent);
    }
    await this.audit(AUDIT_ACCOUNT_ACTIONS.invited, user, `Invitation sent again to ${user.email}`);
    return this.account(user.id);
  }

  /** Whether a mailed link still works (400 with what is wrong with it), before anyone types a password. */
  async checkLink(token: string, purpose: 'invite' | 'reset'): Promise<void> {
    await this.links.check(token, purpose);
  }

  async acceptInvite(token: string, password: string): Promise<void> {
    const user = await this.setPassword(await this.links.consume(token, 'invite'), password);
    await this.audit(AUDIT_ACCOUNT_ACTIONS.invitationAccepted, user, `Invitation accepted: ${user.email}`, user);
  }

  /** Ends every session of the account: whoever asked for the reset may not be the one signed in. */
  async resetPassword(token: string, password: string): Promise<void> {
    const user = await this.setPassword(await this.links.consume(token, 'reset'), password);
    await this.tokens.revokeAllExcept(user.id, null);
    await this.audit(AUDIT_ACCOUNT_ACTIONS.passwordReset, user, `Password reset by mailed link: ${user.email}`, user);
  }

  /**
   * Mails a reset link when the address belongs to an enabled account. The caller answers the same
   * either way and does not wait for the mail, so neither the answer nor its time tells who has an account.
   */
  requestReset(email: string): void {
    void this.sendReset(email.toLowerCase()).catch((error: Error) =>
      this.logger.error(`Reset mail not sent: ${error.message}`),
    );
  }

  private async sendReset(email: string): Promise<void> {
    const user = await this.users.findOne({ where: { email } });
    if (!user || user.disabled) return;
    const token = await this.links.issue(user.id, 'reset', RESET_LIFETIME_MS);
    await this.send(user, (institute) => resetMail({ name: user.name, url: this.linkUrl('reset', token) }, institute));
  }

  private async setPassword(id: string, password: string): Promise<AdminUserEntity> {
    const user = await this.users.findOne({ where: { id } });
    if (!user || user.disabled) throw ApiError.badRequest(ACCOUNT_MESSAGES.linkInvalid);
    await this.users.update({ id }, { passwordHash: await bcrypt.hash(password, this.config.bcryptCost) });
    return user;
  }

  /** An account change for the audit trail; the person acting comes from the request unless given (a mailed link has none). */
  private audit(verb: string, user: AdminUserEntity, action: string, actor?: AdminUserEntity): Promise<void> {
    return this.activity.write({ verb, entity: 'account', entityId: user.id, action, actor });
  }

  /**
   * The active administrators, their rows locked until the transaction ends (MySQL/MariaDB; SQLite
   * runs one writing transaction at a time anyway): a second demotion at the same moment waits,
   * then counts what the first one left, so two of them cannot remove the last two administrators.
   */
  private activeAdministrators(users: Repository<AdminUserEntity>): Promise<AdminUserEntity[]> {
    const locks = users.manager.connection.options.type === 'mysql';
    return users.find({
      where: { role: 'administrator', disabled: false },
      order: { id: 'ASC' },
      ...(locks ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  private async find(id: string): Promise<AdminUserEntity> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw ApiError.notFound();
    return user;
  }

  private linkUrl(purpose: keyof typeof ACCOUNT_LINK_PATHS, token: string): string {
    return `${this.config.publicUrl}${ACCOUNT_LINK_PATHS[purpose]}?token=${token}`;
  }

  /** A mail in the institute's name as the office published it. */
  private async send(user: AdminUserEntity, mail: (institute: string) => AccountMail): Promise<void> {
    await this.mail.sendComposed(user.email, mail);
  }
}
