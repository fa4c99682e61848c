/**
 * Liveness apart from readiness (issue 36 item 6): /api/health/live answers 200 while the process
 * does, whatever the database does; /api/health/ready answers 503 once the process is stopping
 * (SIGTERM's first hook) or while the database is away; /api/health keeps its contract.
 */
import { GracefulShutdown } from '../src/common/graceful-shutdown';
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';

jest.setTimeout(60_000);

describeApi('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const probe = async (path: string) => {
    const res = await t.http().get(path);
    expect(res.headers['cache-control']).toBe('no-store');
    return { status: res.status, body: res.body as unknown };
  };

  it('is live and ready while the process runs with its database', async () => {
    expect(await probe('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('/api/health/ready')).toEqual({
      status: 200,
      body: { status: 'ok', db: 'up', shuttingDown: false },
    });
    expect(await probe('/api/health')).toEqual({ status: 200, body: { status: 'ok', db: 'up' } });
  });

  it('stops being ready once shutdown begins, and stays live', async () => {
    // The hook Nest runs first on SIGTERM (no port is open here, so it only marks the stop).
    await t.app.get(GracefulShutdown).beforeApplicationShutdown('SIGTERM');
    expect(await probe('/api/health/ready')).toEqual({
      status: 503,
      body: { status: 'error', db: 'up', shuttingDown: true },
    });
    expect(await probe('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is not ready while the database is away, and stays live', async () => {
    await t.dataSource.destroy();
    expect(await probe('/api/health/ready')).toEqual({
      status: 503,
      body: { status: 'error', db: 'down', shuttingDown: true },
    });
    expect(await probe('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('/api/health')).toEqual({ status: 503, body: { status: 'error', db: 'down' } });
  });
});

describeApi('readiness without a shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('fails for the database alone', async () => {
    await t.dataSource.destroy();
    const ready = await t.http().get('/api/health/ready');
    expect({ status: ready.status, body: ready.body as unknown }).toEqual({
      status: 503,
      body: { status: 'error', db: 'down', shuttingDown: false },
    });
    await t.http().get('/api/health/live').expect(200);
  });
});
