/**
 * Issue 19 item 2: roles are enforced on EVERY route that needs the admin token. The routes are
 * enumerated from the running app's router and their permissions read from the app's own API
 * description; each of the three roles then calls each route, and the answer must be what the one
 * permission table (libs/contracts permissions.ts) says: refused with 403 and the exact text, or let
 * through to the handler (anything but 403).
 */
import type { OpenAPIV3 } from 'openapi-types';
import { ACCOUNT_MESSAGES, ROLES, type Role } from '@diet/contracts/accounts';
import { sampleRecord } from './utils/content-samples';
import { notices } from '@diet/contracts/content-types/notices';
import { traineeRecords } from '@diet/contracts/content-types/trainee-records';
import { can, PERMISSION_NAMES, type Permission } from '@diet/contracts/permissions';
import { buildOpenApiDocument } from '../src/docs/openapi-document';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';
import { concretePath, PUBLIC_ADMIN_PATHS, registeredRoutes } from './utils/registered-routes';
import { signInWithRole } from './utils/role-accounts';

jest.setTimeout(120_000);

type Operation = OpenAPIV3.OperationObject & { 'x-permission'?: Permission };
interface SecuredRoute {
  method: string;
  path: string;
  permission: Permission | undefined;
}

const asOpenApi = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const FORBIDDEN = {
  success: false,
  statusCode: 403,
  error: ACCOUNT_MESSAGES.forbidden,
  message: ACCOUNT_MESSAGES.forbidden,
  details: withRequestId(),
};
/** Signing out ends the session the walk uses: it goes last. */
const isLogout = (r: { method: string; path: string }) => r.method === 'POST' && r.path === '/api/admin/auth/logout';

describeApi('roles on every admin route', () => {
  let t: TestApp;
  let secured: SecuredRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    const doc = buildOpenApiDocument(t.app);
    // Every registered route the guard asks a token for: all of /api/admin but the sign-in pages, and
    // those outside it the description marks with the bearer scheme (GET /api/contact).
    secured = registeredRoutes(t.app)
      .filter((r) => !r.path.includes('*'))
      .map((r) => ({
        ...r,
        op: doc.paths[asOpenApi(r.path)]?.[r.method.toLowerCase() as 'get'] as Operation | undefined,
      }))
      .filter(
        (r) =>
          (r.path.toLowerCase().startsWith('/api/admin') && !PUBLIC_ADMIN_PATHS.includes(r.path)) ||
          (r.op?.security?.length ?? 0) > 0,
      )
      .map((r) => ({ method: r.method, path: r.path, permission: r.op?.['x-permission'] }))
      .sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
  });
  afterAll(() => t?.close());

  it('finds every route that needs a token, and each declares a permission of the table', () => {
    expect(secured.length).toBeGreaterThan(60);
    expect(secured).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'GET', path: '/api/contact' })]));
    const undeclared = secured
      .filter((r) => !r.permission || !PERMISSION_NAMES.includes(r.permission))
      .map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it("gives the institute's routes the permissions it decided", () => {
    const permissionOf = (method: string, path: string) =>
      secured.find((r) => r.method === method && r.path === path)?.permission;
    const decided: [string, string, Permission][] = [
      ['GET', '/api/admin/dashboard/stats', 'dashboard'],
      ['GET', '/api/admin/auth/account', 'ownAccount'],
      ['GET', '/api/admin/notices', 'contentRead'],
      ['POST', '/api/admin/notices', 'contentWrite'],
      ['PUT', '/api/admin/notices/:id', 'contentWrite'],
      ['DELETE', '/api/admin/notices/:id', 'contentDelete'],
      ['GET', '/api/admin/diksha-lab/trainee/export', 'contentExport'],
      // Issue 35 finding 15: trainee records (employee IDs) are personal data, finding 2: the staff order is publishing.
      ['GET', '/api/admin/diksha-lab/trainee', 'personalData'],
      ['POST', '/api/admin/diksha-lab/trainee', 'personalData'],
      ['PUT', '/api/admin/diksha-lab/trainee/:id', 'personalData'],
      ['GET', '/api/admin/diksha-lab/trainee/:id/revisions', 'personalData'],
      ['PUT', '/api/admin/staff/order', 'contentPublish'],
      ['GET', '/api/contact', 'messages'],
      ['DELETE', '/api/admin/messages/:id', 'messages'],
      ['POST', '/api/admin/newsletter/send', 'newsletter'],
      ['GET', '/api/admin/users', 'accounts'],
      ['PATCH', '/api/admin/users/:id', 'accounts'],
    ];
    expect(decided.map(([method, path]) => [method, path, permissionOf(method, path)])).toEqual(decided);
  });

  it.each(ROLES)(
    'lets the %s through exactly where the table allows, and refuses the rest with 403',
    async (role: Role) => {
      const { token } = role === 'administrator' ? { token: await loginToken(t) } : await signInWithRole(t, role);
      const wrong: string[] = [];
      let refused = 0;
      for (const route of secured) {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const res = await t.http()[method](concretePath(route.path)).set('Authorization', `Bearer ${token}`).send({});
        const allowed = can(role, route.permission!);
        if (allowed && res.status === 403) wrong.push(`${route.method} ${route.path}: refused (${route.permission})`);
        if (!allowed) {
          refused += 1;
          if (res.status !== 403)
            wrong.push(`${route.method} ${route.path}: answered ${res.status} (${route.permission})`);
          else expect(res.body).toEqual(FORBIDDEN);
        }
        // Any other answer (401 here would mean a broken session) must not hide a wrong decision.
        if (res.status === 401) wrong.push(`${route.method} ${route.path}: 401`);
      }
      expect(wrong).toEqual([]);
      // The walk proves something for each role: administrators are refused nothing, the others something.
      if (role === 'administrator') expect(refused).toBe(0);
      else expect(refused).toBeGreaterThan(role === 'contributor' ? 10 : 0);
    },
  );

  it('keeps trainee records (employee IDs) from a contributor, who reads none and writes none; an editor reads them whole', async () => {
    const contributor = await signInWithRole(t, 'contributor', 'trainee-reader@example.org');
    const editor = await signInWithRole(t, 'editor', 'trainee-keeper@example.org');
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    const record = { ...sampleRecord(traineeRecords), employeeId: 'EMP-PRIVATE-1' };
    const created = await t.http().post('/api/admin/diksha-lab/trainee').set(as(editor.token)).send(record).expect(201);
    const id = created.body.data.id as string;
    for (const res of [
      await t.http().get('/api/admin/diksha-lab/trainee?q=EMP-PRIVATE').set(as(contributor.token)),
      await t.http().get(`/api/admin/diksha-lab/trainee/${id}`).set(as(contributor.token)),
      await t.http().get(`/api/admin/diksha-lab/trainee/${id}/revisions`).set(as(contributor.token)),
      await t.http().put(`/api/admin/diksha-lab/trainee/${id}`).set(as(contributor.token)).send(record),
      await t
        .http()
        .post('/api/admin/diksha-lab/trainee')
        .set(as(contributor.token))
        .send({ ...record, employeeId: 'EMP-PRIVATE-2' }),
    ]) {
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('EMP-PRIVATE');
    }
    const listed = await t.http().get('/api/admin/diksha-lab/trainee?q=EMP-PRIVATE').set(as(editor.token)).expect(200);
    expect(listed.body.data.map((r: { employeeId: string }) => r.employeeId)).toEqual(['EMP-PRIVATE-1']);
    // Visitors' list, as before: without employee IDs.
    expect(JSON.stringify((await t.http().get('/api/diksha-lab/trainee').expect(200)).body)).not.toContain(
      'EMP-PRIVATE',
    );
  });

  it('lets a contributor add and edit a notice but not delete it; an editor deletes it', async () => {
    const contributor = await signInWithRole(t, 'contributor', 'writer@example.org');
    const editor = await signInWithRole(t, 'editor', 'checker@example.org');
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    const created = await t
      .http()
      .post('/api/admin/notices')
      .set(as(contributor.token))
      .send(sampleRecord(notices))
      .expect(201);
    const id = created.body.data.id as string;
    await t
      .http()
      .put(`/api/admin/notices/${id}`)
      .set(as(contributor.token))
      .send({ ...sampleRecord(notices), title: 'Changed by the contributor' })
      .expect(200);
    const refused = await t.http().delete(`/api/admin/notices/${id}`).set(as(contributor.token)).expect(403);
    expect(refused.body).toEqual(FORBIDDEN);
    await t.http().get(`/api/admin/notices/${id}`).set(as(editor.token)).expect(200);
    await t.http().delete(`/api/admin/notices/${id}`).set(as(editor.token)).expect(200);
  });
});
