/**
 * Signed-in people of each role for tests: the account is stored as an accepted invitation leaves
 * it (accounts.e2e-spec.ts proves that flow over real mail), then it signs in over HTTP.
 */
import bcrypt from 'bcryptjs';
import type { Role } from '@diet/contracts/accounts';
import { AdminUserEntity } from '../../src/auth/admin-user.entity';
import type { TestApp } from './create-test-app';

const PASSWORD = 'Role-test-password-1';

export async function signInWithRole(
  t: TestApp,
  role: Role,
  email = `${role}@example.org`,
): Promise<{ id: string; token: string }> {
  const users = t.dataSource.getRepository(AdminUserEntity);
  const user = await users.save(
    users.create({ email, name: `A ${role}`, role, passwordHash: await bcrypt.hash(PASSWORD, 4), disabled: false }),
  );
  const res = await t.http().post('/api/admin/auth/login').send({ email, password: PASSWORD }).expect(200);
  return { id: user.id, token: res.body.data.token as string };
}
