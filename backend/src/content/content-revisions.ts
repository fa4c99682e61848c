/**
 * Revisions of every content type (ARCHITECTURE.md 11.3): each office save keeps who, when, the
 * changed fields (before and after) and the item's values after the save; a restore writes an
 * earlier revision's values back and is itself a revision.
 *
 * Files: a revision keeps the URL of the file it had, so a replaced file stays stored while the
 * item exists (ContentFileStore.update no longer removes it); purging the item from the trash
 * removes every file its revisions name (content-trash.ts).
 */
import { Controller, Get, HttpCode, Inject, Param, Post, type Type } from '@nestjs/common';
import { adminRecordPath, formFields, storedFileColumns, storedImageColumns, type ContentTypeDefinition, type Field } from '@diet/contracts/content-type';
import { GOVERNANCE_TEXTS, type Revision, type RevisionAction, type RevisionChange } from '@diet/contracts/content-governance';
import type { EntityManager } from 'typeorm';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { WithMessage } from '../common/page-result';
import { contentServiceToken } from './content-controllers';
import { ContentRevisionEntity } from './content-governance.entities';
import { assertReferences } from './content-references';
import { RequireGovernance } from './governance-access';
import { Allow } from '../common/route-metadata';
import type { ContentRecord, ContentService } from './content.service';

type Values = Record<string, unknown>;

/** A field's columns: one, or a file's URL with its name, size, type or an image's copies. */
function columnsOf(name: string, field: Field): string[] {
  if (field.kind === 'file') return Object.values(storedFileColumns(name));
  if (field.kind === 'image') {
    const c = storedImageColumns(name, field);
    return [c.url, ...c.copies, ...(c.name ? [c.name] : [])];
  }
  return [name];
}

/** The columns a revision keeps and a restore writes back: the form's fields, with their files' columns. */
export const revisionColumns = (definition: ContentTypeDefinition): string[] => formFields(definition).flatMap(([name, field]) => columnsOf(name, field));

/** A file is shown by the name it was uploaded under, when the type keeps one, else by its URL. */
function shownValue(definition: ContentTypeDefinition, name: string, values: Values | null): unknown {
  const field = definition.fields[name];
  const shown = field.kind === 'file' ? storedFileColumns(name).name : field.kind === 'image' ? storedImageColumns(name, field).name : null;
  const value = values?.[shown ?? name] ?? values?.[name];
  return value === undefined ? null : value;
}

/** The form fields whose value differs between `before` (null: created) and `after`. */
export function changedFields(definition: ContentTypeDefinition, before: Values | null, after: Values): RevisionChange[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return formFields(definition)
    .filter(([name, field]) => columnsOf(name, field).some((column) => !same(before?.[column], after[column])))
    .map(([name, field]) => ({ field: name, label: field.label, before: before ? shownValue(definition, name, before) : null, after: shownValue(definition, name, after) }));
}

const pick = (values: Values, columns: string[]): Values => Object.fromEntries(columns.map((c) => [c, values[c] ?? null]));
const whoOf = (admin: Pick<AdminPrincipal, 'name' | 'email'> | undefined | null) => admin?.name || admin?.email || (admin === null ? 'Visitor' : 'system');

/** Writes and reads the revisions of one content type. */
export class ContentRevisionLog {
  private readonly columns: string[];

  constructor(private readonly definition: ContentTypeDefinition) {
    this.columns = revisionColumns(definition);
  }

  /** Keeps a save in its transaction; `admin` null is a visitor's create. A save that changed nothing keeps none. */
  async record(tx: EntityManager, before: Values | null, after: ContentRecord, action: RevisionAction, admin: AdminPrincipal | undefined | null): Promise<void> {
    const changes = changedFields(this.definition, before, after);
    if (before && changes.length === 0) return;
    const last = await tx
      .createQueryBuilder(ContentRevisionEntity, 'r')
      .select('MAX(r.number)', 'last')
      .where('r.contentType = :type AND r.itemId = :id', { type: this.definition.name, id: after.id })
      .getRawOne<{ last: number | null }>();
    await tx.insert(ContentRevisionEntity, {
      contentType: this.definition.name,
      itemId: after.id,
      number: Number(last?.last ?? 0) + 1,
      action,
      user: whoOf(admin).slice(0, 254),
      changes: JSON.stringify(changes),
      snapshot: JSON.stringify(pick(after, this.columns)),
    });
  }

  async list(manager: EntityManager, itemId: string): Promise<Revision[]> {
    const rows = await manager.find(ContentRevisionEntity, { where: { contentType: this.definition.name, itemId }, order: { number: 'DESC' } });
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      createdAt: r.createdAt.toISOString(),
      user: r.user,
      action: r.action as RevisionAction,
      changes: JSON.parse(r.changes) as RevisionChange[],
    }));
  }

  /** The values a revision restores; 404 when the item has no such revision. */
  async valuesOf(manager: EntityManager, itemId: string, revisionId: string): Promise<Values> {
    const row = await manager.findOneBy(ContentRevisionEntity, { id: revisionId, contentType: this.definition.name, itemId });
    if (!row) throw ApiError.notFound();
    return JSON.parse(row.snapshot) as Values;
  }

  /** Every version's values the item has had: the files they name go when the item is purged. */
  async snapshots(manager: EntityManager, itemId: string): Promise<Values[]> {
    const rows = await manager.find(ContentRevisionEntity, { select: { snapshot: true }, where: { contentType: this.definition.name, itemId } });
    return rows.map((r) => JSON.parse(r.snapshot) as Values);
  }

  /** With the item's purge: its history goes too. */
  async removeAll(tx: EntityManager, itemId: string): Promise<void> {
    await tx.delete(ContentRevisionEntity, { contentType: this.definition.name, itemId });
  }
}

/** Writes an earlier revision's values back onto the item: checked for clashes, logged, and kept as a revision itself. */
export async function restoreRevision(content: ContentService, id: string, revisionId: string, admin: AdminPrincipal | undefined): Promise<ContentRecord> {
  const record = await content.find(id);
  const values = await content.revisions.valuesOf(content.db.manager, id, revisionId);
  await content.assertUnique(values, id);
  await assertReferences(content.db, content.definition, values);
  await content.uniquely(() =>
    content.db.transaction(async (tx) => {
      const before = { ...record };
      await tx.getRepository<ContentRecord>(content.schema).save(Object.assign(record, values));
      await content.log(tx, 'Restored', record, admin);
      await content.revisions.record(tx, before, record, 'restored', admin);
    }),
  );
  return content.get(id);
}

/** GET /api/admin/<records>/:id/revisions and POST .../revisions/:revisionId/restore. */
export function adminRevisionsController(definition: ContentTypeDefinition): Type {
  const records = adminRecordPath(definition);

  @Controller(`api/admin/${records}/:id/revisions`)
  class AdminRevisionsController {
    constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

    @Get()
    @Allow('contentRead')
    async list(@Param('id') id: string): Promise<Revision[]> {
      await this.content.get(id);
      return this.content.revisions.list(this.content.db.manager, id);
    }

    @Post(':revisionId/restore')
    @HttpCode(200)
    @RequireGovernance('revisionsRestore')
    async restore(@Param('id') id: string, @Param('revisionId') revisionId: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<ContentRecord>> {
      return new WithMessage(await restoreRevision(this.content, id, revisionId, admin), GOVERNANCE_TEXTS.revisionRestored);
    }
  }
  return AdminRevisionsController;
}
