/** Sign-in: constant-ish time whether or not the e-mail exists, so it reveals nothing. */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { Repository } from 'typeorm';
import { AUDIT_ACCOUNT_ACTIONS } from '@diet/contracts/audit';
import type { AdminUser } from '@diet/contracts/entities';
import { ACCESS } from '@diet/contracts/messages';
import type { SignInAnswer } from '@diet/contracts/two-factor';
import { ActivityService } from '../activity/activity.service';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AdminPrincipal } from './admin-principal';
import { AdminUserEntity } from './admin-user.entity';
import { LoginAttemptsService, type Attempt } from './login-attempts.service';
import { SecurityPolicyService } from './security-policy.service';
import { TokenService } from './token.service';
import { TwoFactorService } from './two-factor.service';

export const toAdminUser = (u: AdminUser): AdminUser => ({ id: u.id, email: u.email, name: u.name, role: u.role });

/** A sign-in's answer, and the refresh token its cookie carries once the session is open. */
export interface SignIn {
  answer: SignInAnswer;
  refresh: { token: string; expires: Date } | null;
}

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');
  /** Compared against when the e-mail is unknown, so both paths cost one bcrypt check. */
  private dummyHash = '';

  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttemptsService,
    private readonly twoFactor: TwoFactorService,
    private readonly activity: ActivityService,
    private readonly policy: SecurityPolicyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Seeds the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when there is none. */
  async onApplicationBootstrap(): Promise<void> {
    this.dummyHash = await bcrypt.hash('not-a-real-password', this.config.bcryptCost);
    if ((await this.users.count()) > 0) return;
    const { email, password, name } = this.config.admin;
    await this.users.save(
      this.users.create({
        email: email.toLowerCase(),
        name,
        passwordHash: await bcrypt.hash(password, this.config.bcryptCost),
      }),
    );
    this.logger.log(`Created the administrator ${email}`);
  }

  /**
   * Checks the password, then, for an account with two-factor sign-in, the code: without one the
   * answer only says that a code is needed. Every guess first takes its place in the address's and
   * the account's limits (LoginAttemptsService), so parallel guesses cannot pass them. Every
   * sign-in and every failure goes to the audit trail.
   */
  async login(email: string, password: string, code: string | null | undefined, clientKey: string): Promise<SignIn> {
    const tried = email.toLowerCase();
    const attempt = await this.attempts.begin(clientKey, tried);
    const user = await this.users.findOne({ where: { email: tried } });
    // A pending invitation has no hash yet: it is compared against the dummy one like an unknown
    // address, so its answer takes the time of any other account's (issue 35 finding 11).
    const ok = (await bcrypt.compare(password, user?.passwordHash || this.dummyHash)) && !!user?.passwordHash;
    // A disabled account reads as a wrong password: the answer tells nobody the account exists.
    if (!user || !ok || user.disabled) {
      const reason = !user
        ? 'unknown e-mail'
        : !user.passwordHash
          ? 'invitation not accepted'
          : ok
            ? 'disabled account'
            : 'wrong password';
      await this.refuse(attempt, user, tried, clientKey, reason);
      throw new ApiError(401, ACCESS.invalidCredentials);
    }
    let how = '';
    if (user.totpEnabledAt) {
      if (!code) {
        // Counted against the account until the code step succeeds (see docs/decisions.md).
        await this.attempts.passwordOnly(attempt);
        return { answer: { codeRequired: true }, refresh: null };
      }
      const passed = await this.twoFactor.passes(user, code);
      if (!passed) {
        await this.refuse(attempt, user, tried, clientKey, 'wrong authentication code');
        // 'already used' for a code that was right once: the person is told why, not only that.
        const message = await this.twoFactor.refusalOf(user, code);
        throw new ApiError(401, message, { code: message });
      }
      how = ` (with a ${passed})`;
    }
    await this.attempts.succeeded(attempt);
    await this.activity.write({
      verb: AUDIT_ACCOUNT_ACTIONS.signedIn,
      entity: 'account',
      entityId: user.id,
      action: `Signed in: ${user.email}${how}`,
      actor: user,
    });
    const issued = await this.tokens.issue(user);
    const session = { token: issued.token, user: toAdminUser(user) };
    const refresh = { token: issued.refreshToken, expires: issued.sessionEnd };
    // The token reaches only the set-up of the second factor until it is on (AdminAuthGuard).
    if (!user.totpEnabledAt && (await this.policy.requiresTwoFactor(user.role)))
      return { answer: { ...session, twoFactorSetupRequired: true }, refresh };
    return { answer: session, refresh };
  }

  private async refuse(
    attempt: Attempt,
    user: AdminUserEntity | null,
    tried: string,
    clientKey: string,
    reason: string,
  ): Promise<void> {
    // The log may say which part was wrong (the answer never does); never the password.
    this.logger.warn(`Failed sign-in from ${clientKey}: ${reason}`);
    await this.auditFailure(tried, reason);
    await this.attempts.failed(attempt, user);
  }

  /** A failed sign-in has no actor: the entry keeps the e-mail that was tried. */
  private auditFailure(email: string, reason: string): Promise<void> {
    return this.activity.write({
      verb: AUDIT_ACCOUNT_ACTIONS.signInFailed,
      entity: 'account',
      entityId: null,
      action: `Sign-in failed: ${email} (${reason})`,
      email,
    });
  }

  /**
   * Changes the signed-in person's password and revokes their other tokens. The current password is
   * limited like a sign-in of the account: a stolen token cannot be used to guess it.
   */
  async changePassword(
    admin: AdminPrincipal,
    currentPassword: string,
    newPassword: string,
    clientKey: string,
  ): Promise<void> {
    const user = await this.users.findOne({ where: { id: admin.id } });
    if (!user) throw new ApiError(401, ACCESS.mustBeLoggedIn);
    const attempt = await this.attempts.proveCurrentPassword(user, currentPassword, clientKey);
    await this.attempts.succeeded(attempt);
    await this.users.update({ id: user.id }, { passwordHash: await bcrypt.hash(newPassword, this.config.bcryptCost) });
    await this.tokens.revokeAllExcept(user.id, admin.jti);
    await this.activity.write({
      verb: AUDIT_ACCOUNT_ACTIONS.passwordChanged,
      entity: 'account',
      entityId: user.id,
      action: `Password changed: ${user.email}`,
    });
  }
}
