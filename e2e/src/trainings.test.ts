// The training calendar and a programme's enrolment (ARCHITECTURE 12.2) as a teacher on a phone,
// in Punjabi: /pa/trainings lists the office's new programme with its seats; its page shows the
// details and sessions, and the form; a missing consent is refused before sending; the enrolment
// is sent and waits for the mailed link (the office sees it pending); sent again, the API's 409
// is read in Punjabi with everything typed still there.
import { adminToken } from '../support/admin';
import { baseUrl, phonePage, screenshot, waitForApp } from '../support/browser';
import { addProgramme } from '../support/trainings';

const phone = phonePage();
const stamp = Date.now();
const TITLE = { en: `Story-based reading ${stamp}`, pa: `ਕਹਾਣੀਆਂ ਨਾਲ ਪੜ੍ਹਨਾ ${stamp}` };

it('enrols a teacher from the calendar at 360 px in Punjabi, and answers a second try with the 409 in Punjabi', async () => {
  const token = await adminToken();
  const id = await addProgramme(token, {
    title: TITLE.en,
    hours: 12,
    translations: { pa: { title: TITLE.pa, description: 'ਕਹਾਣੀਆਂ ਨਾਲ ਪੜ੍ਹਨ ਦੇ ਦੋ ਦਿਨ।' } },
  });
  const page = phone();
  await page.goto(`${baseUrl()}/pa/trainings?q=${stamp}`);
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: 'ਸਿਖਲਾਈਆਂ' }).waitFor();
  const card = page.getByTestId('content-list').getByRole('listitem').filter({ hasText: TITLE.pa });
  expect(await card.textContent()).toContain('ਦਾਖ਼ਲਾ ਖੁੱਲ੍ਹਾ');
  expect(await card.textContent()).toContain('12 ਘੰਟੇ · 30 ਸੀਟਾਂ ਵਿੱਚੋਂ 30 ਬਾਕੀ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'trainings-pa-360');

  await card.getByRole('link', { name: TITLE.pa, exact: true }).click();
  await page.waitForURL(`${baseUrl()}/pa/trainings/${id}`);
  await page.getByRole('heading', { level: 2, name: 'ਇਸ ਸਿਖਲਾਈ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਓ' }).waitFor();
  const fields = {
    ਨਾਮ: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
    'ਮੁਲਾਜ਼ਮ ਆਈਡੀ': `PB-E2E-${stamp}`,
    'ਈ-ਮੇਲ': `teacher${stamp}@example.org`,
    ਸਕੂਲ: 'GPS Sadiq',
    ਜ਼ਿਲ੍ਹਾ: 'ਫ਼ਰੀਦਕੋਟ',
  };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  const enrol = page.getByRole('button', { name: 'ਦਾਖ਼ਲਾ ਲਓ' });
  // No consent: refused in Punjabi before anything is sent.
  await enrol.click();
  await page.getByText('ਸਹਿਮਤੀ ਦੇਣੀ ਜ਼ਰੂਰੀ ਹੈ').waitFor();
  await page.getByRole('checkbox', { name: 'ਮੈਂ ਆਪਣੇ ਵੇਰਵਿਆਂ ਦੀ ਇਸ ਵਰਤੋਂ ਲਈ ਸਹਿਮਤ ਹਾਂ।' }).check();
  await enrol.click();
  await page.getByRole('status').filter({ hasText: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਈਮੇਲ ਵੇਖੋ' }).waitFor();
  await screenshot(page, 'training-enrolled-pa-360');

  // The office sees the enrolment, pending until the teacher opens the mailed link.
  const enrolments = await (
    await fetch(`${baseUrl()}/api/admin/trainings/${id}/enrolments`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(enrolments.data).toEqual([
    expect.objectContaining({ name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ', employeeId: `PB-E2E-${stamp}`, status: 'pending' }),
  ]);

  // The same teacher again: the API's 409, in Punjabi, and what was typed stays.
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('checkbox', { name: 'ਮੈਂ ਆਪਣੇ ਵੇਰਵਿਆਂ ਦੀ ਇਸ ਵਰਤੋਂ ਲਈ ਸਹਿਮਤ ਹਾਂ।' }).check();
  await enrol.click();
  await page.getByRole('alert').filter({ hasText: 'ਤੁਸੀਂ ਇਸ ਸਿਖਲਾਈ ਵਿੱਚ ਪਹਿਲਾਂ ਹੀ ਦਾਖ਼ਲ ਹੋ।' }).waitFor();
  expect(await page.getByLabel('ਨਾਮ', { exact: true }).inputValue()).toBe('ਹਰਪ੍ਰੀਤ ਕੌਰ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
