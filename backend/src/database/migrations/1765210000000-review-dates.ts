/**
 * Archive and review dates (issue 34 item 1, ARCHITECTURE 12.3): downloads gain 'Valid until';
 * notices, tenders, downloads and trainings gain `review_by`, the rows already there filled with
 * the default a new item gets (its validity end, else six months after publishing); and
 * review_reminders records each reminder sent, so that none goes twice, whichever replica or restart.
 */
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { REVIEW_DEFAULT_MONTHS, addMonths, dayOfValue } from '@diet/contracts/review';
import { date, datetime, int, str } from '../migration-columns';

/** Each table, its validity end and its publish date columns, as the definitions' `review` blocks name them today. */
const REVIEWED: readonly { table: string; validUntil: string; publishedOn?: string }[] = [
  { table: 'notices', validUntil: 'expiry_date', publishedOn: 'publish_date' },
  { table: 'tenders', validUntil: 'closing_at', publishedOn: 'publish_date' },
  { table: 'downloads', validUntil: 'valid_until' },
  { table: 'trainings', validUntil: 'ends_at' },
];

/** A stored value's day: SQLite answers a datetime as 'YYYY-MM-DD HH:MM:SS.SSS' in UTC, MySQL as a Date. */
const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && / \d{2}:/.test(value) ? dayOfValue(`${value.replace(' ', 'T')}Z`) : dayOfValue(value);

export class ReviewDates1765210000000 implements MigrationInterface {
  name = 'ReviewDates1765210000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('downloads', new TableColumn(date('valid_until', true)));
    for (const { table, validUntil, publishedOn } of REVIEWED) {
      await qr.addColumn(table, new TableColumn(date('review_by', true)));
      const rows: Record<string, unknown>[] = await qr.query(
        `SELECT id, ${validUntil} AS valid_until, ${publishedOn ?? 'NULL'} AS published_on, publish_at, created_at FROM ${table}`,
      );
      for (const row of rows) {
        const end = dayOf(row.valid_until);
        const published = dayOf(row.published_on) ?? dayOf(row.publish_at) ?? dayOf(row.created_at);
        const reviewBy = end ?? (published ? addMonths(published, REVIEW_DEFAULT_MONTHS) : null);
        if (reviewBy) await qr.query(`UPDATE ${table} SET review_by = ? WHERE id = ?`, [reviewBy, row.id]);
      }
    }
    await qr.createTable(
      new Table({
        name: 'review_reminders',
        columns: [
          { ...str('content_type', 40), isPrimary: true },
          { ...str('item_id', 36), isPrimary: true },
          { ...date('review_by'), isPrimary: true },
          { ...int('days_before'), isPrimary: true },
          datetime(qr, 'sent_at'),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('review_reminders');
    for (const { table } of REVIEWED) await qr.dropColumn(table, 'review_by');
    await qr.dropColumn('downloads', 'valid_until');
  }
}
