/**
 * Column and index builders for migrations, written with the QueryRunner API so that ONE migration
 * set runs on SQLite and on MySQL/MariaDB. A migration states its columns itself (it is a snapshot
 * of its day); these only spell them the same way every time.
 */
import { TableIndex, type QueryRunner, type TableColumnOptions } from 'typeorm';

export const isMysql = (qr: QueryRunner) => qr.connection.driver.options.type === 'mysql';

/** Current time with milliseconds on both engines. */
export const nowExpression = (qr: QueryRunner) =>
  isMysql(qr) ? 'CURRENT_TIMESTAMP(3)' : "(strftime('%Y-%m-%d %H:%M:%f','now'))";

export const id = (): TableColumnOptions => ({ name: 'id', type: 'varchar', length: '36', isPrimary: true });
export const str = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
export const text = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: nullable,
});
export const int = (name: string, nullable = false, dflt?: number): TableColumnOptions => ({
  name,
  type: 'int',
  isNullable: nullable,
  ...(dflt === undefined ? {} : { default: dflt }),
});
export const bool = (name: string, dflt: boolean): TableColumnOptions => ({
  name,
  type: 'boolean',
  default: dflt ? 1 : 0,
});
export const date = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'date',
  isNullable: nullable,
});
export const datetime = (
  qr: QueryRunner,
  name: string,
  opts: { nullable?: boolean; now?: boolean } = {},
): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: opts.nullable ?? false,
  ...(opts.now ? { default: nowExpression(qr) } : {}),
});
export const stamps = (qr: QueryRunner): TableColumnOptions[] => [
  datetime(qr, 'created_at', { now: true }),
  datetime(qr, 'updated_at', { now: true }),
];
export const fileColumns = (nullable: boolean): TableColumnOptions[] => [
  str('file', 500, nullable),
  str('file_name', 255, nullable),
  int('file_size', nullable),
  str('file_type', 100, nullable),
];
export const index = (table: string, columns: string[], unique = false) =>
  new TableIndex({
    name: `${unique ? 'UQ' : 'IDX'}_${table}_${columns.join('_')}`,
    columnNames: columns,
    isUnique: unique,
  });
