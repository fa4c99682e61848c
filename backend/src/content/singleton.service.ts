/**
 * A singleton content type (libs/contracts singleton-type.ts): one row holding the office's working
 * copy and the published copy, each with its translations. Visitors read the published copy; a
 * save by someone who may publish publishes at once, a contributor's waits for review in the
 * working copy. Each save is checked by the definition, kept as a revision and logged in the same
 * transaction, as the list types' are (content.service.ts).
 */
import { EntitySchema, type DataSource, type EntitySchemaColumnOptions, type EntityManager } from 'typeorm';
import type { RevisionChange } from '@diet/contracts/content-governance';
import type { Language } from '@diet/contracts/languages';
import { mayPublish, PUBLISHING_MESSAGES, type PublishState } from '@diet/contracts/publishing';
import {
  checkDocument,
  checkDocumentTranslations,
  localizedDocument,
  type Doc,
  type DocTranslations,
  type SingletonDefinition,
} from '@diet/contracts/singleton-type';
import type { ActivityService, ActivityVerb } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { validationError } from '../common/validation';
import { DATETIME } from '../database/columns';
import { ContentRevisionLog, type RevisionShape } from './content-revisions';
import { assertMayPublish, forbidden, sendBackChanges, splitPublishing } from './content-publishing';

/** JSON text in the column, an object in the row (an unreadable value reads as none). */
const json = {
  to: (value: unknown) => (value === undefined ? undefined : value === null ? null : JSON.stringify(value)),
  from: (value: string | null): unknown => {
    try {
      return value === null ? null : (JSON.parse(value) as unknown);
    } catch {
      return null;
    }
  },
};

export interface SingletonRow {
  id: string;
  content: Doc;
  translations: DocTranslations | null;
  publishedContent: Doc | null;
  publishedTranslations: DocTranslations | null;
  publishState: PublishState;
  createdAt: Date;
  updatedAt: Date;
}

/** The table of a singleton (its migration makes the same columns; the text columns are MEDIUMTEXT on MySQL). */
export function singletonSchema(definition: SingletonDefinition): EntitySchema<SingletonRow> {
  const doc = (nullable: boolean): EntitySchemaColumnOptions => ({ type: 'text', nullable, transformer: json });
  return new EntitySchema<SingletonRow>({
    name: definition.name,
    tableName: definition.table,
    columns: {
      id: { type: 'varchar', primary: true, length: 36 },
      content: doc(false),
      translations: doc(true),
      publishedContent: doc(true),
      publishedTranslations: doc(true),
      publishState: { type: 'varchar', length: 20, default: 'published' },
      createdAt: { ...DATETIME, createDate: true } as EntitySchemaColumnOptions,
      updatedAt: { ...DATETIME, updateDate: true } as EntitySchemaColumnOptions,
    },
  });
}

/** The Nest token of a singleton's service. */
export const singletonServiceToken = (definition: SingletonDefinition) => `singleton-service:${definition.name}`;

/** The one row's id: the type's name. */
export const singletonId = (definition: SingletonDefinition) => definition.name;

/** What the office reads: the working copy with its translations and state. */
export type SingletonAdminView = Doc & { translations: DocTranslations; publishState: PublishState; updatedAt: string };

/** A revision keeps each top-level field and the translations; its changes name the fields by their labels. */
function revisionShape(definition: SingletonDefinition): RevisionShape {
  const labels: [string, string][] = [
    ...Object.entries(definition.fields).map(([name, f]): [string, string] => [name, f.label]),
    ['translations', 'Translations'],
  ];
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return {
    name: definition.name,
    columns: labels.map(([name]) => name),
    changes: (before, after): RevisionChange[] =>
      labels
        .filter(([name]) => !same(before?.[name], after[name]))
        .map(([name, label]) => ({
          field: name,
          label,
          before: before ? (before[name] ?? null) : null,
          after: after[name] ?? null,
        })),
  };
}

/** A row as a revision sees it: the working copy's fields and translations. */
const flat = (row: SingletonRow): Doc & { id: string } => ({
  id: row.id,
  ...row.content,
  translations: row.translations ?? {},
});

export class SingletonService {
  readonly revisions: ContentRevisionLog;

  constructor(
    readonly definition: SingletonDefinition,
    readonly schema: EntitySchema<SingletonRow>,
    readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {
    this.revisions = new ContentRevisionLog(revisionShape(definition));
  }

  private async row(manager: EntityManager = this.db.manager): Promise<SingletonRow> {
    const row = await manager.getRepository(this.schema).findOneBy({ id: singletonId(this.definition) });
    // The migration writes the row: without it the database is not this version's.
    if (!row) throw new Error(`The ${this.definition.table} table has no row: run the migrations`);
    return row;
  }

  /** The published values as visitors of `language` read them. */
  async published(language: Language): Promise<Doc> {
    const row = await this.row();
    return localizedDocument(
      this.definition.fields,
      row.publishedContent ?? row.content,
      row.publishedContent ? row.publishedTranslations : row.translations,
      language,
    );
  }

  /** The working copy as visitors of `language` will read it once published (the staff preview). */
  async draft(language: Language): Promise<Doc> {
    const row = await this.row();
    return localizedDocument(this.definition.fields, row.content, row.translations, language);
  }

  async get(): Promise<SingletonAdminView> {
    const row = await this.row();
    return {
      ...row.content,
      translations: row.translations ?? {},
      publishState: row.publishState,
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  }

  /**
   * Saves any part of the record: checked, merged into the working copy, kept as a revision and
   * logged. Whoever may publish publishes it (unless the body asks for a draft); a contributor's
   * change waits in review (or as a draft), and visitors keep the published copy meanwhile.
   */
  async save(sent: Doc, admin: AdminPrincipal | undefined): Promise<SingletonAdminView> {
    const { rest, values: asked, errors: publishingErrors } = splitPublishing(sent);
    if (asked.publishAt !== undefined) publishingErrors.push(['publishAt', PUBLISHING_MESSAGES.timeInvalid]);
    const { translations: rawTranslations, ...body } = rest;
    const current = await this.row();
    const checked = checkDocument(this.definition.fields, body, current.content);
    const translated = checkDocumentTranslations(this.definition.fields, rawTranslations);
    const errors = [...checked.errors, ...translated.errors, ...publishingErrors];
    if (errors.length > 0) throw validationError(errors);
    const may = mayPublish(admin?.role);
    if (asked.publishState === 'published' && !may) throw forbidden();
    const state: PublishState = asked.publishState ?? (may ? 'published' : 'in_review');
    await this.write(admin, 'Updated', 'updated', (row) => {
      row.content = checked.value;
      if (translated.value !== undefined) row.translations = translated.value;
      row.publishState = state;
    });
    return this.get();
  }

  /**
   * The publishing actions of a singleton: publish the working copy, submit it for review, or send
   * it back with the reason `body` gives, kept as a revision (as a list item's send-back).
   */
  async act(
    action: 'publish' | 'submit' | 'send-back',
    admin: AdminPrincipal | undefined,
    body?: Record<string, unknown>,
  ): Promise<SingletonAdminView> {
    const row = await this.row();
    if (action !== 'submit') assertMayPublish(admin);
    if (action === 'submit' && row.publishState !== 'draft') throw ApiError.badRequest(PUBLISHING_MESSAGES.notDraft);
    if (action === 'send-back' && row.publishState !== 'in_review')
      throw ApiError.badRequest(PUBLISHING_MESSAGES.notInReview);
    const history = action === 'send-back' ? sendBackChanges(body) : undefined;
    const state: Record<typeof action, [PublishState, ActivityVerb]> = {
      publish: ['published', 'Published'],
      submit: ['in_review', 'Submitted'],
      'send-back': ['draft', 'Sent back'],
    };
    const [publishState, verb] = state[action];
    await this.write(
      admin,
      verb,
      null,
      (r) => {
        r.publishState = publishState;
      },
      history,
    );
    return this.get();
  }

  /** Writes an earlier revision's values back into the working copy, as a save by `admin` would. */
  async restore(revisionId: string, admin: AdminPrincipal | undefined): Promise<SingletonAdminView> {
    const {
      id: _id,
      translations,
      ...values
    } = await this.revisions.valuesOf(this.db.manager, singletonId(this.definition), revisionId);
    const state: PublishState = mayPublish(admin?.role) ? 'published' : 'in_review';
    await this.write(admin, 'Restored', 'restored', (row) => {
      row.content = { ...row.content, ...values };
      row.translations = (translations as DocTranslations | null) ?? {};
      row.publishState = state;
    });
    return this.get();
  }

  /**
   * One change in one transaction: the row (published copy following a published state), its
   * revision and its log entry; `sentBack`: a send-back's revision, with its reason.
   */
  private async write(
    admin: AdminPrincipal | undefined,
    verb: ActivityVerb,
    revision: 'updated' | 'restored' | null,
    change: (row: SingletonRow) => void,
    sentBack?: RevisionChange[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.row(tx);
      const before = flat(row);
      change(row);
      if (row.publishState === 'published') {
        row.publishedContent = row.content;
        row.publishedTranslations = row.translations;
      }
      await tx.getRepository(this.schema).save(row);
      await this.activity.recordIn(tx, verb, this.definition.label.toLowerCase(), row.id, this.definition.label, admin);
      if (revision) {
        // The first values (the migration's, SPEC's texts) came with no save: kept before the first
        // change, so that the office can restore them too.
        if (!(await this.revisions.has(tx, row.id)))
          await this.revisions.record(tx, null, before, 'created', undefined);
        await this.revisions.record(tx, before, flat(row), revision, admin);
      }
      if (sentBack) await this.revisions.recordChanges(tx, flat(row), 'sent_back', sentBack, admin);
    });
  }
}
