/** Sign-in: constant-ish time whether or not the e-mail exists, so it reveals nothing. */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { Repository } from 'typeorm';
import type { AdminSession, AdminUser } from '@diet/contracts/entities';
import { ACCESS, HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AdminPrincipal } from './admin-principal';
import { AdminUserEntity } from './admin-user.entity';
import { LoginAttemptsService } from './login-attempts.service';
import { TokenService } from './token.service';

export const toAdminUser = (u: AdminUser): AdminUser => ({ id: u.id, email: u.email, name: u.name, role: u.role });

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');
  /** Compared against when the e-mail is unknown, so both paths cost one bcrypt check. */
  private dummyHash = '';

  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttemptsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Seeds the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when there is none. */
  async onApplicationBootstrap(): Promise<void> {
    this.dummyHash = await bcrypt.hash('not-a-real-password', this.config.bcryptCost);
    if ((await this.users.count()) > 0) return;
    const { email, password, name } = this.config.admin;
    await this.users.save(this.users.create({ email: email.toLowerCase(), name, passwordHash: await bcrypt.hash(password, this.config.bcryptCost) }));
    this.logger.log(`Created the administrator ${email}`);
  }

  async login(email: string, password: string, clientKey: string): Promise<AdminSession> {
    if (await this.attempts.isBlocked(clientKey)) {
      this.logger.warn(`Refused sign-in from ${clientKey}: too many failures`);
      throw new ApiError(429, HTTP_ERRORS.tooManyLogins);
    }
    const user = await this.users.findOne({ where: { email: email.toLowerCase() } });
    const ok = await bcrypt.compare(password, user?.passwordHash ?? this.dummyHash);
    // A disabled account reads as a wrong password: the answer tells nobody the account exists.
    if (!user || !ok || user.disabled) {
      await this.attempts.recordFailure(clientKey);
      // The log may say which part was wrong (the answer never does); never the password.
      this.logger.warn(`Failed sign-in from ${clientKey}: ${!user ? 'unknown e-mail' : ok ? 'disabled account' : 'wrong password'}`);
      throw new ApiError(401, ACCESS.invalidCredentials);
    }
    return { token: await this.tokens.issue(user), user: toAdminUser(user) };
  }

  /**
   * Changes the signed-in administrator's password and revokes their other tokens. A wrong current
   * password counts as a failed sign-in of that address: a stolen token cannot be used to guess it.
   */
  async changePassword(admin: AdminPrincipal, currentPassword: string, newPassword: string, clientKey: string): Promise<void> {
    if (await this.attempts.isBlocked(clientKey)) {
      this.logger.warn(`Refused password change from ${clientKey}: too many failures`);
      throw new ApiError(429, HTTP_ERRORS.tooManyLogins);
    }
    const user = await this.users.findOne({ where: { id: admin.id } });
    if (!user) throw new ApiError(401, ACCESS.mustBeLoggedIn);
    if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
      await this.attempts.recordFailure(clientKey);
      this.logger.warn(`Refused password change for ${user.email} from ${clientKey}: wrong current password`);
      throw new ApiError(400, VALIDATION.currentPasswordWrong, { currentPassword: VALIDATION.currentPasswordWrong });
    }
    await this.users.update({ id: user.id }, { passwordHash: await bcrypt.hash(newPassword, this.config.bcryptCost) });
    await this.tokens.revokeAllExcept(user.id, admin.jti);
  }
}
