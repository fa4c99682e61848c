/** An event's optional start time, HH:MM at the institute (libs/contracts content-types/events.ts). */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { str } from '../migration-columns';

export class EventStartTime1764200000000 implements MigrationInterface {
  name = 'EventStartTime1764200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('events', new TableColumn(str('start_time', 5, true)));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('events', 'start_time');
  }
}
