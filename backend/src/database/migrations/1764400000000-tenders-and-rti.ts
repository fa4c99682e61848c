/**
 * Tenders with their documents and corrigenda, and the RTI disclosures and officers
 * (libs/contracts content-types/tenders.ts, tender-documents.ts, tender-corrigenda.ts, rti.ts).
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { date, datetime, fileColumns, id, index, stamps, str, text } from '../migration-columns';

export class TendersAndRti1764400000000 implements MigrationInterface {
  name = 'TendersAndRti1764400000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'tenders',
        columns: [
          id(),
          str('reference_number', 100),
          str('title', 200),
          text('description', true),
          date('publish_date'),
          datetime(qr, 'closing_at'),
          ...stamps(qr),
        ],
        indices: [
          index('tenders', ['closing_at', 'created_at', 'id']),
          index('tenders', ['publish_date', 'closing_at']),
          index('tenders', ['reference_number'], true),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'tender_documents',
        columns: [id(), str('tender', 36), str('title', 200), ...fileColumns(false), ...stamps(qr)],
        indices: [
          index('tender_documents', ['tender', 'created_at', 'id']),
          index('tender_documents', ['created_at', 'id']),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'tender_corrigenda',
        columns: [id(), str('tender', 36), str('title', 200), date('date'), ...fileColumns(false), ...stamps(qr)],
        indices: [
          index('tender_corrigenda', ['tender', 'date', 'created_at', 'id']),
          index('tender_corrigenda', ['date', 'created_at', 'id']),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'rti_disclosures',
        columns: [
          id(),
          str('clause', 48),
          str('title', 200),
          text('description', true),
          ...fileColumns(true),
          date('updated_on'),
          ...stamps(qr),
        ],
        indices: [index('rti_disclosures', ['clause', 'title', 'id'])],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'rti_officers',
        columns: [
          id(),
          str('role', 36),
          str('name', 120),
          str('designation', 120),
          text('address', true),
          str('phone', 30, true),
          str('email', 254, true),
          ...stamps(qr),
        ],
        indices: [index('rti_officers', ['role', 'name', 'id'])],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of ['rti_officers', 'rti_disclosures', 'tender_corrigenda', 'tender_documents', 'tenders'])
      await qr.dropTable(table);
  }
}
