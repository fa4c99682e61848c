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
import {
  adminRecordPath,
  formFields,
  readPermissionOf,
  storedFileColumns,
  storedImageColumns,
  type ContentTypeDefinition,
  type Field,
} from '@diet/contracts/content-type';
import {
  GOVERNANCE_TEXTS,
  type Revision,
  type RevisionAction,
  type RevisionChange,
} from '@diet/contracts/content-governance';
import { hasTranslations } from '@diet/contracts/content-translations';
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

/**
 * The columns a revision keeps and a restore writes back: the form's fields, with their files'
 * columns, and the translations (a translation-only save is a save too).
 */
export const revisionColumns = (definition: ContentTypeDefinition): string[] => [
  ...formFields(definition).flatMap(([name, field]) => columnsOf(name, field)),
  ...(hasTranslations(definition) ? ['translations'] : []),
];

/** A file is shown by the name it was uploaded under, when the type keeps one, else by its URL. */
function shownValue(definition: ContentTypeDefinition, name: string, values: Values | null): unknown {
  const field = definition.fields[name];
  const shown =
    field.kind === 'file'
      ? storedFileColumns(name).name
      : field.kind === 'image'
        ? storedImageColumns(name, field).name
        : null;
  const value = values?.[shown ?? name] ?? values?.[name];
  return value === undefined ? null : value;
}

/** The form fields whose value differs between `before` (null: created) and `after`. */
export function changedFields(
  definition: ContentTypeDefinition,
  before: Values | null,
  after: Values,
): RevisionChange[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const fields = formFields(definition)
    .filter(([name, field]) => columnsOf(name, field).some((column) => !same(before?.[column], after[column])))
    .map(([name, field]) => ({
      field: name,
      label: field.label,
      before: before ? shownValue(definition, name, before) : null,
      after: shownValue(definition, name, after),
    }));
  const translated = hasTranslations(definition) && !same(before?.translations ?? {}, after.translations ?? {});
  return translated
    ? [
        ...fields,
        {
          field: 'translations',
          label: GOVERNANCE_TEXTS.translations,
          before: before?.translations ?? null,
          after: after.translations ?? null,
        },
      ]
    : fields;
}

const pick = (values: Values, columns: string[]): Values =>
  Object.fromEntries(columns.map((c) => [c, values[c] ?? null]));
const whoOf = (admin: Pick<AdminPrincipal, 'name' | 'email'> | undefined | null) =>
  admin?.name || admin?.email || (admin === null ? 'Visitor' : 'system');

/** What a revision log needs of a type: its name, the columns a revision keeps, and what changed between two saves. */
export interface RevisionShape {
  name: string;
  columns: string[];
  changes(before: Values | null, after: Values): RevisionChange[];
}

/** A list type's revisions: its form's fields. */
export const revisionShapeOf = (definition: ContentTypeDefinition): RevisionShape => ({
  name: definition.name,
  columns: revisionColumns(definition),
  changes: (before, after) => changedFields(definition, before, after),
});

/** Writes and reads the revisions of one content type (a list type's, or a singleton's shape). */
export class ContentRevisionLog {
  private readonly shape: RevisionShape;

  constructor(source: ContentTypeDefinition | RevisionShape) {
    this.shape = 'changes' in source ? source : revisionShapeOf(source);
  }

  /** Keeps a save in its transaction; `admin` null is a visitor's create. A save that changed nothing keeps none. */
  async record(
    tx: EntityManager,
    before: Values | null,
    after: ContentRecord,
    action: RevisionAction,
    admin: AdminPrincipal | undefined | null,
  ): Promise<void> {
    const changes = this.shape.changes(before, after);
    if (before && changes.length === 0) return;
    await this.recordChanges(tx, after, action, changes, admin);
  }

  /** Keeps a revision of `after` with the changes given (a publishing action's, which no field comparison shows). */
  async recordChanges(
    tx: EntityManager,
    after: ContentRecord,
    action: RevisionAction,
    changes: RevisionChange[],
    admin: AdminPrincipal | undefined | null,
  ): Promise<void> {
    const last = await tx
      .createQueryBuilder(ContentRevisionEntity, 'r')
      .select('MAX(r.number)', 'last')
      .where('r.contentType = :type AND r.itemId = :id', { type: this.shape.name, id: after.id })
      .getRawOne<{ last: number | null }>();
    await tx.insert(ContentRevisionEntity, {
      contentType: this.shape.name,
      itemId: after.id,
      number: Number(last?.last ?? 0) + 1,
      action,
      user: whoOf(admin).slice(0, 254),
      changes: JSON.stringify(changes),
      snapshot: JSON.stringify(pick(after, this.shape.columns)),
    });
  }

  /** Whether the item has any revision yet. */
  async has(manager: EntityManager, itemId: string): Promise<boolean> {
    return (await manager.countBy(ContentRevisionEntity, { contentType: this.shape.name, itemId })) > 0;
  }

  async list(manager: EntityManager, itemId: string): Promise<Revision[]> {
    const rows = await manager.find(ContentRevisionEntity, {
      where: { contentType: this.shape.name, itemId },
      order: { number: 'DESC' },
    });
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
    const row = await manager.findOneBy(ContentRevisionEntity, {
      id: revisionId,
      contentType: this.shape.name,
      itemId,
    });
    if (!row) throw ApiError.notFound();
    return JSON.parse(row.snapshot) as Values;
  }

  /** Every version's values the item has had: the files they name go when the item is purged. */
  async snapshots(manager: EntityManager, itemId: string): Promise<Values[]> {
    const rows = await manager.find(ContentRevisionEntity, {
      select: { snapshot: true },
      where: { contentType: this.shape.name, itemId },
    });
    return rows.map((r) => JSON.parse(r.snapshot) as Values);
  }

  /** With the item's purge: its history goes too. */
  async removeAll(tx: EntityManager, itemId: string): Promise<void> {
    await tx.delete(ContentRevisionEntity, { contentType: this.shape.name, itemId });
  }
}

/** Writes an earlier revision's values back onto the item: checked for clashes, logged, and kept as a revision itself. */
export async function restoreRevision(
  content: ContentService,
  id: string,
  revisionId: string,
  admin: AdminPrincipal | undefined,
): Promise<ContentRecord> {
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
      // A restored corrigendum's closing time moves its tender back, as its save did.
      await content.afterWrite(tx, record, admin);
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
    @Allow(readPermissionOf(definition))
    async list(@Param('id') id: string): Promise<Revision[]> {
      await this.content.get(id);
      return this.content.revisions.list(this.content.db.manager, id);
    }

    @Post(':revisionId/restore')
    @HttpCode(200)
    @RequireGovernance('revisionsRestore')
    async restore(
      @Param('id') id: string,
      @Param('revisionId') revisionId: string,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<ContentRecord>> {
      return new WithMessage(
        await restoreRevision(this.content, id, revisionId, admin),
        GOVERNANCE_TEXTS.revisionRestored,
      );
    }
  }
  return AdminRevisionsController;
}
