/**
 * A CSV import of a content type's records (its definition's `csvImport`): the header names the
 * columns exactly, each row is checked with the definition's own rules and messages, and a row whose
 * key (a book's ISBN) names a record updates it instead of adding another. A dry run only reports;
 * an import of a file with errors is refused whole unless the invalid rows are to be skipped.
 */
import type { ImportReport } from '@diet/contracts/api';
import { activityNameOf, type ContentTypeDefinition, type CsvImport } from '@diet/contracts/content-type';
import { checkRecord } from '@diet/contracts/content-validation';
import { CSV_IMPORT } from '@diet/contracts/messages';
import { In, type EntityManager, type EntitySchema } from 'typeorm';
import type { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { parseCsv } from '../csv/csv-rows';
import type { ContentRecord } from './content.service';
import { createdPublishing } from './content-publishing';

type ImportError = ImportReport['errors'][number];

export interface ImportOptions {
  dryRun: boolean;
  skipInvalid: boolean;
}

/** The rows a file holds, checked: the values of each valid row and every error by line and column. */
interface CheckedFile {
  rows: number;
  valid: { line: number; values: Record<string, unknown> }[];
  errors: ImportError[];
}

/** Rows read and written per statement: well under both engines' limits on parameters. */
const CHUNK = 200;

const fileError = (message: string, line = 1, column = 'file'): CheckedFile => ({
  rows: 0,
  valid: [],
  errors: [{ line, column, message }],
});

/** UTF-8 text with or without its byte order mark, or null when the bytes are not UTF-8. */
function utf8Text(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** Reads and checks every row of `bytes` against the definition. */
export function checkCsv(definition: ContentTypeDefinition, spec: CsvImport, bytes: Buffer): CheckedFile {
  const text = utf8Text(bytes);
  if (text === null) return fileError(CSV_IMPORT.notUtf8);
  const [header, ...rows] = parseCsv(text);
  const named = header?.cells.map((c) => c.trim()) ?? [];
  if (named.length !== spec.columns.length || named.some((c, i) => c !== spec.columns[i]))
    return fileError(CSV_IMPORT.header(spec.columns));
  if (rows.length === 0) return fileError(CSV_IMPORT.noRows, 2);
  const checked: CheckedFile = { rows: rows.length, valid: [], errors: [] };
  for (const { line, cells } of rows) {
    if (cells.length !== spec.columns.length) {
      checked.errors.push({ line, column: '', message: CSV_IMPORT.cellCount(spec.columns.length, cells.length) });
      continue;
    }
    // An empty cell is a value not given: the definition's required message, or its default.
    const body = Object.fromEntries(spec.columns.flatMap((column, i) => (cells[i] === '' ? [] : [[column, cells[i]]])));
    const { values, errors } = checkRecord(definition, body);
    if (errors.length > 0) checked.errors.push(...errors.map(([column, message]) => ({ line, column, message })));
    else checked.valid.push({ line, values });
  }
  return checked;
}

/**
 * Checks the file and, unless it is a dry run, writes its valid rows in one transaction with one
 * activity entry: a row whose key names a record updates it; a later row with the same key wins.
 */
export async function importCsv(
  context: { definition: ContentTypeDefinition; schema: EntitySchema; activity: ActivityService },
  bytes: Buffer | undefined,
  options: ImportOptions,
  admin: AdminPrincipal | undefined,
  transaction: <T>(work: (tx: EntityManager) => Promise<T>) => Promise<T>,
): Promise<ImportReport> {
  const { definition } = context;
  const spec = definition.csvImport;
  if (!spec) throw ApiError.notFound();
  if (!bytes) throw ApiError.badRequest(CSV_IMPORT.fileRequired, { file: CSV_IMPORT.fileRequired });
  const checked = checkCsv(definition, spec, bytes);
  const report: ImportReport = { rows: checked.rows, valid: checked.valid.length, errors: checked.errors };
  if (options.dryRun) return report;
  if (checked.errors.length > 0 && (!options.skipInvalid || checked.valid.length === 0))
    throw new ApiError(400, CSV_IMPORT.refused, undefined, report);
  const publishing = createdPublishing({}, admin);
  const written = await transaction(async (tx) => {
    const counts = await writeRows(tx, context.schema, spec, checked.valid, publishing);
    await context.activity.recordIn(
      tx,
      'Imported',
      activityNameOf(definition),
      null,
      CSV_IMPORT.logLabel(checked.valid.length, counts.added, counts.updated),
      admin,
    );
    return counts;
  });
  return { ...report, ...written };
}

/**
 * Adds the rows whose key is new (or absent), updates those whose key a record has. An update
 * writes the file's columns only: a field the file does not carry (a book's date of accession) is
 * the office's, and keeps what it holds.
 */
async function writeRows(
  tx: EntityManager,
  schema: EntitySchema,
  { key, columns }: CsvImport,
  rows: CheckedFile['valid'],
  publishing: Record<string, unknown>,
): Promise<{ added: number; updated: number }> {
  const repo = tx.getRepository<ContentRecord>(schema);
  // The last row of a key wins; rows without a key are each a new record.
  const byKey = new Map<unknown, Record<string, unknown>>();
  const unkeyed: Record<string, unknown>[] = [];
  for (const { values } of rows) {
    if (values[key] === null || values[key] === undefined) unkeyed.push(values);
    else byKey.set(values[key], values);
  }
  const keys = [...byKey.keys()];
  const existing = new Map<unknown, string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const found = await repo.find({
      select: { id: true, [key]: true },
      where: { [key]: In(keys.slice(i, i + CHUNK)) },
    });
    for (const record of found) existing.set(record[key], record.id);
  }
  const fresh = [...unkeyed, ...[...byKey].filter(([k]) => !existing.has(k)).map(([, v]) => v)];
  for (let i = 0; i < fresh.length; i += CHUNK)
    await repo.insert(fresh.slice(i, i + CHUNK).map((values) => ({ ...values, ...publishing })) as never);
  let updated = 0;
  for (const [k, values] of byKey) {
    const id = existing.get(k);
    if (id === undefined) continue;
    const inFile = Object.fromEntries(columns.map((column) => [column, values[column]]));
    await repo.update({ id }, inFile as never);
    updated++;
  }
  return { added: fresh.length, updated };
}
