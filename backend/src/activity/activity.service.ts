/**
 * The activity log: every admin create, update and delete is written here. It feeds the
 * dashboard's "recent activities" and month-change figures. (The public cache's content version
 * is bumped once per write request by ContentWriteInterceptor, not here.)
 */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ActivityLogEntity } from './activity-log.entity';

export type ActivityVerb = 'Created' | 'Updated' | 'Deleted' | 'Sent' | 'Approved' | 'Disapproved' | 'Submitted' | 'Published' | 'Scheduled' | 'Unpublished' | 'Sent back';

@Injectable()
export class ActivityService {
  constructor(
    @InjectRepository(ActivityLogEntity) private readonly log: Repository<ActivityLogEntity>,
  ) {}

  /** e.g. record('Created', 'event', id, 'Annual Sports Meet', admin) -> "Created event: Annual Sports Meet". */
  async record(verb: ActivityVerb, entity: string, entityId: string | null, label: string, admin: Pick<AdminPrincipal, 'email' | 'name'> | undefined): Promise<void> {
    await this.recordIn(this.log.manager, verb, entity, entityId, label, admin);
  }

  /** The same entry, written by `manager`: inside a transaction it commits or rolls back with the change. */
  async recordIn(
    manager: EntityManager,
    verb: ActivityVerb,
    entity: string,
    entityId: string | null,
    label: string,
    admin: Pick<AdminPrincipal, 'email' | 'name'> | undefined,
  ): Promise<void> {
    const action = `${verb} ${entity}: ${label}`.slice(0, 300);
    await manager.insert(ActivityLogEntity, { action, entity, entityId, user: admin?.name || admin?.email || 'system' });
  }

  async recent(limit = 10): Promise<ActivityLogEntity[]> {
    return this.log.find({ order: { createdAt: 'DESC' }, take: limit });
  }

  async count(): Promise<number> {
    return this.log.count();
  }
}
