/**
 * Two-factor sign-in (TOTP, RFC 6238): set-up, confirmation with recovery codes, the code check of
 * the sign-in, switching off and an administrator's reset. Switching on or off needs the current
 * password (a stolen token alone cannot enrol another phone or remove the factor); wrong passwords
 * and codes count as failed sign-ins of the address and the account (LoginAttemptsService).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomInt } from 'node:crypto';
import { IsNull, Not, Repository } from 'typeorm';
import { AUDIT_ACCOUNT_ACTIONS } from '@diet/contracts/audit';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
  type TwoFactorRecoveryCodes,
  type TwoFactorSetup,
} from '@diet/contracts/two-factor';
import { ActivityService } from '../activity/activity.service';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SITE_CONTENT } from '../site/site-content';
import type { AdminPrincipal } from './admin-principal';
import { AdminUserEntity } from './admin-user.entity';
import { LoginAttemptsService } from './login-attempts.service';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { totpSecretBox, type SecretBox } from './secret-box';
import { TokenService } from './token.service';
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
    private readonly tokens: TokenService,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = totpSecretBox(config);
  }

  /** A new secret, kept sealed until `enable` confirms it; the only time it is answered. */
  async setup(admin: AdminPrincipal): Promise<TwoFactorSetup> {
    const user = await this.find(admin.id);
    if (user.totpEnabledAt) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = newTotpSecret();
    await this.users.update({ id: user.id }, { totpSecret: this.box.seal(secret), totpLastStep: null });
    return { secret, uri: otpauthUri(SITE_CONTENT.instituteName, user.email, secret) };
  }

  /**
   * Switches it on with the current password and one code from the app; answers the recovery codes,
   * kept only as hashes. Every other session of the account ends: whoever held one did not
   * necessarily enrol this phone.
   */
  async enable(
    admin: AdminPrincipal,
    code: string,
    currentPassword: string,
    clientKey: string,
  ): Promise<TwoFactorRecoveryCodes> {
    const user = await this.find(admin.id);
    if (user.totpEnabledAt) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = user.totpSecret ? this.box.open(user.totpSecret) : null;
    if (!secret) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.notSetUp);
    const attempt = await this.attempts.proveCurrentPassword(user, currentPassword, clientKey);
    const step = matchingStep(secret, code.trim(), Date.now());
    if (step === null) {
      await this.attempts.failed(attempt, user);
      throw ApiError.badRequest(TWO_FACTOR_MESSAGES.codeInvalid, { code: TWO_FACTOR_MESSAGES.codeInvalid });
    }
    await this.attempts.succeeded(attempt);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.users.manager.transaction(async (tx) => {
      await tx.update(AdminUserEntity, { id: user.id }, { totpEnabledAt: new Date(), totpLastStep: step });
      await tx.delete(RecoveryCodeEntity, { userId: user.id });
      await tx.insert(
        RecoveryCodeEntity,
        recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashOf(c), usedAt: null })),
      );
      await this.activity.write(
        {
          verb: AUDIT_ACCOUNT_ACTIONS.twoFactorEnabled,
          entity: 'account',
          entityId: user.id,
          action: `Two-factor sign-in switched on: ${user.email}`,
        },
        tx,
      );
    });
    await this.tokens.revokeAllExcept(user.id, admin.jti);
    return { recoveryCodes };
  }

  /** Switching it off needs the current password. */
  async disable(admin: AdminPrincipal, currentPassword: string, clientKey: string): Promise<void> {
    const user = await this.find(admin.id);
    if (!user.totpEnabledAt) throw ApiError.badRequest(TWO_FACTOR_MESSAGES.notOn);
    await this.attempts.succeeded(await this.attempts.proveCurrentPassword(user, currentPassword, clientKey));
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
    const used = await this.recoveryCodes.update(
      { userId: user.id, codeHash: hashOf(trimmed), usedAt: IsNull() },
      { usedAt: new Date() },
    );
    return used.affected ? 'recovery code' : null;
  }

  /**
   * The message of a refused code: that it was used already (a right code of a step taken, a
   * spent recovery code) or that it is not valid. Read after the refusal; it decides nothing.
   */
  async refusalOf(user: AdminUserEntity, code: string): Promise<string> {
    const trimmed = code.trim();
    let used: boolean;
    if (/^\d{6}$/.test(trimmed)) {
      const secret = user.totpSecret ? this.box.open(user.totpSecret) : null;
      const step = secret ? matchingStep(secret, trimmed, Date.now()) : null;
      const last =
        step === null
          ? null
          : (await this.users.findOne({ where: { id: user.id }, select: { id: true, totpLastStep: true } }))
              ?.totpLastStep;
      used = step !== null && last !== null && last !== undefined && Number(last) >= step;
    } else {
      used = await this.recoveryCodes.exists({
        where: { userId: user.id, codeHash: hashOf(trimmed), usedAt: Not(IsNull()) },
      });
    }
    return used ? TWO_FACTOR_MESSAGES.codeUsed : TWO_FACTOR_MESSAGES.codeInvalid;
  }

  private async clear(user: AdminUserEntity, verb: string, action: string): Promise<void> {
    await this.users.manager.transaction(async (tx) => {
      await tx.update(AdminUserEntity, { id: user.id }, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      await tx.delete(RecoveryCodeEntity, { userId: user.id });
      await this.activity.write({ verb, entity: 'account', entityId: user.id, action }, tx);
    });
  }

  private async find(id: string): Promise<AdminUserEntity> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw ApiError.notFound();
    return user;
  }
}
