/** Staff: public order, reorder, its own messages, activity log; the rest is content-types.e2e-spec.ts's. */
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, PNG } from './utils/content-fixtures';
import { signInWithRole } from './utils/role-accounts';

describeApi('staff API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = {
    name: 'Dr. Asha Rani',
    designation: 'Principal',
    subject: 'Education',
    phone: '+91 98140 00000',
    email: 'asha@example.org',
  };

  const post = (body: Record<string, string | number | undefined>, photo: Buffer | null = PNG, name = 'photo.png') => {
    const req = fields(t.http().post('/api/admin/staff').set(auth()), body);
    return photo ? req.attach('photo', photo, name) : req;
  };
  const put = (
    id: string,
    body: Record<string, string | number | undefined>,
    photo: Buffer | null = null,
    name = 'photo.png',
  ) => {
    const req = fields(t.http().put(`/api/admin/staff/${id}`).set(auth()), body);
    return photo ? req.attach('photo', photo, name) : req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // 401 on the record routes, name/subject/photo left out, a PDF for a photo, the toasts, the photo
  // kept, replaced and purged, unknown ids: the rows 'staff: ...' of content-types.e2e-spec.ts.
  it('refuses the order route, its own, without a token', async () => {
    await t.http().put('/api/admin/staff/order').send({ ids: [] }).expect(401);
  });

  describe('validation', () => {
    const cases: [string, Record<string, string | undefined>, string, string][] = [
      ['designation blank', { ...valid, designation: ' ' }, 'designation', VALIDATION.designationRequired],
      ['email invalid', { ...valid, email: 'asha@' }, 'email', VALIDATION.emailInvalid],
      [
        'name too long',
        { ...valid, name: 'x'.repeat(MAX_LENGTH.name + 1) },
        'name',
        VALIDATION.tooLong('Name', MAX_LENGTH.name),
      ],
    ];
    it.each(cases)('%s -> 400 with its message', async (_n, body, field, message) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest(field, message));
    });
  });

  it("clears an optional field left blank; logs each change by the member's name", async () => {
    const member = (await post(valid).expect(201)).body.data;
    expect(member).toMatchObject({ name: valid.name, designation: 'Principal', email: valid.email });
    expect((await put(member.id, { ...valid, phone: '' }).expect(200)).body.data.phone).toBeNull();
    await t.http().delete(`/api/admin/staff/${member.id}`).set(auth()).expect(200);
    const actions = (await t.dataSource.getRepository(ActivityLogEntity).find()).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        `Created staff: ${valid.name}`,
        `Updated staff: ${valid.name}`,
        `Deleted staff: ${valid.name}`,
      ]),
    );
  });

  it('lists staff publicly in the display order the admin sets', async () => {
    const a = (await post({ ...valid, name: 'Teacher A', designation: 'Lecturer' }).expect(201)).body.data;
    const b = (await post({ ...valid, name: 'Teacher B', designation: 'Lecturer' }).expect(201)).body.data;
    const p = (await post({ ...valid, name: 'Principal P' }).expect(201)).body.data;
    let names = (await t.http().get('/api/staff').expect(200)).body.data.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Teacher A', 'Teacher B', 'Principal P']);

    const res = await t
      .http()
      .put('/api/admin/staff/order')
      .set(auth())
      .send({ ids: [p.id, b.id, a.id] })
      .expect(200);
    expect(res.body.data.map((s: { name: string }) => s.name)).toEqual(['Principal P', 'Teacher B', 'Teacher A']);
    names = (await t.http().get('/api/staff').expect(200)).body.data.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Principal P', 'Teacher B', 'Teacher A']);

    const bad = await t
      .http()
      .put('/api/admin/staff/order')
      .set(auth())
      .send({ ids: [p.id, '00000000-0000-4000-8000-000000000000'] });
    expect(bad.status).toBe(400);
    expect((await t.http().put('/api/admin/staff/order').set(auth()).send({ ids: 'x' })).status).toBe(400);
  });

  it('reordering is a publishing action: 403 to a contributor, an editor may (issue 35 finding 2)', async () => {
    const ids = (await t.http().get('/api/admin/staff?pageSize=100').set(auth()).expect(200)).body.data.map(
      (s: { id: string }) => s.id,
    ) as string[];
    const before = (await t.http().get('/api/staff').expect(200)).body.data.map((s: { id: string }) => s.id);
    const contributor = await signInWithRole(t, 'contributor');
    const refused = await t
      .http()
      .put('/api/admin/staff/order')
      .set({ Authorization: `Bearer ${contributor.token}` })
      .send({ ids: [...ids].reverse() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.forbidden);
    expect((await t.http().get('/api/staff').expect(200)).body.data.map((s: { id: string }) => s.id)).toEqual(before);
    const editor = await signInWithRole(t, 'editor');
    await t
      .http()
      .put('/api/admin/staff/order')
      .set({ Authorization: `Bearer ${editor.token}` })
      .send({ ids: [ids[1], ids[0]] })
      .expect(200);
  });

  it('keeps a revision of each member whose place the order changes, and restoring it puts the member back', async () => {
    const [first, second] = (await t.http().get('/api/admin/staff?pageSize=2').set(auth()).expect(200)).body.data as {
      id: string;
      displayOrder: number;
    }[];
    const revisions = async (id: string) =>
      (await t.http().get(`/api/admin/staff/${id}/revisions`).set(auth()).expect(200)).body.data as {
        id: string;
        user: string;
        changes: { field: string; before: unknown; after: unknown }[];
      }[];
    const counted = (await revisions(first.id)).length;
    await t
      .http()
      .put('/api/admin/staff/order')
      .set(auth())
      .send({ ids: [second.id, first.id] })
      .expect(200);
    const [latest, ...older] = await revisions(first.id);
    expect(older).toHaveLength(counted);
    expect(latest.changes).toEqual([
      expect.objectContaining({ field: 'displayOrder', before: first.displayOrder, after: second.displayOrder }),
    ]);
    expect((await revisions(second.id))[0].changes).toEqual([
      expect.objectContaining({ field: 'displayOrder', before: second.displayOrder, after: first.displayOrder }),
    ]);
    // The revision before the move restores the old place.
    await t.http().post(`/api/admin/staff/${first.id}/revisions/${older[0].id}/restore`).set(auth()).expect(200);
    const restored = (await t.http().get(`/api/admin/staff/${first.id}`).set(auth()).expect(200)).body.data;
    expect(restored.displayOrder).toBe(first.displayOrder);
  });
});
