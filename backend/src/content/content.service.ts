/**
 * List, read, create, update and delete of one content type, driven by its definition. Each change
 * and its activity-log entry are written in one transaction.
 */
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { titleFieldOf } from '@diet/contracts/content-type';
import { checkRecord } from '@diet/contracts/content-validation';
import type { DataSource, EntityManager, EntitySchema, ObjectLiteral, Repository } from 'typeorm';
import type { ActivityService, ActivityVerb } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { paginate } from '../common/pagination';
import { validationError } from '../common/validation';
import { applyListQuery, parseListQuery } from './content-query';

export type ContentRecord = ObjectLiteral & { id: string };

export class ContentService {
  private readonly repo: Repository<ContentRecord>;

  constructor(
    readonly definition: ContentTypeDefinition,
    private readonly schema: EntitySchema,
    private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {
    this.repo = db.getRepository<ContentRecord>(schema);
  }

  list(rawQuery: Record<string, unknown>): Promise<PageResult<ContentRecord>> {
    const query = parseListQuery(this.definition, rawQuery);
    return paginate(applyListQuery(this.definition, this.repo.createQueryBuilder('c'), query), query);
  }

  async get(id: string): Promise<ContentRecord> {
    const record = await this.repo.findOne({ where: { id } });
    if (!record) throw ApiError.notFound();
    return record;
  }

  async create(body: Record<string, unknown>, admin: AdminPrincipal | undefined): Promise<ContentRecord> {
    const values = this.checked(body);
    const id = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository<ContentRecord>(this.schema);
      const saved = await repo.save(repo.create(values));
      await this.log(tx, 'Created', saved, admin);
      return saved.id;
    });
    return this.get(id);
  }

  async update(id: string, body: Record<string, unknown>, admin: AdminPrincipal | undefined): Promise<ContentRecord> {
    const record = await this.get(id);
    const values = this.checked(body);
    await this.db.transaction(async (tx) => {
      await tx.getRepository<ContentRecord>(this.schema).save(Object.assign(record, values));
      await this.log(tx, 'Updated', record, admin);
    });
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal | undefined): Promise<void> {
    const record = await this.get(id);
    await this.db.transaction(async (tx) => {
      await tx.getRepository<ContentRecord>(this.schema).delete({ id });
      await this.log(tx, 'Deleted', record, admin);
    });
  }

  private checked(body: Record<string, unknown>): Record<string, unknown> {
    const { values, errors } = checkRecord(this.definition, body ?? {});
    if (errors.length > 0) throw validationError(errors);
    return values;
  }

  private log(tx: EntityManager, verb: ActivityVerb, record: ContentRecord, admin: AdminPrincipal | undefined) {
    const label = String(record[titleFieldOf(this.definition)] ?? record.id);
    return this.activity.recordIn(tx, verb, this.definition.name, record.id, label, admin);
  }
}
