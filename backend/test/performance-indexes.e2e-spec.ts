/** The public-list indexes exist on the engine under test (migration 1763900000000 on SQLite and MariaDB). */
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';

const EXPECTED: Record<string, string[]> = {
  events: ['IDX_events_date_created_at_id', 'IDX_events_category_date'],
  staff: ['IDX_staff_display_order_name_id'],
  gallery_items: ['IDX_gallery_items_date_created_at_id', 'IDX_gallery_items_category_date'],
  research_papers: ['IDX_research_papers_year_created_at_id', 'IDX_research_papers_status_year_created_at_id'],
  library_books: [
    'IDX_library_books_title_id',
    'IDX_library_books_subject_title_id',
    'IDX_library_books_available_title_id',
  ],
  results: [
    'IDX_results_publish_date_created_at_id',
    'IDX_results_course_publish_date_created_at_id',
    'IDX_results_year_publish_date_created_at_id',
  ],
  study_materials: [
    'IDX_study_materials_upload_date_created_at_id',
    'IDX_study_materials_subject_upload_date_created_at_id',
    'IDX_study_materials_course_upload_date_created_at_id',
    'IDX_study_materials_type_upload_date_created_at_id',
  ],
  diksha_courses: ['IDX_diksha_courses_status_title'],
};

describeApi('indexes of the public lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(Object.entries(EXPECTED))('%s has an index for each filter and its order', async (table, names) => {
    const runner = t.dataSource.createQueryRunner();
    try {
      const found = (await runner.getTable(table))!.indices.map((i) => i.name);
      expect(found).toEqual(expect.arrayContaining(names));
    } finally {
      await runner.release();
    }
  });

  it('orders a filtered library page from the subject+title index (no sort step) on this engine', async () => {
    const mysql = t.dataSource.options.type === 'mysql';
    const sql = `SELECT id FROM library_books WHERE subject = 'Science' ORDER BY title ASC, id ASC LIMIT 12`;
    if (mysql) {
      const [plan] = (await t.dataSource.query(`EXPLAIN ${sql}`)) as Array<{
        key: string | null;
        Extra: string | null;
      }>;
      expect(plan.key).toBe('IDX_library_books_subject_title_id');
      expect(plan.Extra ?? '').not.toMatch(/filesort/i);
    } else {
      const plan = (await t.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`)) as Array<{ detail: string }>;
      const details = plan.map((p) => p.detail).join(' | ');
      expect(details).toMatch(/IDX_library_books_subject_title_id/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
  });
});
