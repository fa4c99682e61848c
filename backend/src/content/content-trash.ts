/**
 * The trash of every content type (ARCHITECTURE.md 11.3). DELETE moves the item's row into
 * `content_trash` as a snapshot, in the delete's transaction: the content tables keep only live
 * items, so every list, count, cache and unique index stays as it was (a trashed e-mail does not
 * block a new member). Its files stay, but /uploads/ answers 404 for them (files/withheld-files.ts),
 * until it is restored or purged: by an administrator, or automatically after TRASH_RETENTION_DAYS.
 * What was deleted with it (its reference dependents) is restored and purged with it. A purge or restore first claims the trash row with a
 * conditional DELETE; its affected count decides who goes on, so two replicas never purge twice.
 */
import { Controller, Delete, Get, HttpCode, Inject, Injectable, Param, Post, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { activityNameOf, labelOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { GOVERNANCE_TEXTS, TRASH_RETENTION_DAYS, type TrashItem } from '@diet/contracts/content-governance';
import { DataSource, LessThan, type EntityManager } from 'typeorm';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { PeriodicJob } from '../common/periodic-job';
import { EnumField } from '../common/field-validators';
import { PageResult, WithMessage } from '../common/page-result';
import { containsPattern, ListQueryDto, pageOf } from '../common/pagination';
import { ContentTrashEntity } from './content-governance.entities';
import { withholdFiles } from '../files/withheld-files';
import { contentFileOf, fileUrlsOf } from './content-file';
import { assertReferences, ownersOf, relatedTypes } from './content-references';
import { ContentRevisionLog } from './content-revisions';
import { CONTENT_SCHEMAS } from './content-schemas';
import type { ContentRecord, ContentService } from './content.service';
import { RequireGovernance } from './governance-access';
import { countOf } from '@diet/contracts/count-of';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 100;

/** Every file an item and its earlier versions name: withheld while it is in the trash, removed by its purge. */
async function itemFiles(
  manager: EntityManager,
  definition: ContentTypeDefinition,
  record: ContentRecord,
): Promise<{ versions: ContentRecord[]; urls: string[] }> {
  const versions = [
    record,
    ...((await new ContentRevisionLog(definition).snapshots(manager, record.id)) as ContentRecord[]),
  ];
  return { versions, urls: fileUrlsOf(contentFileOf(definition), versions) };
}

/**
 * Moves a record into the trash inside the delete's transaction, with the records that belong to
 * it (a tender's corrigenda and documents, through their `reference` fields, at any depth): each
 * names the owner it went with, which brings it back. Their files stop being served at once.
 */
export async function moveToTrash(
  tx: EntityManager,
  definition: ContentTypeDefinition,
  record: ContentRecord,
  admin: AdminPrincipal | undefined,
  owner?: { type: string; id: string },
): Promise<void> {
  for (const { definition: other, field } of relatedTypes(definition)) {
    const rows = await tx
      .getRepository<ContentRecord>(CONTENT_SCHEMAS.get(other)!)
      .find({ where: { [field]: record.id } });
    for (const row of rows) await moveToTrash(tx, other, row, admin, { type: definition.name, id: record.id });
  }
  await tx.insert(ContentTrashEntity, {
    contentType: definition.name,
    itemId: record.id,
    label: labelOf(definition, record).slice(0, 300),
    snapshot: JSON.stringify(record),
    deletedBy: (admin?.name || admin?.email || 'system').slice(0, 254),
    deletedAt: new Date(),
    ownerType: owner?.type ?? null,
    ownerId: owner?.id ?? null,
  });
  await withholdFiles(tx, (await itemFiles(tx, definition, record)).urls, true);
  await tx.getRepository<ContentRecord>(CONTENT_SCHEMAS.get(definition)!).delete({ id: record.id });
}

/** A trashed item with the service of its type. */
interface Trashed {
  content: ContentService;
  record: ContentRecord;
}

export class TrashQueryDto extends ListQueryDto {
  @EnumField({ label: 'Type', values: CONTENT_TYPES.map((d) => d.name) })
  type?: string | null;
}

export const CONTENT_SERVICES = 'content-services';

@Injectable()
export class ContentTrashService {
  private readonly services: ReadonlyMap<string, ContentService>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CONTENT_SERVICES) services: ContentService[],
  ) {
    this.services = new Map(services.map((s) => [s.definition.name, s]));
  }

  /** Newest deletion first; `type` and `q` (the item's label) filter in the database. */
  async list(query: TrashQueryDto): Promise<PageResult<TrashItem>> {
    const { page, pageSize, offset } = pageOf(query);
    const qb = this.db.getRepository(ContentTrashEntity).createQueryBuilder('t');
    if (query.type) qb.andWhere('t.contentType = :type', { type: query.type });
    if (query.q) qb.andWhere("t.label LIKE :q ESCAPE '!'", { q: containsPattern(query.q) });
    const [rows, total] = await qb
      .orderBy('t.deletedAt', 'DESC')
      .addOrderBy('t.itemId', 'ASC')
      .skip(offset)
      .take(pageSize)
      .getManyAndCount();
    const items = rows.map((r) => ({
      type: r.contentType,
      typeLabel: this.services.get(r.contentType)?.definition.label.one ?? r.contentType,
      id: r.itemId,
      label: r.label,
      deletedAt: r.deletedAt.toISOString(),
      deletedBy: r.deletedBy,
    }));
    return new PageResult(items, { total, page, pageSize });
  }

  /**
   * Puts the item back as it was, with its files and what was deleted with it; 409 with the
   * field's message when a live item now holds a unique value of theirs, and 409 while the owner
   * this item belongs to is in the trash (it comes back with its owner).
   */
  async restore(type: string, id: string, admin: AdminPrincipal | undefined): Promise<ContentService> {
    const content = this.serviceOf(type);
    const item = await this.trashed(this.db.manager, type, id);
    if (!item) throw ApiError.notFound();
    for (const owner of ownersOf(content.definition, item.record)) {
      const ownerName = activityNameOf(owner.definition);
      if (await this.db.manager.existsBy(ContentTrashEntity, { contentType: owner.definition.name, itemId: owner.id }))
        throw new ApiError(409, GOVERNANCE_TEXTS.ownerInTrash(ownerName));
      // Deleted on its own, then its owner purged: nothing to put it back under.
      if (!(await this.db.manager.getRepository(CONTENT_SCHEMAS.get(owner.definition)!).existsBy({ id: owner.id })))
        throw new ApiError(409, GOVERNANCE_TEXTS.ownerPurged(ownerName));
    }
    const group = [item, ...(await this.deletedWith(this.db.manager, type, id))];
    for (const { content: c, record } of group) await c.assertUnique(record, record.id);
    await assertReferences(this.db, content.definition, item.record);
    await content.uniquely(() =>
      this.db.transaction(async (tx) => {
        for (const [i, { content: c, record }] of group.entries()) {
          // Another request restored or purged it first: the item is a 404, a dependent is theirs.
          if (!(await this.claim(tx, c.definition.name, record.id))) {
            if (i === 0) throw ApiError.notFound();
            continue;
          }
          await tx.getRepository<ContentRecord>(c.schema).insert(record);
          await withholdFiles(tx, (await itemFiles(tx, c.definition, record)).urls, false);
          await c.log(tx, 'Restored', record, admin);
        }
      }),
    );
    return content;
  }

  /** Removes the item for good, with what was deleted with it and every file their revisions name; false when another request or replica claimed it first. */
  async purge(type: string, id: string, admin: AdminPrincipal | undefined): Promise<boolean> {
    const item = await this.trashed(this.db.manager, type, id);
    if (!item) return false;
    const group = [item, ...(await this.deletedWith(this.db.manager, type, id))];
    const gone: { content: ContentService; versions: ContentRecord[] }[] = [];
    await this.db.transaction(async (tx) => {
      for (const [i, { content: c, record }] of group.entries()) {
        if (!(await this.claim(tx, c.definition.name, record.id))) {
          if (i === 0) return;
          continue;
        }
        gone.push({ content: c, versions: (await itemFiles(tx, c.definition, record)).versions });
        await c.revisions.removeAll(tx, record.id);
        await c.log(tx, 'Purged', record, admin);
      }
    });
    for (const { content: c, versions } of gone) await c.files.removed(versions);
    return gone.length > 0;
  }

  /** Purges what has been in the trash longer than the retention; returns how many this call purged. */
  async purgeExpired(now = new Date()): Promise<number> {
    const expired = await this.db.manager.find(ContentTrashEntity, {
      select: { contentType: true, itemId: true },
      where: { deletedAt: LessThan(new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS)) },
      order: { deletedAt: 'ASC' },
      take: PURGE_BATCH,
    });
    let purged = 0;
    for (const row of expired) {
      // A type no longer defined cannot be restored either: its row waits for the code that knows it.
      if (this.services.has(row.contentType) && (await this.purge(row.contentType, row.itemId, undefined))) purged++;
    }
    return purged;
  }

  /** The trashed item of a type this code knows; null otherwise. */
  private async trashed(manager: EntityManager, type: string, id: string): Promise<Trashed | null> {
    const content = this.serviceOf(type);
    const row = await manager.findOneBy(ContentTrashEntity, { contentType: type, itemId: id });
    return row ? { content, record: JSON.parse(row.snapshot) as ContentRecord } : null;
  }

  /** What was deleted with an item, at any depth, each before what belongs to it. */
  private async deletedWith(manager: EntityManager, type: string, id: string): Promise<Trashed[]> {
    const rows = await manager.find(ContentTrashEntity, {
      where: { ownerType: type, ownerId: id },
      order: { itemId: 'ASC' },
    });
    const found: Trashed[] = [];
    for (const row of rows) {
      const content = this.services.get(row.contentType);
      if (!content) continue;
      found.push(
        { content, record: JSON.parse(row.snapshot) as ContentRecord },
        ...(await this.deletedWith(manager, row.contentType, row.itemId)),
      );
    }
    return found;
  }

  /** The conditional delete that only one request or replica wins. */
  private async claim(tx: EntityManager, type: string, id: string): Promise<boolean> {
    const result = await tx.delete(ContentTrashEntity, { contentType: type, itemId: id });
    return result.affected === 1;
  }

  private serviceOf(type: string): ContentService {
    const content = this.services.get(type);
    if (!content) throw ApiError.notFound();
    return content;
  }
}

@Controller('api/admin/trash')
export class TrashController {
  constructor(private readonly trash: ContentTrashService) {}

  @Get()
  @RequireGovernance('trashRestore')
  list(@Query() query: TrashQueryDto): Promise<PageResult<TrashItem>> {
    return this.trash.list(query);
  }

  @Post(':type/:id/restore')
  @HttpCode(200)
  @RequireGovernance('trashRestore')
  async restore(
    @Param('type') type: string,
    @Param('id') id: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<null>> {
    const content = await this.trash.restore(type, id, admin);
    return new WithMessage(null, GOVERNANCE_TEXTS.restored(content.definition.label.one));
  }

  @Delete(':type/:id')
  @HttpCode(200)
  @RequireGovernance('trashPurge')
  async purge(
    @Param('type') type: string,
    @Param('id') id: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<null>> {
    if (!(await this.trash.purge(type, id, admin))) throw ApiError.notFound();
    return new WithMessage(null, GOVERNANCE_TEXTS.purged(CONTENT_TYPES.find((d) => d.name === type)!.label.one));
  }
}

/** Purges expired items on every replica, hourly and at boot; the claim makes the replicas' runs safe together. */
@Injectable()
export class TrashPurgeWorker extends PeriodicJob {
  readonly jobName = 'trash-purge';

  constructor(private readonly trash: ContentTrashService) {
    super();
  }

  protected async runOnce(): Promise<string | null> {
    const n = await this.trash.purgeExpired();
    return n > 0 ? `Purged ${countOf(n, 'item', 'items')} deleted more than ${TRASH_RETENTION_DAYS} days ago` : null;
  }
}
