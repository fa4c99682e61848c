/**
 * Issue 21 item 3: /api/docs.json describes every route the app registers, from the same
 * definitions and validators that check requests; admin routes carry the bearer scheme; the page
 * /api/docs loads from our own origin under our CSP; in production both need the admin token.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { adminRecordPath, fieldEntries, fileFields } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { NOTICE_CATEGORIES } from '@diet/contracts/content-types/notices';
import { bodyFields } from '@diet/contracts/content-validation';
import { EVENT_WHEN } from '@diet/contracts/enums';
import { MAX_LENGTH, MAX_PAGE_SIZE, MAX_UPLOAD_BYTES, RESEARCH_MIN_YEAR } from '@diet/contracts/limits';
import { ACCESS, VALIDATION } from '@diet/contracts/messages';
import { totpAt } from '../src/auth/totp';
import { ADMIN, createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { PUBLIC_ADMIN_PATHS, registeredRoutes } from './utils/registered-routes';

jest.setTimeout(60_000);

type Doc = OpenAPIV3.Document;
type Schema = OpenAPIV3.SchemaObject & Record<`x-${string}`, unknown>;

const asOpenApi = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
/** nestjs-pino's request-context middleware is mounted for every method on '{/*splat}': not a route of the API. */
const isMiddlewareMount = (path: string) => path.includes('*');

const operation = (doc: Doc, method: string, path: string) =>
  doc.paths[path]?.[method.toLowerCase() as OpenAPIV3.HttpMethods];
const schema = (doc: Doc, name: string) => doc.components!.schemas![name] as Schema;
const paramsOf = (op: OpenAPIV3.OperationObject | undefined) =>
  Object.fromEntries(((op?.parameters ?? []) as OpenAPIV3.ParameterObject[]).map((p) => [p.name, p.schema as Schema]));
/** The guard's rule as the auth tests state it: every /api/admin route but the public ones, and GET /api/contact. */
const needsToken = (method: string, path: string) =>
  (path.toLowerCase().startsWith('/api/admin') && !PUBLIC_ADMIN_PATHS.includes(path)) ||
  (method === 'GET' && path === '/api/contact');

describeApi('the API description in development', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.http().get('/api/docs.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.body as Doc;
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('describes every route the app registers, and no other, each with a unique operationId', () => {
    const routes = registeredRoutes(t.app).filter((r) => !isMiddlewareMount(r.path));
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter((r) => !operation(doc, r.method, asOpenApi(r.path)))
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method} ${asOpenApi(r.path)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops!).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.filter((d) => !registered.has(d))).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops!).map((op) => (op as OpenAPIV3.OperationObject).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks the routes the guard protects with the bearer scheme, and only those', () => {
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of registeredRoutes(t.app).filter((r) => !isMiddlewareMount(r.path))) {
      const op = operation(doc, route.method, asOpenApi(route.path))!;
      const label = `${route.method} ${route.path}`;
      if (needsToken(route.method, route.path)) {
        expect({ label, security: op.security }).toEqual({ label, security: [{ bearer: [] }] });
        expect({ label, has401: '401' in op.responses }).toEqual({ label, has401: true });
      } else {
        expect({ label, security: op.security }).toEqual({ label, security: undefined });
      }
    }
  });

  it("gives notices' fields the limits and allowed values their validation applies", async () => {
    const input = schema(doc, 'NoticeInput');
    expect(input.properties!.title).toMatchObject({ type: 'string', maxLength: MAX_LENGTH.title });
    expect(input.properties!.category).toMatchObject({ type: 'string', enum: [...NOTICE_CATEGORIES] });
    expect(input.properties!.publishDate).toMatchObject({ type: 'string', format: 'date' });
    expect(input.properties!.expiryDate).toMatchObject({
      format: 'date',
      nullable: true,
      'x-on-or-after': 'publishDate',
    });
    expect(input.properties!.pinned).toMatchObject({ type: 'boolean', default: false });
    expect(input.required).toEqual(['title', 'category', 'publishDate']);
    expect(input.additionalProperties).toBe(false);

    const create = operation(doc, 'POST', '/api/admin/notices')!;
    const body = create.requestBody as OpenAPIV3.RequestBodyObject;
    const multipart = body.content['multipart/form-data'].schema as Schema;
    expect(multipart.properties!.file).toMatchObject({
      type: 'string',
      format: 'binary',
      'x-file-kinds': ['pdf'],
      'x-max-bytes': MAX_UPLOAD_BYTES,
    });
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '413']);

    const list = paramsOf(operation(doc, 'GET', '/api/notices'));
    expect(Object.keys(list)).toEqual(['page', 'pageSize', 'q', 'category', 'archived', 'lang']);
    expect(list.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE });
    expect(list.category.enum).toEqual([...NOTICE_CATEGORIES]);
    expect(list.archived.enum).toEqual(['false', 'true']);
    const page = (operation(doc, 'GET', '/api/notices')!.responses['200'] as OpenAPIV3.ResponseObject).content![
      'application/json'
    ].schema as Schema;
    expect(page).toMatchObject({
      required: ['success', 'data', 'meta'],
      // Visitors' notices lack what only the office reads (the review date): a schema of their own.
      properties: { data: { type: 'array', items: { $ref: '#/components/schemas/NoticePublic' } } },
    });
    const schemas = doc.components!.schemas as Record<string, Schema>;
    expect(schemas.Notice.properties).toHaveProperty('reviewBy');
    expect(schemas.NoticePublic.properties).not.toHaveProperty('reviewBy');

    // The limits described are the ones the API applies.
    const token = await loginToken(t);
    const post = (fields: object) =>
      t
        .http()
        .post('/api/admin/notices')
        .set('Authorization', `Bearer ${token}`)
        .send({ title: 'T', category: 'Notice', publishDate: '2026-01-05', ...fields });
    expect((await post({ title: 'x'.repeat(MAX_LENGTH.title + 1) }).expect(400)).body.message).toBe(
      VALIDATION.tooLong('Title', MAX_LENGTH.title),
    );
    expect((await post({ category: 'Bogus' }).expect(400)).body.message).toBe(VALIDATION.notAllowed('Category'));
    await post({ title: 'x'.repeat(MAX_LENGTH.title) }).expect(201);
  });

  it('describes every content type from its definition: each body field with its limits, the file part, the list filters', () => {
    for (const definition of CONTENT_TYPES) {
      const base = `/api/admin/${definition.path}`;
      // The records may live at another admin path than the list (Diksha courses: .../diksha-lab/course).
      const records = `/api/admin/${adminRecordPath(definition)}`;
      const create = operation(doc, 'POST', records)!;
      const input = (
        (create.requestBody as OpenAPIV3.RequestBodyObject).content['multipart/form-data'] ??
        (create.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']
      ).schema as Schema;
      const properties = (input.properties ??
        schema(doc, (input as { $ref?: string }).$ref?.split('/').pop() ?? '').properties) as Record<string, Schema>;
      for (const [name, field] of Object.entries(bodyFields(definition))) {
        const described = properties[name];
        const label = `${definition.name}.${name}`;
        expect({ label, described: !!described }).toEqual({ label, described: true });
        if (field.kind === 'text' || field.kind === 'longText')
          expect({ label, max: described.maxLength }).toEqual({ label, max: field.max });
        if (field.kind === 'choice')
          expect({ label, values: described.enum }).toEqual({ label, values: [...field.values] });
        if (field.kind === 'integer') expect({ label, min: described.minimum }).toEqual({ label, min: field.min });
        if (field.kind === 'date') expect({ label, format: described.format }).toEqual({ label, format: 'date' });
      }
      for (const [name, field] of fileFields(definition)) {
        expect(properties[name]).toMatchObject({
          format: 'binary',
          'x-file-kinds': [...field.kinds],
          'x-max-bytes': field.maxBytes ?? MAX_UPLOAD_BYTES,
        });
      }
      const filters = fieldEntries(definition)
        .filter(([, f]) => f.filter)
        .map(([name]) => name);
      expect(Object.keys(paramsOf(operation(doc, 'GET', base)))).toEqual(
        expect.arrayContaining(['page', 'pageSize', 'q', ...filters]),
      );
      for (const verb of ['PUT', 'DELETE', 'GET'] as const)
        expect(operation(doc, verb, `${records}/{id}`)?.responses['404']).toBeDefined();
    }
  });

  it('describes the hand-written routes from the validators of their DTOs', () => {
    const contact = schema(doc, 'ContactMessageDto');
    expect(contact.properties!.name).toMatchObject({ type: 'string', maxLength: MAX_LENGTH.name });
    expect(contact.properties!.email).toMatchObject({ type: 'string', format: 'email', maxLength: MAX_LENGTH.email });
    expect(contact.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));

    const events = paramsOf(operation(doc, 'GET', '/api/events'));
    expect(events.when).toMatchObject({ enum: [...EVENT_WHEN] });
    expect(events.pageSize).toMatchObject({ maximum: MAX_PAGE_SIZE });

    // The research proposal is a content type's visitor create now: described from its definition.
    const proposal = operation(doc, 'POST', '/api/research/proposal')!;
    const multipart = (proposal.requestBody as OpenAPIV3.RequestBodyObject).content['multipart/form-data']
      .schema as Schema;
    expect(multipart.required).toEqual(['title', 'author', 'year', 'description', 'status', 'file']);
    expect(multipart.properties).toMatchObject({
      file: { format: 'binary', 'x-file-kinds': ['pdf', 'jpeg', 'png'] },
      year: { type: 'integer', minimum: RESEARCH_MIN_YEAR },
    });
    expect(Object.keys(multipart.properties!)).toEqual(expect.arrayContaining(['website', 'fileName']));
    expect(Object.keys(multipart.properties!)).not.toContain('isApproved');
    expect(Object.keys(proposal.responses).sort()).toEqual(['201', '400', '413', '429']);

    const csv = operation(doc, 'GET', '/api/admin/newsletter/export')!.responses['200'] as OpenAPIV3.ResponseObject;
    expect(Object.keys(csv.content!)).toEqual(['text/csv']);
    expect(schema(doc, 'ErrorBody').required).toEqual(['success', 'statusCode', 'error', 'message']);
  });

  it('serves the page and its viewer from our own origin, with no inline script, under the CSP', async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/ src="\/api\/docs\/[\w.-]+"/);
    expect(page.text).not.toMatch(/https?:\/\//);
    for (const file of ['swagger-ui-bundle.js', 'docs-init.js']) {
      expect((await t.http().get(`/api/docs/${file}`).expect(200)).headers['content-type']).toMatch(/javascript/);
    }
    expect((await t.http().get('/api/docs/swagger-ui.css').expect(200)).headers['content-type']).toMatch(/text\/css/);
    await t.http().get('/api/docs/package.json').expect(404);
    await t.http().get('/api/docs/..%2F..%2Fpackage.json').expect(404);
  });
});

const PRODUCTION_ADMIN = { email: ADMIN.email, password: 'Production-password-2026' };

describeApi('the API description in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
        ADMIN_PASSWORD: PRODUCTION_ADMIN.password,
        BCRYPT_COST: '10',
      },
    });
  });
  afterAll(() => t?.close());

  it('refuses the page, the description and the viewer without a valid admin token', async () => {
    for (const path of ['/api/docs', '/api/docs.json', '/api/docs/swagger-ui-bundle.js']) {
      const res = await t.http().get(path).expect(401);
      expect(res.body.message).toBe(ACCESS.mustBeLoggedIn);
      await t.http().get(path).set('Authorization', 'Bearer not.a.jwt').expect(401);
    }
  });

  it('answers them with the token, and lists its own routes as needing it', async () => {
    const login = await t.http().post('/api/admin/auth/login').send(PRODUCTION_ADMIN).expect(200);
    const auth = { Authorization: `Bearer ${login.body.data.token as string}` };
    // Production's default policy: an administrator sets up two-factor sign-in before anything else.
    expect(login.body.data.twoFactorSetupRequired).toBe(true);
    await t.http().get('/api/docs').set(auth).expect(403);
    const { secret } = (await t.http().post('/api/admin/auth/2fa/setup').set(auth).expect(200)).body.data as {
      secret: string;
    };
    await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(auth)
      .send({ code: totpAt(secret, Date.now()), currentPassword: PRODUCTION_ADMIN.password })
      .expect(200);
    await t.http().get('/api/docs').set(auth).expect(200);
    const doc = (await t.http().get('/api/docs.json').set(auth).expect(200)).body as Doc;
    expect(operation(doc, 'GET', '/api/docs.json')?.security).toEqual([{ bearer: [] }]);
    expect(operation(doc, 'GET', '/api/notices')?.security).toBeUndefined();
  });
});
