/**
 * List, read, create, update and delete of one content type, driven by its definition. Each change
 * and its activity-log entry are written in one transaction.
 */
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { activityNameOf, labelOf } from '@diet/contracts/content-type';
import { checkRecord } from '@diet/contracts/content-validation';
import type { DataSource, EntityManager, EntitySchema, ObjectLiteral, Repository } from 'typeorm';
import type { ActivityService, ActivityVerb } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { paginate } from '../common/pagination';
import type { UploadedFile } from '../common/upload/upload-check';
import { validationError } from '../common/validation';
import type { FileStorage } from '../files/file-storage';
import { ContentFileStore, contentFileOf } from './content-file';
import { applyConditions, applyListQuery, itemConditions, parseListQuery, type Audience } from './content-query';

export type ContentRecord = ObjectLiteral & { id: string };

export class ContentService {
  private readonly repo: Repository<ContentRecord>;
  private readonly files: ContentFileStore;

  constructor(
    readonly definition: ContentTypeDefinition,
    private readonly schema: EntitySchema,
    private readonly db: DataSource,
    private readonly activity: ActivityService,
    storage: FileStorage,
  ) {
    this.repo = db.getRepository<ContentRecord>(schema);
    this.files = new ContentFileStore(definition, contentFileOf(definition), storage);
  }

  list(rawQuery: Record<string, unknown>, audience: Audience): Promise<PageResult<ContentRecord>> {
    const query = parseListQuery(this.definition, rawQuery, audience);
    return paginate(applyListQuery(this.definition, this.repo.createQueryBuilder('c'), query), query);
  }

  /** One record; 404 when there is none, or visitors may not see it (yet). */
  async get(id: string, audience: Audience = 'admin'): Promise<ContentRecord> {
    const qb = applyConditions(this.repo.createQueryBuilder('c').where('c.id = :id', { id }), itemConditions(this.definition, audience));
    const record = await qb.getOne();
    if (!record) throw ApiError.notFound();
    return record;
  }

  async create(body: Record<string, unknown>, file: UploadedFile | undefined, admin: AdminPrincipal | undefined): Promise<ContentRecord> {
    const { values, fileName } = this.checked(body);
    const id = await this.files.create(file, fileName, (fileColumns) =>
      this.db.transaction(async (tx) => {
        const repo = tx.getRepository<ContentRecord>(this.schema);
        const saved = await repo.save(repo.create({ ...values, ...fileColumns }));
        await this.log(tx, 'Created', saved, admin);
        return saved.id;
      }),
    );
    return this.get(id);
  }

  async update(id: string, body: Record<string, unknown>, file: UploadedFile | undefined, admin: AdminPrincipal | undefined): Promise<ContentRecord> {
    const record = await this.get(id);
    const { values, fileName } = this.checked(body);
    await this.files.update(file, fileName, { ...record }, (fileColumns) =>
      this.db.transaction(async (tx) => {
        await tx.getRepository<ContentRecord>(this.schema).save(Object.assign(record, values, fileColumns));
        await this.log(tx, 'Updated', record, admin);
      }),
    );
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal | undefined): Promise<void> {
    const record = await this.get(id);
    await this.db.transaction(async (tx) => {
      await tx.getRepository<ContentRecord>(this.schema).delete({ id });
      await this.log(tx, 'Deleted', record, admin);
    });
    await this.files.removed(record);
  }

  /** The body's values, and the name sent for the file (`fileName`), or a 400 with SPEC.md's messages. */
  private checked(body: Record<string, unknown>): { values: Record<string, unknown>; fileName: string | null } {
    const { values, fileNames, errors } = checkRecord(this.definition, body ?? {});
    if (errors.length > 0) throw validationError(errors);
    return { values, fileName: Object.values(fileNames)[0] ?? null };
  }

  private log(tx: EntityManager, verb: ActivityVerb, record: ContentRecord, admin: AdminPrincipal | undefined) {
    return this.activity.recordIn(tx, verb, activityNameOf(this.definition), record.id, labelOf(this.definition, record), admin);
  }

  /** The values of `field` present in what visitors may see, newest (largest) first. */
  async facet(field: string): Promise<unknown[]> {
    const qb = applyConditions(this.repo.createQueryBuilder('c'), itemConditions(this.definition, 'public'));
    const rows = await qb.select(`DISTINCT c.${field}`, 'value').orderBy('value', 'DESC').getRawMany<{ value: unknown }>();
    const numeric = this.definition.fields[field]?.kind === 'integer';
    return rows.map((r) => (numeric ? Number(r.value) : r.value));
  }
}
