/**
 * The migrations create exactly the tables the content types' definitions describe, on both
 * engines: the same columns, types, lengths, nullability and indexes as the derived mappings.
 */
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';

describeApi('content type tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(CONTENT_TYPES.map((d) => [d.table, d.name]))(
    '%s is what the definition describes',
    async (tableName, name) => {
      const metadata = t.dataSource.getMetadata(name);
      const qr = t.dataSource.createQueryRunner();
      try {
        const table = (await qr.getTable(tableName))!;
        const shape = (c: { name: string; type: string; length: string; isNullable: boolean }) =>
          `${c.name} ${c.type.replace(/^integer$/, 'int')}${c.type === 'varchar' ? `(${c.length})` : ''}${c.isNullable ? ' null' : ''}`;
        const wanted = metadata.columns.map((c) =>
          shape({
            name: c.databaseName,
            type: String(t.dataSource.driver.normalizeType(c)),
            length: String(c.length),
            isNullable: c.isNullable,
          }),
        );
        expect(table.columns.map(shape).sort()).toEqual(wanted.sort());
        expect(table.indices.map((i) => i.name).sort()).toEqual(metadata.indices.map((i) => i.name).sort());
      } finally {
        await qr.release();
      }
    },
  );
});
