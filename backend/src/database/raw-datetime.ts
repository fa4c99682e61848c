/**
 * A DATETIME as the drivers answer a raw query (MAX(), MIN(), a plain SELECT): mysql2 gives a
 * Date (the connection's time zone is UTC), better-sqlite3 the stored text
 * 'YYYY-MM-DD HH:MM:SS.SSS' in UTC, without a zone, which `new Date()` would read in the server's
 * zone. The entities' columns need none of this: the ORM reads them as Dates on both.
 */
export function rawDateTime(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}
