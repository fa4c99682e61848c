import type { TestApp } from './create-test-app';

/**
 * Runs `run` while the published site settings name the institute `name` (an administrator's save
 * publishes at once), then restores the name they had, whatever `run` did.
 */
export async function withInstituteName(
  t: TestApp,
  adminToken: string,
  name: string,
  run: () => Promise<void>,
): Promise<void> {
  const rename = (instituteName: string) =>
    t
      .http()
      .put('/api/admin/site-settings')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ instituteName })
      .expect(200);
  const original = (await t.http().get('/api/site').expect(200)).body.data.instituteName as string;
  await rename(name);
  try {
    await run();
  } finally {
    await rename(original);
  }
}
