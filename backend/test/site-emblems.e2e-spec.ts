/**
 * The state emblem and the institute logo in the header (issue 20, GIGW 3.0 identity): the office
 * uploads them as content; GET /api/site answers the published ones in header order, each
 * described in the asked language; a draft is not shown; one picture per position.
 */
import bcrypt from 'bcryptjs';
import { AdminUserEntity } from '../src/auth/admin-user.entity';
import { PNG, fields } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

const PASSWORD = 'Contributor-pass-1';

describeApi('site emblem and logo', () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const emblemsOf = async (query = '') =>
    (await t.http().get(`/api/site${query}`).expect(200)).body.data.emblems as { src: string; alt: string }[];
  const upload = (token: string, body: Record<string, string>) =>
    fields(t.http().post('/api/admin/site-emblems').set(as(token)), body).attach('image', PNG, 'emblem.png');

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    admin = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('shows no picture until the office uploads one', async () => {
    expect(await emblemsOf()).toEqual([]);
  });

  it('answers the uploaded pictures in header order, described in each language, and served from /uploads', async () => {
    // The logo first, to show the order is the header's, not the upload's or the alphabet's.
    await upload(admin, { position: 'Institute logo', description: 'Logo of DIET Faridkot' }).expect(201);
    await upload(admin, {
      position: 'State emblem',
      description: 'Emblem of the Government of Punjab',
      translations: JSON.stringify({
        pa: { description: 'ਪੰਜਾਬ ਸਰਕਾਰ ਦਾ ਚਿੰਨ੍ਹ' },
        hi: { description: 'पंजाब सरकार का प्रतीक' },
      }),
    }).expect(201);

    const english = await emblemsOf();
    expect(english.map((e) => e.alt)).toEqual(['Emblem of the Government of Punjab', 'Logo of DIET Faridkot']);
    expect((await emblemsOf('?lang=pa')).map((e) => e.alt)).toEqual(['ਪੰਜਾਬ ਸਰਕਾਰ ਦਾ ਚਿੰਨ੍ਹ', 'Logo of DIET Faridkot']);
    expect((await emblemsOf('?lang=hi')).map((e) => e.alt)).toEqual(['पंजाब सरकार का प्रतीक', 'Logo of DIET Faridkot']);
    const served = await t.http().get(`${english[0].src}?w=160`).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
  });

  it('keeps one picture per position and asks for what is missing, with the exact texts', async () => {
    expect((await upload(admin, { position: 'State emblem', description: 'Another emblem' }).expect(409)).body).toEqual(
      expect.objectContaining({
        statusCode: 409,
        message: 'This position already has a picture: edit it instead',
        details: expect.objectContaining({ position: 'This position already has a picture: edit it instead' }),
      }),
    );
    expect(
      (await fields(t.http().post('/api/admin/site-emblems').set(as(admin)), { position: 'State emblem' }).expect(400))
        .body.details,
    ).toEqual(expect.objectContaining({ image: 'Picture is required', description: 'Description is required' }));
  });

  it("does not show a contributor's draft, and drops a deleted picture at once", async () => {
    const users = t.dataSource.getRepository(AdminUserEntity);
    await users.save(
      users.create({
        email: 'contributor@example.org',
        name: 'A contributor',
        role: 'contributor',
        passwordHash: await bcrypt.hash(PASSWORD, 4),
        disabled: false,
      }),
    );
    const contributor = (
      await t
        .http()
        .post('/api/admin/auth/login')
        .send({ email: 'contributor@example.org', password: PASSWORD })
        .expect(200)
    ).body.data.token as string;

    const pictures = (await t.http().get('/api/admin/site-emblems').set(as(admin)).expect(200)).body.data as {
      id: string;
      position: string;
    }[];
    const logo = pictures.find((p) => p.position === 'Institute logo')!;
    await t.http().delete(`/api/admin/site-emblems/${logo.id}`).set(as(admin)).expect(200);
    expect((await emblemsOf()).map((e) => e.alt)).toEqual(['Emblem of the Government of Punjab']);

    const draft = (await upload(contributor, { position: 'Institute logo', description: 'A draft logo' }).expect(201))
      .body.data;
    expect(draft.publishState).toBe('draft');
    expect((await emblemsOf()).map((e) => e.alt)).toEqual(['Emblem of the Government of Punjab']);
  });
});
