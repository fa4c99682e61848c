/**
 * The site's security policy, kept in app_state (small key -> integer rows, shared by every replica
 * and read on each admin request, so a change holds at once everywhere): the roles that must use
 * two-factor sign-in as a bit set, and the idle limit. No row: the default of defaultSecurityPolicy.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ROLES, type Role } from '@diet/contracts/accounts';
import { AUDIT_ACCOUNT_ACTIONS } from '@diet/contracts/audit';
import { defaultSecurityPolicy, type SecurityPolicy } from '@diet/contracts/security-policy';
import { ActivityService } from '../activity/activity.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppStateEntity } from '../database/app-state.entity';

const ROLES_KEY = 'policy:two-factor-roles';
const IDLE_KEY = 'policy:idle-minutes';

const bitsOf = (roles: readonly Role[]) =>
  ROLES.reduce((bits, role, i) => (roles.includes(role) ? bits | (1 << i) : bits), 0);
const rolesOf = (bits: number): Role[] => ROLES.filter((_, i) => (bits & (1 << i)) !== 0);

@Injectable()
export class SecurityPolicyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private state() {
    return this.dataSource.getRepository(AppStateEntity);
  }

  async get(): Promise<SecurityPolicy> {
    const rows = await this.state().find({ where: { key: In([ROLES_KEY, IDLE_KEY]) } });
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    const fallback = defaultSecurityPolicy(this.config.isProduction);
    const bits = value(ROLES_KEY);
    return {
      requireTwoFactor: bits === undefined ? fallback.requireTwoFactor : rolesOf(bits),
      idleMinutes: value(IDLE_KEY) ?? fallback.idleMinutes,
    };
  }

  async requiresTwoFactor(role: Role): Promise<boolean> {
    return (await this.get()).requireTwoFactor.includes(role);
  }

  async update(change: { requireTwoFactor: Role[]; idleMinutes?: number | null }): Promise<SecurityPolicy> {
    const before = await this.get();
    const after: SecurityPolicy = {
      requireTwoFactor: rolesOf(bitsOf(change.requireTwoFactor)),
      idleMinutes: change.idleMinutes ?? before.idleMinutes,
    };
    await this.dataSource.transaction(async (tx) => {
      await tx.upsert(
        AppStateEntity,
        [
          { key: ROLES_KEY, value: bitsOf(after.requireTwoFactor) },
          { key: IDLE_KEY, value: after.idleMinutes },
        ],
        ['key'],
      );
      const roles = after.requireTwoFactor.length ? after.requireTwoFactor.join(', ') : 'none';
      await this.activity.write(
        {
          verb: AUDIT_ACCOUNT_ACTIONS.securityPolicyChanged,
          entity: 'security-policy',
          entityId: null,
          action: `Security policy: two-factor sign-in required for ${roles}; idle limit ${after.idleMinutes} minutes`,
        },
        tx,
      );
    });
    return after;
  }
}
