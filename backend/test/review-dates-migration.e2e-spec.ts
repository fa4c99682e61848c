/**
 * The review-dates migration on a database that already holds items (issue 34 item 1): each gets
 * the review day a new one would (its validity end, else six months after publishing), on SQLite
 * and MariaDB.
 */
import type { QueryRunner } from 'typeorm';
import { ReviewDates1765210000000 } from '../src/database/migrations/1765210000000-review-dates';
import {
  ArchiveReviewPolicies1765210000001,
  FIRST_POLICY_TEXTS,
} from '../src/database/migrations/1765210000001-archive-review-policies';
import { POLICIES_OF_ARCHIVE_AND_REVIEW } from '../src/site/site-policies';
import { describeApi } from './utils/create-test-app';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from './utils/database-before-migration';

jest.setTimeout(120_000);

describeApi('review dates migration', () => {
  let db: DatabaseBeforeMigration | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });
  /** Runs `migration` up on the database as it stood before it. */
  const up = async (migration: { up(qr: QueryRunner): Promise<void> }) => {
    const qr = db!.ds.createQueryRunner();
    try {
      await migration.up(qr);
    } finally {
      await qr.release();
    }
  };

  it('fills review_by of the items kept before it with their default', async () => {
    db = await databaseBeforeMigration(ReviewDates1765210000000);
    const before = db.ds;
    const notice =
      'INSERT INTO notices (id, title, category, publish_date, expiry_date, pinned) VALUES (?, ?, ?, ?, ?, ?)';
    await before.query(notice, ['n-expiring', 'Expiring', 'Notice', '2025-03-01', '2025-04-15', 0]);
    await before.query(notice, ['n-open', 'Open', 'Notice', '2025-08-31', null, 0]);
    // 20:00 UTC on 20 May is 21 May in Punjab.
    await before.query(
      'INSERT INTO tenders (id, reference_number, title, publish_date, closing_at) VALUES (?, ?, ?, ?, ?)',
      ['t-1', 'DIET/1', 'Printing', '2025-05-01', '2025-05-20 20:00:00.000'],
    );
    await before.query(
      'INSERT INTO downloads (id, title, category, language, file, file_name, file_size, file_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ['d-1', 'Form', 'Forms', 'en', '/uploads/form.pdf', 'form.pdf', 10, 'application/pdf', '2025-01-10 10:00:00.000'],
    );
    await up(new ReviewDates1765210000000());
    const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
    const of = async (table: string) =>
      Object.fromEntries(
        ((await before.query(`SELECT id, review_by FROM ${table}`)) as { id: string; review_by: unknown }[]).map(
          (r) => [r.id, day(r.review_by)],
        ),
      );
    expect(await of('notices')).toEqual({ 'n-expiring': '2025-04-15', 'n-open': '2026-02-28' });
    expect(await of('tenders')).toEqual({ 't-1': '2025-05-21' });
    expect(await of('downloads')).toEqual({ 'd-1': '2025-07-10' });
  });

  it("says what the site does in the policies where the office kept the first text, and keeps the office's own", async () => {
    db = await databaseBeforeMigration(ArchiveReviewPolicies1765210000001);
    const first = (language: 'en' | 'pa' | 'hi') =>
      `Intro\n\n## A\n${FIRST_POLICY_TEXTS[language][0]}\n\n## B\n${FIRST_POLICY_TEXTS[language][1]}`;
    const ownHindi = 'कार्यालय का अपना पाठ।';
    await db.ds.query('UPDATE site_pages SET body = ?, translations = ? WHERE slug = ?', [
      first('en'),
      JSON.stringify({ pa: { title: 'ਨੀਤੀਆਂ', body: first('pa') }, hi: { title: 'नीतियाँ', body: ownHindi } }),
      'website-policies',
    ]);
    await up(new ArchiveReviewPolicies1765210000001());
    const [row] = (await db.ds.query('SELECT body, translations FROM site_pages WHERE slug = ?', [
      'website-policies',
    ])) as { body: string; translations: string }[];
    const now = (language: 'en' | 'pa') =>
      `Intro\n\n## A\n${POLICIES_OF_ARCHIVE_AND_REVIEW[language].archival}\n\n## B\n${POLICIES_OF_ARCHIVE_AND_REVIEW[language].review}`;
    expect(row.body).toBe(now('en'));
    const translations = JSON.parse(row.translations) as Record<string, { title: string; body: string }>;
    expect(translations.pa).toEqual({ title: 'ਨੀਤੀਆਂ', body: now('pa') });
    expect(translations.hi).toEqual({ title: 'नीतियाँ', body: ownHindi });
  });
});
