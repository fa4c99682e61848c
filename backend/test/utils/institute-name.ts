import type { Language } from '@diet/contracts/languages';
import type { TestApp } from './create-test-app';

/**
 * Runs `run` while the published site settings name the institute `name` in `language` (English:
 * the name itself; Punjabi or Hindi: its translation; an administrator's save publishes at once),
 * then restores what they had, whatever `run` did.
 */
export async function withInstituteName(
  t: TestApp,
  adminToken: string,
  name: string,
  run: () => Promise<void>,
  language: Language = 'en',
): Promise<void> {
  const save = (change: Record<string, unknown>) =>
    t.http().put('/api/admin/site-settings').set('Authorization', `Bearer ${adminToken}`).send(change).expect(200);
  const { instituteName, translations } = (
    await t.http().get('/api/admin/site-settings').set('Authorization', `Bearer ${adminToken}`).expect(200)
  ).body.data;
  await save(
    language === 'en'
      ? { instituteName: name }
      : { translations: { ...translations, [language]: { ...translations?.[language], instituteName: name } } },
  );
  try {
    await run();
  } finally {
    await save(language === 'en' ? { instituteName } : { translations });
  }
}
