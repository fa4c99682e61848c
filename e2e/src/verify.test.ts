// Verifying a training certificate (ARCHITECTURE 12.2) as a district officer would, on a phone in
// Punjabi: a teacher completes a programme (the office confirms her place and marks her present),
// the office issues the certificates; the code typed in lower case at /pa/verify says the
// certificate is valid and whose it is; an unknown code says none has it; once revoked, it says so.
import { adminToken, apiRequest } from '../support/admin';
import { baseUrl, phonePage, screenshot, waitForApp } from '../support/browser';
import { addProgramme, addSession } from '../support/trainings';

const phone = phonePage();
const stamp = Date.now();

async function issuedCertificate(): Promise<string> {
  const token = await adminToken();
  const training = await addProgramme(token, { title: `Classroom reading ${stamp}`, hours: 6 }, 10);
  const session = await addSession(token, training, 6, 10);
  const enrolment = await apiRequest<{ id: string }>('POST', `/api/trainings/${training}/enrolments`, {
    name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
    employeeId: `PB-VER-${stamp}`,
    email: `verify${stamp}@example.org`,
    school: 'GPS Sadiq',
    district: 'Faridkot',
    consent: true,
  });
  await apiRequest(
    'PATCH',
    `/api/admin/trainings/${training}/enrolments/${enrolment.id}`,
    { status: 'confirmed' },
    token,
  );
  await apiRequest(
    'PUT',
    `/api/admin/trainings/${training}/sessions/${session}/attendance`,
    { present: [enrolment.id] },
    token,
  );
  const issued = await apiRequest<{ code: string }[]>(
    'POST',
    `/api/admin/trainings/${training}/certificates`,
    {},
    token,
  );
  expect(issued).toHaveLength(1);
  return issued[0].code;
}

it('checks a code at 360 px in Punjabi: valid and whose, unknown, then revoked with the reason', async () => {
  const code = await issuedCertificate();
  const page = phone();
  await page.goto(`${baseUrl()}/pa/verify`);
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: 'ਸਰਟੀਫ਼ਿਕੇਟ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ' }).waitFor();
  // Nothing typed: the form says so in Punjabi, before any request.
  await page.getByRole('button', { name: 'ਪੁਸ਼ਟੀ ਕਰੋ' }).click();
  await page.getByText('ਕੋਡ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ').waitFor();
  // As typed from paper: lower case, with spaces around.
  await page.getByLabel('ਸਰਟੀਫ਼ਿਕੇਟ ਕੋਡ').fill(` ${code.toLowerCase()} `);
  await page.getByRole('button', { name: 'ਪੁਸ਼ਟੀ ਕਰੋ' }).click();
  await page.waitForURL(`${baseUrl()}/pa/verify/${code}`);
  const outcome = page.getByRole('region', { name: 'ਇਹ ਸਰਟੀਫ਼ਿਕੇਟ ਸਹੀ ਹੈ।' });
  await outcome.waitFor();
  const text = await outcome.textContent();
  for (const part of [code, 'ਹਰਪ੍ਰੀਤ ਕੌਰ', `Classroom reading ${stamp}`, '6 ਘੰਟੇ']) expect(text).toContain(part);
  expect(await page.title()).toMatch(new RegExp(`^ਸਰਟੀਫ਼ਿਕੇਟ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ: ${code} \\| `));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'verify-valid-pa-360');

  await page.goto(`${baseUrl()}/pa/verify/AAAAA-BBBBB-CCCCC-DDDDD`);
  await waitForApp(page);
  await page.getByRole('alert').filter({ hasText: 'ਇਸ ਕੋਡ ਦਾ ਕੋਈ ਸਰਟੀਫ਼ਿਕੇਟ ਨਹੀਂ ਹੈ।' }).waitFor();

  await apiRequest('POST', `/api/admin/certificates/${code}/revoke`, { reason: 'Issued in error' }, await adminToken());
  await page.goto(`${baseUrl()}/pa/verify/${code}`);
  await waitForApp(page);
  const revoked = page.getByRole('region', { name: 'ਇਹ ਸਰਟੀਫ਼ਿਕੇਟ ਰੱਦ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ।' });
  await revoked.waitFor();
  expect(await revoked.textContent()).toContain('Issued in error');
  await screenshot(page, 'verify-revoked-pa-360');
});
