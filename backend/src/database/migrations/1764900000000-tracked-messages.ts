/**
 * Tracked messages (issue 34 item 5, ARCHITECTURE.md 12.3): every contact message gets a reference
 * ('DIET-2026-000123'), a status and the office's reply. The numbers come from one counter row a
 * year (contact_reference_counters), so replicas on one database never hand out the same one.
 * Messages already kept get their references here, in the order they came in.
 */
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { contactReference } from '@diet/contracts/contact-tracking';
import { currentYear } from '@diet/contracts/limits';
import { datetime, index, int, str, text } from '../migration-columns';

export class TrackedMessages1764900000000 implements MigrationInterface {
  name = 'TrackedMessages1764900000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'contact_reference_counters',
        columns: [{ ...int('year'), isPrimary: true }, int('last_number')],
      }),
    );
    await qr.addColumns('contact_messages', [
      new TableColumn(str('reference', 20, true)),
      new TableColumn({ ...str('status', 20), default: "'received'" }),
      new TableColumn(text('reply', true)),
      new TableColumn(datetime(qr, 'updated_at', { now: true })),
    ]);
    await this.numberExistingMessages(qr);
    await qr.createIndex('contact_messages', index('contact_messages', ['reference'], true));
    // The dashboard's open grievances: by subject and status, oldest first.
    await qr.createIndex('contact_messages', index('contact_messages', ['subject', 'status', 'created_at']));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('contact_messages', 'IDX_contact_messages_subject_status_created_at');
    await qr.dropIndex('contact_messages', 'UQ_contact_messages_reference');
    for (const column of ['updated_at', 'reply', 'status', 'reference'])
      await qr.dropColumn('contact_messages', column);
    await qr.dropTable('contact_reference_counters');
  }

  private async numberExistingMessages(qr: QueryRunner): Promise<void> {
    const rows = (await qr.query('SELECT id, created_at FROM contact_messages ORDER BY created_at, id')) as {
      id: string;
      created_at: Date | string;
    }[];
    const last = new Map<number, number>();
    for (const row of rows) {
      const at = row.created_at instanceof Date ? row.created_at : new Date(`${row.created_at.replace(' ', 'T')}Z`);
      const year = currentYear(at);
      const next = (last.get(year) ?? 0) + 1;
      last.set(year, next);
      await qr.query('UPDATE contact_messages SET reference = ?, updated_at = created_at WHERE id = ?', [
        contactReference(year, next),
        row.id,
      ]);
    }
    for (const [year, number] of last)
      await qr.query('INSERT INTO contact_reference_counters (year, last_number) VALUES (?, ?)', [year, number]);
  }
}
