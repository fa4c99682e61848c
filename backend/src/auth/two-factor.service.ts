/**
 * Two-factor sign-in (TOTP, RFC 6238): set-up, confirmation with recovery codes, the code check of
 * the sign-in, switching off and an administrator's reset. Wrong codes count as failed sign-ins of
 * the address (LoginAttemptsService), so codes are rate limited like passwords.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { createHash, randomInt } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { AUDIT_ACCOUNT_ACTIONS } from '@diet/contracts/audit';
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES, type TwoFactorRecoveryCodes, type TwoFactorSetup } from '@diet/contracts/two-factor';
import { ActivityService } from '../activity/activity.service';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SITE_CONTENT } from '../site/site-content';
import type { AdminPrincipal } from './admin-principal';
import { AdminUserEntity } from './admin-user.entity';
import { LoginAttemptsService } from './login-attempts.service';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { SecretBox } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const hashOf = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** How the second step of a sign-in was passed. */
export type SecondFactor = 'code' | 'recovery code';

@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;

  constructor(
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
    @InjectRepository(RecoveryCodeEntity) private readonly recoveryCodes: Repository<RecoveryCodeEntity>,
    private readonly attempts: LoginAttemptsService,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.jwtSecret);
  }

  /** A new secret, kept sealed until `enable` confirms it; the only time it is answered. */
  async setup(admin: AdminPrincipal): Promise<TwoFactorSetup> {
    const user = await this.find(admin.id);
    if (user.totpEnabledAt) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = newTotpSecret();
    await this.users.update({ id: user.id }, { totpSecret: this.box.seal(secret), totpLastStep: null });
    return { secret, uri: otpauthUri(SITE_CONTENT.instituteName, user.email, secret) };
  }

  /** Switches it on with one code from the app; answers the recovery codes, kept only as hashes. */
  async enable(admin: AdminPrincipal, code: string, clientKey: string): Promise<TwoFactorRecoveryCodes> {
    await this.refuseWhenBlocked(clientKey);
    const user = await this.find(admin.id);
    if (user.totpEnabledAt) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = user.totpSecret ? this.box.open(user.totpSecret) : null;
    if (!secret) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.notSetUp);
    const step = matchingStep(secret, code.trim(), Date.now());
    if (step === null) return this.refuseCode(clientKey);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.users.manager.transaction(async (tx) => {
      await tx.update(AdminUserEntity, { id: user.id }, { totpEnabledAt: new Date(), totpLastStep: step });
      await tx.delete(RecoveryCodeEntity, { userId: user.id });
      await tx.insert(RecoveryCodeEntity, recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashOf(c), usedAt: null })));
      await this.activity.write({ verb: AUDIT_ACCOUNT_ACTIONS.twoFactorEnabled, entity: 'account', entityId: user.id, action: `Two-factor sign-in switched on: ${user.email}` }, tx);
    });
    return { recoveryCodes };
  }

  /** Switching it off needs a current code (or a recovery code) or the password. */
  async disable(admin: AdminPrincipal, proof: { code?: string | null; password?: string | null }, clientKey: string): Promise<void> {
    await this.refuseWhenBlocked(clientKey);
    const user = await this.find(admin.id);
    if (!user.totpEnabledAt) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.notOn);
    if (proof.code) {
      if (!(await this.passes(user, proof.code))) return this.refuseCode(clientKey);
    } else if (proof.password) {
      if (!(await bcrypt.compare(proof.password, user.passwordHash))) {
        await this.attempts.recordFailure(clientKey);
        throw ApiError.badRequest(VALIDATION.currentPasswordWrong, { password: VALIDATION.currentPasswordWrong });
      }
    } else {
      throw ApiError.badRequest(TWO_FACTOR_MESSAGES.codeOrPasswordRequired, { code: TWO_FACTOR_MESSAGES.codeOrPasswordRequired });
    }
    await this.clear(user, AUDIT_ACCOUNT_ACTIONS.twoFactorDisabled, `Two-factor sign-in switched off: ${user.email}`);
  }

  /** An administrator's reset for someone who lost the phone and the recovery codes. */
  async reset(userId: string): Promise<void> {
    const user = await this.find(userId);
    if (!user.totpEnabledAt && !user.totpSecret) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.notOn);
    await this.clear(user, AUDIT_ACCOUNT_ACTIONS.twoFactorReset, `Two-factor sign-in reset: ${user.email}`);
  }

  /**
   * Whether `code` passes the second step: a TOTP code not used before (one conditional UPDATE, so
   * two replicas cannot both take it) or an unused recovery code (the same). null when neither.
   */
  async passes(user: AdminUserEntity, code: string): Promise<SecondFactor | null> {
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const secret = user.totpSecret ? this.box.open(user.totpSecret) : null;
      const step = secret ? matchingStep(secret, trimmed, Date.now()) : null;
      if (step === null) return null;
      const taken = await this.users
        .createQueryBuilder()
        .update()
        .set({ totpLastStep: step })
        .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: user.id, step })
        .execute();
      return taken.affected ? 'code' : null;
    }
    const used = await this.recoveryCodes.update({ userId: user.id, codeHash: hashOf(trimmed), usedAt: IsNull() }, { usedAt: new Date() });
    return used.affected ? 'recovery code' : null;
  }

  private async clear(user: AdminUserEntity, verb: string, action: string): Promise<void> {
    await this.users.manager.transaction(async (tx) => {
      await tx.update(AdminUserEntity, { id: user.id }, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      await tx.delete(RecoveryCodeEntity, { userId: user.id });
      await this.activity.write({ verb, entity: 'account', entityId: user.id, action }, tx);
    });
  }

  private async refuseWhenBlocked(clientKey: string): Promise<void> {
    if (await this.attempts.isBlocked(clientKey)) throw new ApiError(429, HTTP_ERRORS.tooManyLogins);
  }

  private async refuseCode(clientKey: string): Promise<never> {
    await this.attempts.recordFailure(clientKey);
    throw ApiError.badRequest(TWO_FACTOR_MESSAGES.codeInvalid, { code: TWO_FACTOR_MESSAGES.codeInvalid });
  }

  private async find(id: string): Promise<AdminUserEntity> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw ApiError.notFound();
    return user;
  }
}
