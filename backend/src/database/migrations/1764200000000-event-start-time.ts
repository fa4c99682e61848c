/**
 * Events on the content-type machinery (libs/contracts content-types/events.ts): an optional start
 * time (HH:MM at the institute), and the category filter's index followed by the whole list order,
 * as the machinery derives it for every filter.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { index, str } from '../migration-columns';

const OLD_CATEGORY_INDEX = ['category', 'date'];
const CATEGORY_INDEX = ['category', 'date', 'created_at', 'id'];

export class EventStartTime1764200000000 implements MigrationInterface {
  name = 'EventStartTime1764200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('events', new TableColumn(str('start_time', 5, true)));
    await qr.createIndex('events', index('events', CATEGORY_INDEX));
    await qr.dropIndex('events', index('events', OLD_CATEGORY_INDEX).name!);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.createIndex('events', index('events', OLD_CATEGORY_INDEX));
    await qr.dropIndex('events', index('events', CATEGORY_INDEX).name!);
    await qr.dropColumn('events', 'start_time');
  }
}
