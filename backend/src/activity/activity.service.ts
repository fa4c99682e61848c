/**
 * The activity log: every admin create, update and delete is written here, and so are sign-ins
 * and account changes. It feeds the dashboard's "recent activities", the month-change figures and
 * the audit trail (backend/src/audit). The person and the client address come from the request
 * context (common/request-context.ts), so no caller has to pass them. (The public cache's content
 * version is bumped once per write request by ContentWriteInterceptor, not here.)
 */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository, type EntityManager } from 'typeorm';
import type { Role } from '@diet/contracts/accounts';
import type { AdminPrincipal } from '../auth/admin-principal';
import { currentRequest } from '../common/request-context';
import { ActivityLogEntity } from './activity-log.entity';
import { readableEntities } from './activity-readers';

export type ActivityVerb =
  | 'Created'
  | 'Updated'
  | 'Deleted'
  | 'Sent'
  | 'Approved'
  | 'Disapproved'
  | 'Restored'
  | 'Purged'
  | 'Submitted'
  | 'Published'
  | 'Scheduled'
  | 'Unpublished'
  | 'Sent back'
  | 'Imported';

/** Who acted: the signed-in person by default; a sign-in names the account itself. */
export type ActivityActor = Partial<Pick<AdminPrincipal, 'id' | 'email' | 'name'>>;

export interface ActivityEntry {
  verb: string;
  entity: string;
  entityId: string | null;
  /** The sentence shown; "<verb> <entity>: <label>" when absent. */
  action?: string;
  label?: string;
  actor?: ActivityActor;
  /** The e-mail a failed sign-in tried, when there is no actor. */
  email?: string;
}

@Injectable()
export class ActivityService {
  constructor(@InjectRepository(ActivityLogEntity) private readonly log: Repository<ActivityLogEntity>) {}

  /** e.g. record('Created', 'event', id, 'Annual Sports Meet', admin) -> "Created event: Annual Sports Meet". */
  async record(
    verb: ActivityVerb,
    entity: string,
    entityId: string | null,
    label: string,
    admin: ActivityActor | undefined,
  ): Promise<void> {
    await this.recordIn(this.log.manager, verb, entity, entityId, label, admin);
  }

  /** The same entry, written by `manager`: inside a transaction it commits or rolls back with the change. */
  async recordIn(
    manager: EntityManager,
    verb: ActivityVerb,
    entity: string,
    entityId: string | null,
    label: string,
    admin: ActivityActor | undefined,
  ): Promise<void> {
    await this.write({ verb, entity, entityId, label, actor: admin }, manager);
  }

  /** Any entry, with a verb of its own (sign-ins, account changes); `manager` as in recordIn. */
  async write(entry: ActivityEntry, manager: EntityManager = this.log.manager): Promise<void> {
    const context = currentRequest();
    // The signed-in person of the request wins: a caller may pass only a name and an e-mail.
    const actor: ActivityActor | undefined = context?.admin ?? entry.actor;
    const action = (entry.action ?? `${entry.verb} ${entry.entity}: ${entry.label ?? ''}`).slice(0, 300);
    await manager.insert(ActivityLogEntity, {
      action,
      verb: entry.verb.slice(0, 40),
      entity: entry.entity,
      entityId: entry.entityId,
      user: actor?.name || actor?.email || entry.email || 'system',
      userId: actor?.id ?? null,
      userEmail: (actor?.email ?? entry.email ?? null)?.toLowerCase().slice(0, 254) ?? null,
      clientAddress: context?.address?.slice(0, 64) ?? null,
    });
  }

  /**
   * The dashboard's recent changes to the site that `role` may read (activity-readers.ts): sign-ins
   * and account changes are the audit log's.
   */
  async recent(role: Role | undefined, limit = 10): Promise<ActivityLogEntity[]> {
    const readable = readableEntities(role);
    const entity = readable === null ? Not('account') : In(readable.filter((e) => e !== 'account'));
    return this.log.find({ where: { entity }, order: { createdAt: 'DESC' }, take: limit });
  }

  async count(): Promise<number> {
    return this.log.count();
  }
}
