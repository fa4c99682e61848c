/**
 * A contact message and a training enrolment keep the language of the page they were sent from,
 * so the mails that follow later (the office's reply, a place given from the waiting list, a
 * certificate) speak it as the first one did. Those sent before this migration were answered in
 * English: 'en'.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const language = () => new TableColumn({ name: 'language', type: 'varchar', length: '2', default: "'en'" });

export class VisitorMailLanguage1765250000000 implements MigrationInterface {
  name = 'VisitorMailLanguage1765250000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('contact_messages', language());
    await qr.addColumn('training_enrolments', language());
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('training_enrolments', 'language');
    await qr.dropColumn('contact_messages', 'language');
  }
}
