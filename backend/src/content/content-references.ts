/**
 * Records that belong to a record of another type (a tender's corrigenda and documents), through
 * a `reference` field: the id must name a record of that type; the owner's answers carry its
 * records under the field's `embedAs` (one query per related type for a whole page, not one per
 * record); deleting the owner deletes them, and their files once the delete is written.
 */
import { fieldEntries, type ContentTypeDefinition, type ReferenceField } from '@diet/contracts/content-type';
import { localizedRecord } from '@diet/contracts/content-translations';
import { withFileFormats } from './content-file';
import type { Language } from '@diet/contracts/languages';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { VALIDATION } from '@diet/contracts/messages';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { validationError } from '../common/validation';
import { CONTENT_SCHEMAS } from './content-schemas';
import { applyConditions, applyVisibleIf, itemConditions, visibleIfOf, type Audience } from './content-query';
import { previewedOf, publicOnly, type Previewed } from './content-publishing';

interface Related {
  definition: ContentTypeDefinition;
  field: string;
  embedAs: string;
}

const referenceFields = (definition: ContentTypeDefinition) =>
  fieldEntries(definition).filter((e): e is [string, ReferenceField] => e[1].kind === 'reference');

/** The types whose records point at records of `definition`. */
export function relatedTypes(
  definition: ContentTypeDefinition,
  definitions: readonly ContentTypeDefinition[] = CONTENT_TYPES,
): Related[] {
  return definitions.flatMap((d) =>
    referenceFields(d)
      .filter(([, f]) => f.to === definition.path && f.embedAs)
      .map(([field, f]) => ({ definition: d, field, embedAs: f.embedAs! })),
  );
}

const byPath = (path: string) => CONTENT_TYPES.find((d) => d.path === path);
const schemaOf = (definition: ContentTypeDefinition) => CONTENT_SCHEMAS.get(definition)!;

/** The records `values` refers to (a corrigendum's tender), by their type's definition and id. */
export function ownersOf(
  definition: ContentTypeDefinition,
  values: Record<string, unknown>,
): { definition: ContentTypeDefinition; id: string }[] {
  return referenceFields(definition).flatMap(([name, field]) => {
    const target = byPath(field.to);
    const id = values[name];
    return target && typeof id === 'string' ? [{ definition: target, id }] : [];
  });
}

/** A 400 under each reference whose id names no record of its type ('Tender is not valid'). */
export async function assertReferences(
  db: DataSource,
  definition: ContentTypeDefinition,
  values: Record<string, unknown>,
): Promise<void> {
  const missing: [string, string][] = [];
  for (const [name, field] of referenceFields(definition)) {
    const id = values[name];
    if (typeof id !== 'string') continue;
    const target = byPath(field.to);
    if (!target || !(await db.getRepository(schemaOf(target)).exists({ where: { id } })))
      missing.push([name, VALIDATION.invalidValue(field.label)]);
  }
  if (missing.length > 0) throw validationError(missing);
}

/**
 * Puts each record's related records under their `embedAs`, as `audience` may see them, in their
 * type's order (and the related record a staff preview counts as published, `previewed`).
 */
export async function embedRelated<T extends ObjectLiteral & { id: string }>(
  db: DataSource,
  definition: ContentTypeDefinition,
  records: T[],
  audience: Audience,
  previewed?: Previewed,
): Promise<T[]> {
  const related = relatedTypes(definition);
  if (related.length === 0 || records.length === 0) return records;
  const ids = records.map((r) => r.id);
  for (const { definition: other, field, embedAs } of related) {
    const qb = applyConditions(
      db.getRepository(schemaOf(other)).createQueryBuilder('c').where(`c.${field} IN (:...ids)`, { ids }),
      itemConditions(other, audience),
    );
    applyVisibleIf(qb, visibleIfOf(other, audience));
    if (audience === 'public') publicOnly(qb, new Date(), 'c', previewedOf(other, previewed));
    for (const [column, direction] of other.order) qb.addOrderBy(`c.${column}`, direction === 'asc' ? 'ASC' : 'DESC');
    const hidden =
      audience === 'public'
        ? fieldEntries(other)
            .filter(([, f]) => f.adminOnly)
            .map(([name]) => name)
        : [];
    const rows = (await qb.addOrderBy('c.id', 'ASC').getMany()).map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.includes(key))),
    );
    for (const record of records) Object.assign(record, { [embedAs]: rows.filter((row) => row[field] === record.id) });
  }
  return records;
}

/**
 * A record as a visitor of `language` reads it, with the records embedded in it (a tender's
 * documents and corrigenda) in that language too, each without its `translations`.
 */
export function localizedWithRelated<T extends ObjectLiteral>(
  definition: ContentTypeDefinition,
  record: T,
  language: Language,
): T {
  const localized: Record<string, unknown> = withFileFormats(definition, localizedRecord(definition, record, language));
  for (const { definition: other, embedAs } of relatedTypes(definition)) {
    const rows = localized[embedAs];
    if (Array.isArray(rows))
      localized[embedAs] = rows.map((row: Record<string, unknown>) =>
        withFileFormats(other, localizedRecord(other, row, language)),
      );
  }
  return localized as T;
}
