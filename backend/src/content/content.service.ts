/**
 * List, read, create, update and delete of one content type, driven by its definition. Each change
 * and its activity-log entry are written in one transaction.
 */
import type { ContentTypeDefinition, OfficeFlag } from '@diet/contracts/content-type';
import { activityNameOf, fieldEntries, labelOf, uniqueFields, visitorDefinition } from '@diet/contracts/content-type';
import {
  checkTranslations,
  hasTranslations,
  reviewAfterSave,
  TRANSLATION_REVIEW_KEY,
} from '@diet/contracts/content-translations';
import { checkFields, checkRecord } from '@diet/contracts/content-validation';
import { archiveYearField } from '@diet/contracts/archive';
import { REVIEW_FIELD_NAME, defaultReviewBy } from '@diet/contracts/review';
import type { RevisionAction, RevisionChange } from '@diet/contracts/content-governance';
import { DEFAULT_LANGUAGE, type Language } from '@diet/contracts/languages';
import { VALIDATION } from '@diet/contracts/messages';
import type { FacetCount, ImportReport, ListMeta } from '@diet/contracts/api';
import type { DataSource, EntityManager, EntitySchema, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import type { ActivityService, ActivityVerb } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { instituteToday } from '../common/institute-date';
import { isDuplicateKey } from '../common/db-errors';
import { PageResult } from '../common/page-result';
import { paginate } from '../common/pagination';
import type { UploadedFile } from '../common/upload/upload-check';
import { validationError } from '../common/validation';
import { toSafeCsv } from '../csv/safe-csv';
import type { FileStorage } from '../files/file-storage';
import { ContentFileStore, contentFileOf, fileUrlColumns } from './content-file';
import { ContentRevisionLog } from './content-revisions';
import { moveToTrash } from './content-trash';
import { importCsv, type ImportOptions } from './content-import';
import type { ContentHooks } from './content-hooks';
import {
  assertMayDelete,
  assertMayEdit,
  assertMayPublish,
  createdPublishing,
  previewedOf,
  publicOnly,
  splitPublishing,
  statusFilterOf,
  whereStatus,
  type Previewed,
} from './content-publishing';
import { assertReferences, embedRelated, localizedWithRelated } from './content-references';
import {
  applyConditions,
  applyListQuery,
  applyListSearch,
  applyVisibleIf,
  itemConditions,
  parseListQuery,
  visibleIfOf,
  type Audience,
} from './content-query';

export type ContentRecord = ObjectLiteral & { id: string };

/** The values of the fields the body names: an update that keeps what it leaves out. */
const sentOnly = (values: Record<string, unknown>, body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => name in (body ?? {})));

export class ContentService {
  private readonly repo: Repository<ContentRecord>;
  readonly files: ContentFileStore;
  readonly revisions: ContentRevisionLog;
  private readonly fileField: string | undefined;
  /** What an office create gives the fields the server sets: their defaults. */
  private readonly managedDefaults: Record<string, unknown>;

  constructor(
    readonly definition: ContentTypeDefinition,
    readonly schema: EntitySchema,
    readonly db: DataSource,
    private readonly activity: ActivityService,
    storage: FileStorage,
    private readonly hooks: ContentHooks = {},
  ) {
    this.repo = db.getRepository<ContentRecord>(schema);
    const file = contentFileOf(definition);
    this.files = new ContentFileStore(definition, file, storage);
    this.fileField = file?.name;
    this.revisions = new ContentRevisionLog(definition);
    this.managedDefaults = Object.fromEntries(
      fieldEntries(definition)
        .filter(([, f]) => f.managed)
        .map(([name, f]) => [name, 'default' in f ? (f.default ?? null) : null]),
    );
  }

  /**
   * A page of records with what belongs to them; visitors read each translatable field in the language they ask for (`?lang=`).
   * `previewed`: the visitors' list with that item (of this type, or embedded) in its place whatever its publishing state (a staff preview).
   */
  async list(
    rawQuery: Record<string, unknown>,
    audience: Audience,
    previewed?: Previewed,
  ): Promise<PageResult<ContentRecord>> {
    const { status, rest } = audience === 'admin' ? statusFilterOf(rawQuery) : { status: null, rest: rawQuery };
    const query = parseListQuery(this.definition, rest, audience);
    const qb = this.audienceQuery(audience, previewedOf(this.definition, previewed));
    const page = await paginate(applyListQuery(this.definition, status ? whereStatus(qb, status) : qb, query), query);
    await embedRelated(this.db, this.definition, page.items, audience, previewed);
    await this.hooks.present?.({ manager: this.db.manager, records: page.items });
    if (audience === 'admin') return page;
    // Visitors' catalogue shows the counts; the office's table reads none, and pays no GROUP BY for them.
    const meta = await this.withFacets(page.meta, () =>
      applyListSearch(this.definition, this.audienceQuery(audience, previewedOf(this.definition, previewed)), query),
    );
    return new PageResult(
      page.items.map((r) => localizedWithRelated(this.definition, r, query.language)),
      meta,
    );
  }

  /** The list's meta with `facets` (the definition's `public.listFacets`) counted over the records `found` finds. */
  private async withFacets(meta: ListMeta, found: () => SelectQueryBuilder<ContentRecord>): Promise<ListMeta> {
    const fields = (this.definition.public && this.definition.public.listFacets) || [];
    if (fields.length === 0) return meta;
    const counted = await Promise.all(
      fields.map(async (field) => {
        const rows = await found()
          .select(`c.${field}`, 'value')
          .addSelect('COUNT(*)', 'count')
          .andWhere(`c.${field} IS NOT NULL`)
          .groupBy(`c.${field}`)
          .orderBy('count', 'DESC')
          .addOrderBy('value', 'ASC')
          .getRawMany<{ value: unknown; count: unknown }>();
        const numeric = this.definition.fields[field].kind === 'integer';
        return [
          field,
          rows.map((r) => ({ value: numeric ? Number(r.value) : String(r.value), count: Number(r.count) })),
        ] as const;
      }),
    );
    return { ...meta, facets: Object.fromEntries(counted) };
  }

  /**
   * The first `limit` of this type's archive (its `views.archive` view) as visitors read them in
   * `lang`, newest first by the archive's date, found by `q` and within `year` (the year its
   * validity ended, archiveYearField); and how many there are.
   */
  async archived(
    { q, year, lang }: { q: string | null; year: number | null; lang: Language },
    limit: number,
  ): Promise<{ items: ContentRecord[]; total: number }> {
    const qb = this.archiveQuery(q, lang);
    const { dateField } = this.definition.views!.archive!;
    const yearField = archiveYearField(this.definition);
    if (year)
      qb.andWhere(`c.${yearField} >= :from AND c.${yearField} < :to`, {
        from: `${year}-01-01`,
        to: `${year + 1}-01-01`,
      });
    const [records, total] = await qb
      .orderBy(`c.${dateField}`, 'DESC')
      .addOrderBy('c.id', 'ASC')
      .take(limit)
      .getManyAndCount();
    return { items: records.map((r) => localizedWithRelated(this.definition, r, lang)), total };
  }

  /** How many items this type's archive found by `q` has of each year (the year their validity ended). */
  async archivedYears(q: string | null): Promise<FacetCount[]> {
    const rows = await this.archiveQuery(q, DEFAULT_LANGUAGE)
      .select(`SUBSTR(c.${archiveYearField(this.definition)}, 1, 4)`, 'year')
      .addSelect('COUNT(*)', 'count')
      .groupBy('year')
      .getRawMany<{ year: unknown; count: unknown }>();
    return rows.map((r) => ({ value: Number(r.year), count: Number(r.count) }));
  }

  private archiveQuery(q: string | null, lang: Language): SelectQueryBuilder<ContentRecord> {
    const views = this.definition.views!;
    const query = parseListQuery(this.definition, { [views.param]: views.archive!.view, q, lang }, 'public');
    return applyListSearch(this.definition, this.audienceQuery('public'), query);
  }

  /** Every record the list's search finds (no paging), in its order, at most `limit`, as visitors read them (an export). */
  async found(rawQuery: Record<string, unknown>, limit: number): Promise<ContentRecord[]> {
    const { page: _page, pageSize: _size, ...rest } = rawQuery;
    const query = parseListQuery(this.definition, rest, 'public');
    const records = await applyListQuery(this.definition, this.audienceQuery('public'), query).take(limit).getMany();
    return records.map((r) => localizedWithRelated(this.definition, r, query.language));
  }

  /** One record as a visitor reads it in `language` (`previewed`: as it will read once published). */
  async getLocalized(id: string, language: Language, previewed = false): Promise<ContentRecord> {
    return localizedWithRelated(this.definition, await this.get(id, 'public', previewed), language);
  }

  /** One record with the records that belong to it; 404 when there is none, or visitors may not see it (yet). */
  async get(id: string, audience: Audience = 'admin', previewed = false): Promise<ContentRecord> {
    const records = await embedRelated(this.db, this.definition, [await this.find(id, audience, previewed)], audience);
    await this.hooks.present?.({ manager: this.db.manager, records });
    return records[0];
  }

  /**
   * Whether visitors see, now, an item of this type whose file (or one of its image's copies) is
   * `url`: only such a file may be cached publicly for long (files/uploads.controller.ts). A draft's,
   * a replaced one (named by a revision only) or a type visitors never read: false.
   */
  async showsFile(url: string): Promise<boolean> {
    const file = contentFileOf(this.definition);
    if (!file || !this.definition.public) return false;
    const qb = applyConditions(this.audienceQuery('public'), itemConditions(this.definition, 'public'));
    applyVisibleIf(qb, visibleIfOf(this.definition, 'public'));
    qb.andWhere(
      `(${fileUrlColumns(file)
        .map((column) => `c.${column} = :url`)
        .join(' OR ')})`,
      { url },
    );
    return (await qb.getCount()) > 0;
  }

  /**
   * Every item visitors can open on its own page now (what `find` lets them read), with when it last
   * changed for them: its last edit, or its publication when that came later. The newest `limit`.
   */
  async publicItemDates(limit: number): Promise<{ id: string; changed: Date }[]> {
    const qb = applyConditions(this.audienceQuery('public'), itemConditions(this.definition, 'public'));
    applyVisibleIf(qb, visibleIfOf(this.definition, 'public'));
    const rows = await qb
      .select(['c.id', 'c.updatedAt', 'c.publishAt'])
      .orderBy('c.updatedAt', 'DESC')
      .addOrderBy('c.id', 'ASC')
      .take(limit)
      .getMany();
    return rows.map((row) => {
      const times = [row.updatedAt, row.publishAt].filter(Boolean).map((t) => new Date(t as string | Date).getTime());
      return { id: String(row.id), changed: new Date(Math.max(...times)) };
    });
  }

  /** One record as stored (what a write starts from). */
  async find(id: string, audience: Audience = 'admin', previewed = false): Promise<ContentRecord> {
    const qb = applyConditions(
      this.audienceQuery(audience, previewed ? id : undefined).andWhere('c.id = :id', { id }),
      itemConditions(this.definition, audience),
    );
    applyVisibleIf(qb, visibleIfOf(this.definition, audience));
    const record = await qb.getOne();
    if (!record) throw ApiError.notFound();
    return record;
  }

  async create(
    sent: Record<string, unknown>,
    file: UploadedFile | undefined,
    admin: AdminPrincipal | undefined,
  ): Promise<ContentRecord> {
    const { rest: body, values: asked, errors } = splitPublishing(sent);
    const { values, fileName } = this.checked(this.definition, body, this.sent(file), errors);
    const publishing = createdPublishing(asked, admin);
    await this.assertUnique(values);
    await assertReferences(this.db, this.definition, values);
    const created = { ...this.managedDefaults, ...values, ...publishing };
    return this.get(await this.store(this.withReviewBy(created, created), body, file, fileName, admin));
  }

  /**
   * A visitor's create (definition.visitorCreate): the visitor's fields, then the values the
   * definition gives. A filled honeypot is a bot: checked and answered alike, nothing stored.
   */
  async createByVisitor(body: Record<string, unknown>, file: UploadedFile | undefined): Promise<void> {
    const create = this.definition.visitorCreate;
    if (!create) throw ApiError.notFound();
    const { values, fileName } = this.checked(visitorDefinition(this.definition), body, this.sent(file));
    const bot = create.honeypot ? Boolean(values[create.honeypot]) : false;
    if (create.honeypot) delete values[create.honeypot];
    if (bot) return this.files.check(file);
    await this.store({ ...this.managedDefaults, ...values, ...create.values }, body, file, fileName, null);
  }

  /** `values` with the review day `record` takes when the office leaves it empty (review.ts). */
  private withReviewBy(values: Record<string, unknown>, record: Record<string, unknown>): Record<string, unknown> {
    if (!this.definition.review || values[REVIEW_FIELD_NAME]) return values;
    return { ...values, [REVIEW_FIELD_NAME]: defaultReviewBy(this.definition, record, instituteToday()) };
  }

  /** Stores a new record with its file; the office's creates are logged (`admin` null: a visitor's, not logged). */
  private store(
    values: Record<string, unknown>,
    body: Record<string, unknown>,
    file: UploadedFile | undefined,
    fileName: string | null,
    admin: AdminPrincipal | undefined | null,
  ): Promise<string> {
    return this.files.create(file, fileName, (fileColumns) =>
      this.uniquely(() =>
        this.db.transaction(async (tx) => {
          const repo = tx.getRepository<ContentRecord>(this.schema);
          const decided = await this.decided(tx, body, values, null);
          const saved = await repo.save(repo.create({ ...values, ...decided, ...fileColumns }));
          if (admin !== null) await this.log(tx, 'Created', saved, admin);
          await this.revisions.record(tx, null, saved, 'created', admin);
          await this.afterWrite(tx, saved, admin);
          return saved.id;
        }),
      ),
    );
  }

  async update(
    id: string,
    sent: Record<string, unknown>,
    file: UploadedFile | undefined,
    admin: AdminPrincipal | undefined,
  ): Promise<ContentRecord> {
    const flag = file ? undefined : this.flagOf(sent);
    if (flag) return this.setFlag(id, flag, sent[flag.field], admin);
    const { rest: body, values: publishing, errors } = splitPublishing(sent);
    const record = await this.find(id);
    assertMayEdit(record, publishing, admin);
    const checked = this.checked(this.definition, body, undefined, errors);
    // The publishing fields a body leaves out are kept, whatever the type does with its own.
    const sentValues = {
      ...(this.definition.keepOmittedOnUpdate ? sentOnly(checked.values, body) : checked.values),
      ...publishing,
    };
    const values =
      REVIEW_FIELD_NAME in sentValues ? this.withReviewBy(sentValues, { ...record, ...sentValues }) : sentValues;
    await this.assertUnique(values, id);
    await assertReferences(this.db, this.definition, values);
    await this.files.update(file, checked.fileName, (fileColumns) =>
      this.uniquely(() =>
        this.db.transaction(async (tx) => {
          const before = { ...record };
          const decided = await this.decided(tx, body, values, before);
          Object.assign(record, values, decided, fileColumns);
          if (hasTranslations(this.definition)) record.translations = this.withReview(before, record);
          await tx.getRepository<ContentRecord>(this.schema).save(record);
          await this.log(tx, 'Updated', record, admin);
          await this.revisions.record(tx, before, record, 'updated', admin);
          await this.afterWrite(tx, record, admin);
        }),
      ),
    );
    return this.get(id);
  }

  /** The record's translations with their review marks after this save (English changed, translation kept: to check). */
  private withReview(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
    const { [TRANSLATION_REVIEW_KEY]: _old, ...languages } = (after.translations ?? {}) as Record<string, unknown>;
    const review = reviewAfterSave(this.definition, before, after);
    return Object.keys(review).length > 0 ? { ...languages, [TRANSLATION_REVIEW_KEY]: review } : languages;
  }

  /** Moves the record to the trash (content-trash.ts); its files stay, unserved, until it is purged. */
  async remove(id: string, admin: AdminPrincipal | undefined): Promise<void> {
    const record = await this.find(id);
    assertMayDelete(record, admin);
    await this.db.transaction(async (tx) => {
      // Its corrigenda and documents go to the trash with it, and come back with it.
      await moveToTrash(tx, this.definition, record, admin);
      await this.log(tx, 'Deleted', record, admin);
    });
  }

  /** The file parts a create came with. */
  private sent(file: UploadedFile | undefined): string[] {
    return file && this.fileField ? [this.fileField] : [];
  }

  /** A body holding only one of the definition's flags sets that flag alone. */
  private flagOf(body: Record<string, unknown> | undefined): OfficeFlag | undefined {
    const keys = Object.keys(body ?? {});
    return keys.length === 1 ? this.definition.flags?.find((f) => f.field === keys[0]) : undefined;
  }

  /** Sets an office flag (approve / disapprove), logged with the verb of its new value. */
  private async setFlag(
    id: string,
    flag: OfficeFlag,
    raw: unknown,
    admin: AdminPrincipal | undefined,
  ): Promise<ContentRecord> {
    const field = this.definition.fields[flag.field];
    const { values, errors } = checkFields(
      { [flag.field]: { ...field, required: field.required ?? VALIDATION.invalidValue(field.label) } },
      { [flag.field]: raw },
    );
    if (errors.length > 0) throw validationError(errors);
    // An office flag decides what visitors see (approving a proposal publishes it).
    assertMayPublish(admin);
    const record = await this.find(id);
    const value = values[flag.field] === true;
    await this.db.transaction(async (tx) => {
      await tx.getRepository<ContentRecord>(this.schema).save(Object.assign(record, { [flag.field]: value }));
      await this.log(tx, (value ? flag.verbs.true : flag.verbs.false) as ActivityVerb, record, admin);
    });
    return this.get(id);
  }

  /** A clear 409 before writing, under the field whose value another record has. */
  async assertUnique(values: Record<string, unknown>, exceptId?: string): Promise<void> {
    for (const [name, message] of uniqueFields(this.definition)) {
      if (values[name] === null || values[name] === undefined) continue;
      const other = await this.repo
        .createQueryBuilder('c')
        .select('c.id', 'id')
        .where(`c.${name} = :value`, { value: values[name] })
        .getRawOne<{ id: string }>();
      if (other && other.id !== exceptId) throw new ApiError(409, message, { [name]: message });
    }
  }

  /** The unique index still decides when two requests race: its refusal is the same 409. */
  async uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const [clash] = uniqueFields(this.definition);
      if (clash && isDuplicateKey(error)) throw new ApiError(409, clash[1], { [clash[0]]: clash[1] });
      throw error;
    }
  }

  /** A CSV import (content-import.ts): checked, then, unless a dry run, written with one activity entry. */
  importCsv(
    bytes: Buffer | undefined,
    options: ImportOptions,
    admin: AdminPrincipal | undefined,
  ): Promise<ImportReport> {
    return importCsv(
      { definition: this.definition, schema: this.schema, activity: this.activity },
      bytes,
      options,
      admin,
      (work) => this.db.transaction(work),
    );
  }

  /** Every record in the list's order as CSV: the definition's export fields, headed by their column or label. */
  async exportCsv(): Promise<string> {
    const { fields } = this.definition.export ?? { fields: [] };
    const query = parseListQuery(this.definition, {}, 'admin');
    const records = await applyListQuery(this.definition, this.repo.createQueryBuilder('c'), query).getMany();
    const header = fields.map((name) => this.definition.fields[name].column ?? this.definition.fields[name].label);
    return toSafeCsv(
      header,
      records.map((record) => fields.map((name) => record[name])),
    );
  }

  /**
   * The body's values, and the name sent for the file (`fileName`), or a 400 with SPEC.md's messages.
   * A create passes the file parts sent, so that a missing required file is named with the other fields.
   */
  private checked(
    definition: ContentTypeDefinition,
    body: Record<string, unknown>,
    sentFiles?: readonly string[],
    publishingErrors: readonly [string, string][] = [],
  ): { values: Record<string, unknown>; fileName: string | null } {
    // The office's saves take translations; a visitor's create (another definition) does not.
    const office = definition === this.definition && hasTranslations(definition);
    const { translations, ...fields } = body ?? {};
    const { values, fileNames, errors } = checkRecord(definition, office ? fields : (body ?? {}), sentFiles);
    const translated = office ? checkTranslations(definition, translations) : { value: undefined, errors: [] };
    if (errors.length + translated.errors.length + publishingErrors.length > 0)
      throw validationError([...errors, ...translated.errors, ...publishingErrors]);
    // Sent translations replace the kept ones; a body without them keeps them.
    if (translated.value !== undefined) (values as Record<string, unknown>).translations = translated.value;
    return { values, fileName: Object.values(fileNames)[0] ?? null };
  }

  /** What the type's hook decides beyond the body (a new staff member's place). */
  private decided(
    tx: EntityManager,
    body: Record<string, unknown>,
    values: Record<string, unknown>,
    current: Record<string, unknown> | null,
  ) {
    return this.hooks.decide?.({ tx, schema: this.schema, body: body ?? {}, values, current }) ?? Promise.resolve({});
  }

  /**
   * What the type's hook changes elsewhere once a record is saved (a corrigendum's new closing time), audited in the same
   * transaction. Every write of a record's values calls it: a create, an update, a publishing action and a revision restore.
   */
  afterWrite(tx: EntityManager, record: ContentRecord, admin: AdminPrincipal | undefined | null): Promise<void> {
    return (
      this.hooks.afterWrite?.({
        tx,
        record,
        admin,
        recordChange: async (definition, before, after) => {
          await this.activity.recordIn(
            tx,
            'Updated',
            activityNameOf(definition),
            after.id,
            labelOf(definition, after),
            admin ?? undefined,
          );
          await new ContentRevisionLog(definition).record(tx, before, after, 'updated', admin);
        },
      }) ?? Promise.resolve()
    );
  }

  /** Visitors' reads start from what is published and due (and the item staff preview). */
  private audienceQuery(audience: Audience, previewed?: string) {
    const qb = this.repo.createQueryBuilder('c');
    return audience === 'public' ? publicOnly(qb, new Date(), 'c', previewed) : qb;
  }

  /**
   * Sets the publishing fields of `record`, logged with `verb` in the same transaction (the
   * publishing actions); `history` keeps a revision of it too (a send-back and its reason).
   */
  async changePublishing(
    record: ContentRecord,
    changes: Record<string, unknown>,
    verb: ActivityVerb,
    admin: AdminPrincipal | undefined,
    history?: { action: RevisionAction; changes: RevisionChange[] },
  ): Promise<ContentRecord> {
    await this.db.transaction(async (tx) => {
      await tx.getRepository<ContentRecord>(this.schema).update({ id: record.id }, changes as never);
      await this.log(tx, verb, record, admin);
      if (history)
        await this.revisions.recordChanges(tx, { ...record, ...changes }, history.action, history.changes, admin);
      await this.afterWrite(tx, { ...record, ...changes }, admin);
    });
    return this.get(record.id);
  }

  log(tx: EntityManager, verb: ActivityVerb, record: ContentRecord, admin: AdminPrincipal | undefined) {
    return this.activity.recordIn(
      tx,
      verb,
      activityNameOf(this.definition),
      record.id,
      labelOf(this.definition, record),
      admin,
    );
  }

  /** The total and each view's count ({ total, upcoming, past }), decided as the lists decide them. */
  async counts(): Promise<Record<string, number>> {
    const views = Object.entries(this.definition.views?.options ?? {});
    const counted = await Promise.all(
      views.map(
        async ([view, conditions]) =>
          [view, await applyConditions(this.repo.createQueryBuilder('c'), conditions).getCount()] as const,
      ),
    );
    return { total: await this.repo.count(), ...Object.fromEntries(counted) };
  }

  /** The values of `field` present in what visitors may see, newest (largest) first. */
  async facet(field: string): Promise<unknown[]> {
    const qb = applyVisibleIf(
      applyConditions(this.audienceQuery('public'), itemConditions(this.definition, 'public')),
      visibleIfOf(this.definition, 'public'),
    );
    const rows = await qb
      .select(`DISTINCT c.${field}`, 'value')
      .orderBy('value', 'DESC')
      .getRawMany<{ value: unknown }>();
    const numeric = this.definition.fields[field]?.kind === 'integer';
    return rows.map((r) => (numeric ? Number(r.value) : r.value));
  }
}
