/**
 * The audit trail: the activity log read by person, action and date range, a page at a time or as
 * CSV. Filtering and paging happen in the database.
 */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { AUDIT_CSV_HEADER, AUDIT_MESSAGES, type AuditEntry } from '@diet/contracts/audit';
import { ActivityLogEntity } from '../activity/activity-log.entity';
import { AdminUserEntity } from '../auth/admin-user.entity';
import { ApiError } from '../common/api-error';
import { paginate } from '../common/pagination';
import { PageResult } from '../common/page-result';
import { toSafeCsv } from '../csv/safe-csv';
import type { AuditQueryDto } from './audit-query.dto';

const DAY_MS = 86_400_000;
/** A CSV export holds at most this many entries (about a year of a busy office). */
const EXPORT_LIMIT = 50_000;

/** The first instant of an institute day (Asia/Kolkata has no daylight saving). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

export const toAuditEntry = (e: ActivityLogEntity): AuditEntry => ({
  id: e.id,
  time: new Date(e.createdAt).toISOString(),
  action: e.verb,
  description: e.action,
  entity: e.entity,
  entityId: e.entityId,
  userId: e.userId,
  userName: e.user,
  email: e.userEmail,
  address: e.clientAddress,
});

@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(ActivityLogEntity) private readonly log: Repository<ActivityLogEntity>,
    @InjectRepository(AdminUserEntity) private readonly users: Repository<AdminUserEntity>,
  ) {}

  async list(query: AuditQueryDto): Promise<PageResult<AuditEntry>> {
    const page = await paginate(await this.filtered(query), query);
    return new PageResult(page.items.map(toAuditEntry), page.meta);
  }

  async exportCsv(query: AuditQueryDto): Promise<string> {
    const entries = (await (await this.filtered(query)).take(EXPORT_LIMIT).getMany()).map(toAuditEntry);
    return toSafeCsv(
      [...AUDIT_CSV_HEADER],
      entries.map((e) => [e.time, e.action, e.description, e.userName, e.email, e.address]),
    );
  }

  /** The distinct actions in the log, for the screen's filter: whatever other modules write shows up. */
  async actions(): Promise<string[]> {
    const rows = await this.log
      .createQueryBuilder('a')
      .select('DISTINCT a.verb', 'verb')
      .where("a.verb <> ''")
      .orderBy('verb', 'ASC')
      .getRawMany<{ verb: string }>();
    return rows.map((r) => r.verb);
  }

  private async filtered(query: AuditQueryDto): Promise<SelectQueryBuilder<ActivityLogEntity>> {
    if (query.from && query.to && query.to < query.from)
      throw ApiError.badRequest(AUDIT_MESSAGES.toBeforeFrom, { to: AUDIT_MESSAGES.toBeforeFrom });
    const qb = this.log.createQueryBuilder('a').orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC');
    if (query.user) {
      // An account's entries include the failed sign-ins that tried its e-mail.
      const account = isUUID(query.user) ? await this.users.findOne({ where: { id: query.user } }) : null;
      if (account) qb.andWhere('(a.userId = :id OR a.userEmail = :email)', { id: account.id, email: account.email });
      else qb.andWhere('a.userEmail = :email', { email: query.user.toLowerCase() });
    }
    if (query.action) qb.andWhere('a.verb = :verb', { verb: query.action });
    if (query.from) qb.andWhere('a.createdAt >= :from', { from: dayStart(query.from) });
    if (query.to) qb.andWhere('a.createdAt < :to', { to: new Date(dayStart(query.to).getTime() + DAY_MS) });
    return qb;
  }
}
