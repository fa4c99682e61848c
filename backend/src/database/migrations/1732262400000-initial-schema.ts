/**
 * The whole first schema, written with the QueryRunner API so that ONE migration set runs on
 * SQLite and on MySQL/MariaDB (generated SQL differs per engine; this does not).
 */
import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableIndex } from 'typeorm';
import { bool, date, datetime, fileColumns, id, index, int, isMysql, stamps, str, text } from '../migration-columns';

export class InitialSchema1732262400000 implements MigrationInterface {
  name = 'InitialSchema1732262400000';

  async up(qr: QueryRunner): Promise<void> {
    const longText = isMysql(qr) ? 'mediumtext' : 'text';
    const tables: { name: string; columns: TableColumnOptions[]; indices?: TableIndex[] }[] = [
      {
        name: 'events',
        columns: [
          id(),
          str('title', 200),
          date('date'),
          text('description'),
          str('link', 500, true),
          str('excerpt', 300, true),
          str('location', 120, true),
          str('category', 30, true),
          ...stamps(qr),
        ],
        indices: [index('events', ['date']), index('events', ['category', 'date'])],
      },
      {
        name: 'staff',
        columns: [
          id(),
          str('name', 120),
          str('designation', 120),
          str('subject', 120),
          str('phone', 30, true),
          str('email', 254, true),
          str('photo', 500, true),
          str('photo_thumb', 500, true),
          int('display_order', false, 0),
          ...stamps(qr),
        ],
        indices: [index('staff', ['display_order'])],
      },
      {
        name: 'gallery_items',
        columns: [
          id(),
          str('title', 200),
          str('category', 30),
          str('image', 500),
          str('image_thumb', 500, true),
          str('image_large', 500, true),
          str('image_name', 255),
          date('date'),
          ...stamps(qr),
        ],
        indices: [index('gallery_items', ['category', 'date']), index('gallery_items', ['date'])],
      },
      {
        name: 'contact_messages',
        columns: [
          id(),
          str('name', 120),
          str('email', 254),
          str('subject', 30),
          text('message'),
          bool('is_read', false),
          datetime(qr, 'created_at', { now: true }),
        ],
        indices: [index('contact_messages', ['created_at'])],
      },
      {
        name: 'subscribers',
        columns: [
          id(),
          str('name', 120),
          str('email', 254),
          str('type', 30),
          bool('status', true),
          str('unsubscribe_token', 64),
          datetime(qr, 'subscribed_at', { now: true }),
        ],
        indices: [
          index('subscribers', ['email'], true),
          index('subscribers', ['unsubscribe_token'], true),
          index('subscribers', ['type']),
          index('subscribers', ['subscribed_at']),
        ],
      },
      {
        name: 'newsletter_campaigns',
        columns: [
          id(),
          str('subject', 200),
          { name: 'content', type: longText },
          int('recipient_count', false, 0),
          str('created_by', 254, true),
          datetime(qr, 'created_at', { now: true }),
        ],
        indices: [index('newsletter_campaigns', ['created_at'])],
      },
      {
        name: 'newsletter_deliveries',
        columns: [
          id(),
          str('campaign_id', 36),
          str('email', 254),
          { ...str('state', 10), default: "'pending'" },
          str('error', 500, true),
          int('attempts', false, 0),
          datetime(qr, 'sent_at', { nullable: true }),
          ...stamps(qr),
        ],
        indices: [
          index('newsletter_deliveries', ['campaign_id', 'email'], true),
          index('newsletter_deliveries', ['state']),
        ],
      },
      {
        name: 'research_papers',
        columns: [
          id(),
          str('title', 200),
          str('author', 120),
          int('year'),
          text('description'),
          str('status', 20),
          ...fileColumns(true),
          bool('is_approved', false),
          bool('is_admin_published', false),
          ...stamps(qr),
        ],
        indices: [
          index('research_papers', ['is_admin_published', 'is_approved']),
          index('research_papers', ['status']),
          index('research_papers', ['year']),
          index('research_papers', ['created_at']),
        ],
      },
      {
        name: 'library_books',
        columns: [
          id(),
          str('title', 200),
          str('author', 120),
          str('subject', 30),
          str('isbn', 20),
          int('copies'),
          bool('available', true),
          ...stamps(qr),
        ],
        indices: [
          index('library_books', ['title']),
          index('library_books', ['subject']),
          index('library_books', ['available']),
        ],
      },
      {
        name: 'results',
        columns: [
          id(),
          str('course', 20),
          str('semester', 20),
          int('year'),
          date('publish_date'),
          ...fileColumns(false),
          ...stamps(qr),
        ],
        indices: [index('results', ['course']), index('results', ['year']), index('results', ['publish_date'])],
      },
      {
        name: 'study_materials',
        columns: [
          id(),
          str('title', 200),
          str('subject', 30),
          str('course', 20),
          str('type', 20),
          date('upload_date'),
          ...fileColumns(false),
          ...stamps(qr),
        ],
        indices: [
          index('study_materials', ['subject']),
          index('study_materials', ['course']),
          index('study_materials', ['type']),
          index('study_materials', ['upload_date']),
        ],
      },
      {
        name: 'diksha_courses',
        columns: [id(), str('title', 200), text('description'), int('duration'), str('status', 10), ...stamps(qr)],
        indices: [index('diksha_courses', ['status'])],
      },
      {
        name: 'trainee_records',
        columns: [
          id(),
          str('teacher_name', 120),
          str('employee_id', 60),
          int('total_hours'),
          int('completed_courses'),
          int('progress'),
          text('certificates'),
          ...stamps(qr),
        ],
        indices: [index('trainee_records', ['employee_id'], true), index('trainee_records', ['teacher_name'])],
      },
      {
        name: 'admin_users',
        columns: [id(), str('email', 254), str('name', 120), str('password_hash', 100), ...stamps(qr)],
        indices: [index('admin_users', ['email'], true)],
      },
      {
        name: 'revoked_tokens',
        columns: [{ ...str('jti', 64), isPrimary: true }, datetime(qr, 'expires_at')],
        indices: [index('revoked_tokens', ['expires_at'])],
      },
      {
        name: 'activity_log',
        columns: [
          id(),
          str('action', 300),
          str('entity', 60),
          str('entity_id', 36, true),
          str('user_name', 254),
          datetime(qr, 'created_at', { now: true }),
        ],
        indices: [index('activity_log', ['created_at']), index('activity_log', ['entity', 'created_at'])],
      },
      {
        name: 'visits',
        columns: [id(), date('day'), str('visitor_hash', 64), datetime(qr, 'created_at', { now: true })],
        indices: [index('visits', ['day', 'visitor_hash'], true)],
      },
      {
        name: 'app_state',
        columns: [
          { ...str('key', 40), isPrimary: true },
          int('value', false, 0),
          datetime(qr, 'updated_at', { now: true }),
        ],
      },
      {
        name: 'stored_files',
        columns: [
          { ...str('name', 80), isPrimary: true },
          str('original_name', 255),
          int('size'),
          str('type', 100),
          str('kind', 30),
          datetime(qr, 'created_at', { now: true }),
        ],
      },
    ];

    for (const t of tables) {
      await qr.createTable(new Table({ name: t.name, columns: t.columns, indices: t.indices ?? [] }), true);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const name of [
      'stored_files',
      'app_state',
      'visits',
      'activity_log',
      'revoked_tokens',
      'admin_users',
      'trainee_records',
      'diksha_courses',
      'study_materials',
      'results',
      'library_books',
      'research_papers',
      'newsletter_deliveries',
      'newsletter_campaigns',
      'subscribers',
      'contact_messages',
      'gallery_items',
      'staff',
      'events',
    ]) {
      await qr.dropTable(name, true);
    }
  }
}
