/**
 * RIS citations (the format reference managers and Koha's OPAC export): per record a TY line, one
 * line per tag with a value, and ER. Lines end in CRLF, as the format asks.
 */
import type { RisExport } from '@diet/contracts/content-type';
import { authorsOf } from '@diet/contracts/schema-org';

/** An export holds at most this many records: a whole catalogue's search, not an unbounded dump. */
export const RIS_LIMIT = 10_000;

/** A value on one line: RIS has no escape for line breaks. */
const oneLine = (value: unknown) => String(value).replace(/\s+/g, ' ').trim();

/** The tags that name people: one line per person, as reference managers read them. */
const PEOPLE = new Set(['AU', 'A1', 'A2', 'A3', 'A4']);

/** `extra`: tags the records do not hold (an item's page, the institute that published it), after the record's. */
export function toRis(
  spec: RisExport,
  records: readonly Record<string, unknown>[],
  extra: Readonly<Record<string, string>> = {},
): string {
  return records
    .map((record) => {
      const lines = [`TY  - ${spec.type}`];
      const tags = [
        ...Object.entries(spec.tags).map(([tag, field]) => [tag, record[field]] as const),
        ...Object.entries(extra),
      ];
      for (const [tag, value] of tags) {
        if (value === null || value === undefined || oneLine(value) === '') continue;
        const values = PEOPLE.has(tag) ? authorsOf(oneLine(value)) : [oneLine(value)];
        lines.push(...values.map((one) => `${tag}  - ${one}`));
      }
      lines.push('ER  - ');
      return lines.join('\r\n');
    })
    .map((entry) => `${entry}\r\n`)
    .join('\r\n');
}
