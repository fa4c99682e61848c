import { DataSource } from 'typeorm';
import { SQLITE_DRIVER } from '../database/sqlite-driver';
import { AppStateEntity } from '../database/app-state.entity';
import { ContentVersionService } from './content-version.service';
import { changesPublicData } from './content-write.interceptor';
import { CACHEABLE_PATH, pickEncoding } from './public-cache';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
  ])('%p -> %p', (header, expected) => expect(pickEncoding(header)).toBe(expected));
});

describe('what is cached and what bumps the content version', () => {
  it.each([
    ['/api/events?when=upcoming', true],
    ['/api/events/abc', true],
    ['/api/library?q=x&subject=Arts', true],
    ['/api/newsletter/recent', true],
    ['/api/newsletter/unsubscribe?token=x', false],
    ['/api/analytics/track-visit', false],
    ['/api/contact', false],
    ['/api/admin/events', false],
    ['/api/eventsx', false],
  ])('GET %s cached: %p', (url, cached) => expect(CACHEABLE_PATH.test(url)).toBe(cached));

  it.each([
    ['POST', '/api/admin/events', true],
    ['DELETE', '/api/admin/staff/1', true],
    ['POST', '/api/research/proposal', false],
    ['PUT', '/api/admin/research/1/approve', true],
    ['POST', '/api/contact', false],
    ['POST', '/api/newsletter/subscribe', false],
    ['POST', '/api/admin/auth/login', false],
    ['GET', '/api/admin/events', false],
  ])('%s %s bumps: %p', (method, path, bumps) => expect(changesPublicData(method, path)).toBe(bumps));
});

/** A data source whose queries resolve when the test says, recording when each one started. */
function fakeDataSource() {
  let stored = 1;
  const started: Array<{ valueAtStart: number; finish: () => void }> = [];
  const ds = {
    driver: { escape: (name: string) => `"${name}"` },
    query: () =>
      new Promise((resolve) => {
        const valueAtStart = stored;
        started.push({ valueAtStart, finish: () => resolve([{ v: valueAtStart }]) });
      }),
  };
  return { ds: ds as unknown as DataSource, started, write: () => (stored += 1) };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('ContentVersionService', () => {
  it('shares queries among concurrent readers: one running, one queued', async () => {
    const { ds, started } = fakeDataSource();
    const versions = new ContentVersionService(ds);
    const reads = Array.from({ length: 10 }, () => versions.read());
    expect(started).toHaveLength(1);
    started[0].finish();
    await flush();
    expect(started).toHaveLength(2);
    started[1].finish();
    expect(await Promise.all(reads)).toEqual(Array(10).fill(1));
  });

  it('a read that arrives while a query runs waits for one that starts after it (sees a write made meanwhile)', async () => {
    const { ds, started, write } = fakeDataSource();
    const versions = new ContentVersionService(ds);
    const early = versions.read();
    write(); // another replica writes while the first query is under way
    const late = versions.read();
    started[0].finish();
    await flush();
    started[1].finish();
    expect(await early).toBe(1);
    expect(await late).toBe(2);
  });
});

describe('ContentVersionService on SQLite', () => {
  let ds: DataSource;
  beforeEach(async () => {
    ds = await new DataSource({
      type: 'better-sqlite3',
      driver: SQLITE_DRIVER,
      database: ':memory:',
      entities: [AppStateEntity],
      synchronize: true,
    }).initialize();
  });
  afterEach(() => ds.destroy());

  it('reads the stored version through its own statement, not the ORM, and sees every bump', async () => {
    const versions = new ContentVersionService(ds);
    const orm = jest.spyOn(ds, 'query');
    expect(await versions.read()).toBe(0);
    await versions.bump();
    expect(await versions.read()).toBe(1);
    // Another replica's write, straight into the shared database file.
    await ds.getRepository(AppStateEntity).increment({ key: 'content-version' }, 'value', 5);
    expect(await Promise.all([versions.read(), versions.read(), versions.read()])).toEqual([6, 6, 6]);
    expect(orm).not.toHaveBeenCalled();
  });

  it('reads once a turn for every caller of that turn, after all of them: a write made meanwhile is seen', async () => {
    const versions = new ContentVersionService(ds);
    await versions.bump();
    const reads = [versions.read(), versions.read(), versions.read()];
    expect(new Set(reads).size).toBe(1);
    // Another replica's write, committed after the calls but in the same turn, straight into the file.
    const raw = (ds.driver as unknown as { databaseConnection: { prepare(sql: string): { run(): unknown } } })
      .databaseConnection;
    raw.prepare(`UPDATE app_state SET value = value + 5 WHERE key = 'content-version'`).run();
    expect(await Promise.all(reads)).toEqual([6, 6, 6]);
    const next = versions.read();
    expect(next).not.toBe(reads[0]);
    expect(await next).toBe(6);
  });
});
