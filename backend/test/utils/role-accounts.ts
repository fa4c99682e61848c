/** A signed-in account of a given role, written straight to the table: the roles, not invitations, are under test. */
import bcrypt from 'bcryptjs';
import type { Role } from '@diet/contracts/accounts';
import { AdminUserEntity } from '../../src/auth/admin-user.entity';
import type { TestApp } from './create-test-app';

export async function tokenOfRole(t: TestApp, role: Role): Promise<string> {
  const email = `${role}-${Date.now()}@example.org`;
  await t.dataSource.getRepository(AdminUserEntity).save({ email, name: `An ${role}`, role, passwordHash: await bcrypt.hash('Role@2024', 4) });
  return (await t.http().post('/api/admin/auth/login').send({ email, password: 'Role@2024' }).expect(200)).body.data.token as string;
}
