/**
 * The NCTE mandatory disclosure (issue 34 item 4, ARCHITECTURE.md 12.3): a member of staff gains a
 * qualification (translated like the designation) and the dates of joining and leaving; a book
 * gains its date of accession, which existing books take from the day they were entered (their
 * creation, as a day at the institute: Asia/Kolkata, UTC+05:30, has no daylight saving).
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { date, isMysql, str } from '../migration-columns';

export class MandatoryDisclosure1765230000000 implements MigrationInterface {
  name = 'MandatoryDisclosure1765230000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('staff', [
      new TableColumn(str('qualification', 200, true)),
      new TableColumn(date('joining_date', true)),
      new TableColumn(date('leaving_date', true)),
    ]);
    await qr.addColumn('library_books', new TableColumn(date('accession_date', true)));
    const day = isMysql(qr) ? 'DATE(DATE_ADD(created_at, INTERVAL 330 MINUTE))' : "date(created_at, '+330 minutes')";
    await qr.query(`UPDATE library_books SET accession_date = ${day}`);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('library_books', 'accession_date');
    await qr.dropColumns('staff', ['qualification', 'joining_date', 'leaving_date']);
  }
}
