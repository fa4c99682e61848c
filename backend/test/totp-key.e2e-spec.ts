/**
 * Issue 35 finding 16: the two-factor secrets have a key of their own. Changing JWT_SECRET keeps
 * every enrolment; an enrolment sealed with the JWT secret before the key existed still works and
 * is moved to the key at boot; a key rotation (new key, old one in TOTP_ENCRYPTION_KEY_PREVIOUS,
 * one restart) keeps enrolments and leaves the old key opening nothing; without the setting the
 * key is made once under DATA_DIR and kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { AdminUserEntity } from '../src/auth/admin-user.entity';
import { SecretBox } from '../src/auth/secret-box';
import { totpAt } from '../src/auth/totp';
import { loadConfig } from '../src/config/app-config';
import {
  createTestApp,
  createTestDatabase,
  describeApi,
  type TestApp,
  type TestDatabase,
} from './utils/create-test-app';

jest.setTimeout(120_000);

const PASSWORD = 'Ten-chars-or-more';
const JWT_ONE = 'jwt-secret-one-of-at-least-32-characters';
const JWT_TWO = 'jwt-secret-two-of-at-least-32-characters';
const KEY_A = 'totp-key-a-of-at-least-32-characters-long';
const KEY_B = 'totp-key-b-of-at-least-32-characters-long';

describeApi('the key of the two-factor secrets', () => {
  let db: TestDatabase;
  let t: TestApp | undefined;
  let secret = '';
  const email = 'totp.keeper@example.org';
  const boot = async (env: Record<string, string>) => {
    await t?.close();
    t = await createTestApp({ database: db, env });
    return t;
  };
  const stored = async () =>
    (
      await t!.dataSource
        .getRepository(AdminUserEntity)
        .createQueryBuilder('u')
        .addSelect('u.totpSecret')
        .where('u.email = :email', { email })
        .getOneOrFail()
    ).totpSecret!;
  /** A sign-in with the code of the app: 200 while the stored secret still opens. Each code is taken once, so the last step is forgotten first. */
  const signsInWithCode = async () => {
    await t!.dataSource.getRepository(AdminUserEntity).update({ email }, { totpLastStep: null });
    const res = await t!
      .http()
      .post('/api/admin/auth/login')
      .send({ email, password: PASSWORD, code: totpAt(secret, Date.now()) });
    return res.status;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
    await db.drop();
  });

  it('keeps an enrolment sealed with the JWT secret before the key existed, and moves it to the key at boot', async () => {
    const app = await boot({ JWT_SECRET: JWT_ONE, TOTP_ENCRYPTION_KEY: KEY_A });
    const users = app.dataSource.getRepository(AdminUserEntity);
    const user = await users.save(
      users.create({
        email,
        name: 'Keeper',
        role: 'editor',
        passwordHash: await bcrypt.hash(PASSWORD, 4),
        disabled: false,
      }),
    );
    const token = (await app.http().post('/api/admin/auth/login').send({ email, password: PASSWORD }).expect(200)).body
      .data.token as string;
    secret = (await app.http().post('/api/admin/auth/2fa/setup').set('Authorization', `Bearer ${token}`).expect(200))
      .body.data.secret as string;
    await app
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set('Authorization', `Bearer ${token}`)
      .send({ code: totpAt(secret, Date.now()), currentPassword: PASSWORD })
      .expect(200);
    // As a version before this one stored it: sealed with the key derived from the JWT secret.
    await users.update({ id: user.id }, { totpSecret: new SecretBox(JWT_ONE).seal(secret) });

    await boot({ JWT_SECRET: JWT_ONE, TOTP_ENCRYPTION_KEY: KEY_A });
    expect(new SecretBox(KEY_A).open(await stored())).toBe(secret);
    expect(new SecretBox(JWT_ONE).open(await stored())).toBeNull();
    expect(await signsInWithCode()).toBe(200);
  });

  it('keeps every enrolment when JWT_SECRET changes', async () => {
    await boot({ JWT_SECRET: JWT_TWO, TOTP_ENCRYPTION_KEY: KEY_A });
    expect(await signsInWithCode()).toBe(200);
  });

  it('rotates the key: the new one with the old as previous, one restart, then the old one opens nothing', async () => {
    await boot({ JWT_SECRET: JWT_TWO, TOTP_ENCRYPTION_KEY: KEY_B, TOTP_ENCRYPTION_KEY_PREVIOUS: KEY_A });
    expect(new SecretBox(KEY_B).open(await stored())).toBe(secret);
    expect(new SecretBox(KEY_A).open(await stored())).toBeNull();
    expect(await signsInWithCode()).toBe(200);
    await boot({ JWT_SECRET: JWT_TWO, TOTP_ENCRYPTION_KEY: KEY_B });
    expect(await signsInWithCode()).toBe(200);
  });

  it('makes the key once under DATA_DIR when none is set, and keeps using it', async () => {
    const fresh = await createTestApp({ env: { JWT_SECRET: JWT_ONE } });
    try {
      const file = join(fresh.config.dataDir, 'totp-key');
      expect(existsSync(file)).toBe(true);
      const key = readFileSync(file, 'utf8').trim();
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(fresh.config.totp.key).toBe(key);
      expect(key).not.toBe(JWT_ONE);
      // The next start reads the same key.
      expect(
        loadConfig({ NODE_ENV: 'test', DATA_DIR: fresh.config.dataDir, JWT_SECRET: JWT_ONE }, process.cwd()).totp.key,
      ).toBe(key);
    } finally {
      await fresh.close();
    }
  });
});
