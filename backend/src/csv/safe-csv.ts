/**
 * CSV for spreadsheets. A cell a spreadsheet would run as a formula (starting with = + - @ TAB CR)
 * gets a leading apostrophe, so an exported name like "=HYPERLINK(...)" stays plain text.
 * The file starts with a UTF-8 byte order mark: without it Excel reads a CSV in the machine's
 * legacy code page and shows Punjabi and Hindi names as mojibake.
 */
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join('; ') : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** BOM, header row, then one row per record; every cell passes through neutraliseCell. */
export function toSafeCsv(header: string[], rows: unknown[][]): string {
  return stringify([header.map(neutraliseCell), ...rows.map((r) => r.map(neutraliseCell))], {
    bom: true,
    record_delimiter: '\r\n',
  });
}
