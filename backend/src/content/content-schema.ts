/**
 * A content type's table mapping, derived from its definition: no entity class per type. Columns
 * are those the type's migration creates (the schema test compares the two on both engines).
 */
import { EntitySchema, type EntitySchemaColumnOptions, type EntitySchemaIndexOptions } from 'typeorm';
import {
  fieldEntries,
  storedFileColumns,
  storedImageColumns,
  uniqueFields,
  type ContentTypeDefinition,
  type Field,
} from '@diet/contracts/content-type';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { DATETIME } from '../database/columns';
import { translationsColumn } from './content-translations';
import { PUBLISHING_COLUMNS } from './content-publishing';

/** Choice columns are this wide unless a value is longer: room for values added later. */
export const CHOICE_COLUMN_LENGTH = 30;

export function choiceColumnLength(values: readonly string[]): number {
  return Math.max(CHOICE_COLUMN_LENGTH, ...values.map((v) => v.length));
}

/** A list of texts kept as JSON text: portable across both engines. */
const jsonList = {
  to: (value: string[] | null | undefined) => (value === null || value === undefined ? value : JSON.stringify(value)),
  from: (value: string | null) => {
    try {
      const parsed: unknown = JSON.parse(value ?? '[]');
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  },
};

function columnsOf(name: string, field: Field): Record<string, EntitySchemaColumnOptions> {
  // A field with a default always has a value: an absent one takes the default.
  const nullable = !field.required && !('default' in field && field.default !== undefined);
  switch (field.kind) {
    case 'text':
    case 'url':
      return { [name]: { type: 'varchar', length: field.max, nullable } };
    case 'time':
      // HH:MM as text on both engines: MySQL's TIME would answer '10:30:00', SQLite has none.
      return { [name]: { type: 'varchar', length: 5, nullable } };
    case 'longText':
      return { [name]: { type: 'text', nullable } };
    case 'textList':
      return { [name]: { type: 'text', nullable, transformer: jsonList } };
    case 'choice':
      return { [name]: { type: 'varchar', length: field.length ?? choiceColumnLength(field.values), nullable } };
    case 'integer':
      return { [name]: { type: 'int', nullable } };
    case 'boolean':
      return {
        [name]: { type: 'boolean', nullable, ...(field.default === undefined ? {} : { default: field.default }) },
      };
    case 'date':
      return { [name]: { type: 'date', nullable } };
    case 'dateTime':
      return { [name]: { ...(DATETIME as EntitySchemaColumnOptions), nullable } };
    case 'reference':
      return { [name]: { type: 'varchar', length: 36, nullable } };
    case 'file': {
      const c = storedFileColumns(name);
      return {
        [c.url]: { type: 'varchar', length: 500, nullable },
        [c.name]: { type: 'varchar', length: MAX_LENGTH.fileName, nullable },
        [c.size]: { type: 'int', nullable },
        [c.type]: { type: 'varchar', length: 100, nullable },
      };
    }
    case 'image': {
      const c = storedImageColumns(name, field);
      return {
        [c.url]: { type: 'varchar', length: 500, nullable },
        ...Object.fromEntries(c.copies.map((copy) => [copy, { type: 'varchar', length: 500, nullable: true }])),
        ...(c.name ? { [c.name]: { type: 'varchar', length: MAX_LENGTH.fileName, nullable } } : {}),
      };
    }
  }
}

/**
 * The indexes of a content type's lists: its order (with the id that ends every order: SQLite's
 * indexes do not carry the primary key), and each filter followed by that order, so a filtered page
 * is read in order from the index.
 */
export function indexedColumns(definition: ContentTypeDefinition): string[][] {
  if (definition.indexes) return definition.indexes.map((columns) => [...columns]);
  const order = [...definition.order.map(([column]) => column), 'id'];
  const filters = fieldEntries(definition)
    .filter(([, f]) => f.filter)
    .map(([name]) => name);
  // A filter that the order starts with is served by the order's own index.
  const derived = [order, ...filters.filter((f) => f !== order[0]).map((f) => [f, ...order.filter((c) => c !== f)])];
  return derived;
}

export function contentSchema(definition: ContentTypeDefinition): EntitySchema {
  const columns: Record<string, EntitySchemaColumnOptions> = {
    id: { type: 'varchar', primary: true, generated: 'uuid', length: 36 },
  };
  for (const [name, field] of fieldEntries(definition)) Object.assign(columns, columnsOf(name, field));
  Object.assign(columns, translationsColumn(definition));
  Object.assign(columns, PUBLISHING_COLUMNS);
  columns.createdAt = { ...DATETIME, createDate: true } as EntitySchemaColumnOptions;
  columns.updatedAt = { ...DATETIME, updateDate: true } as EntitySchemaColumnOptions;
  const indices: EntitySchemaIndexOptions[] = indexedColumns(definition).map((cols) => ({
    name: `IDX_${definition.table}_${cols.map(snake).join('_')}`,
    columns: cols,
  }));
  for (const [name] of uniqueFields(definition))
    indices.push({ name: `UQ_${definition.table}_${snake(name)}`, columns: [name], unique: true });
  return new EntitySchema({ name: definition.name, tableName: definition.table, columns, indices });
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
