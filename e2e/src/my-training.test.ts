// A teacher's training day on a phone in Punjabi (ARCHITECTURE 12.2, issue 33 items 3, 6 and 7's
// whole path): she enrols on the programme's page and confirms by opening the mailed link; in the
// room she scans the office's check-in code
// (CHECK_IN_PATH?code=), types her employee ID and is marked present (a wrong ID first: refused
// under its field, in Punjabi); the office issues her certificate; on /my-training she asks for the
// link to her record, opens the mailed link and reads her hours this year against 50, the
// programme with its hours attended and the certificate; the link leaves the address and works
// once. A district officer scans the QR code printed on her certificate and reads it valid. A
// product of the test's own, for its outbox; on SQLite and MariaDB (scripts/test.mjs).
import type { Page } from 'playwright-core';
import {
  CERTIFICATE_VERIFY_PATH,
  CHECK_IN_PATH,
  certificatePdfPath,
  ENROLMENT_CONFIRM_PATH,
  MY_TRAINING_PATH,
  NEP_ANNUAL_HOURS,
} from '@diet/contracts/training-messages';
import { hasPoppler, qrCodeOnFirstPage } from '../../backend/test/utils/pdf-reading';
import { axeViolations } from '../support/axe';
import { screenshot, waitForApp } from '../support/browser';
import { mailedLink } from '../support/outbox';
import { ownProductAndBrowser } from '../support/own-product';
import { adminSignIn, callApi } from '../support/people';

const own = ownProductAndBrowser();
const stamp = Date.now();
const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const TEACHER = {
  name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
  employeeId: `PB-CHK-${stamp}`,
  email: `teacher${stamp}@example.org`,
  school: 'GPS Sadiq',
  district: 'Faridkot',
};
const TITLE = `Joyful mathematics ${stamp}`;
/** A mailed link's page and query (the product mails its PUBLIC_URL, localhost; the browser has 127.0.0.1). */
const addressIn = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** No serious axe issue, and nothing wider than the phone, also at 200% text (then back to 100%). */
async function keepsToTheScreen(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(360);
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  expect(await width()).toBeLessThanOrEqual(360);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
}

it('checks a teacher in at 360 px in Punjabi from the code in the room, then shows her record from the mailed link', async () => {
  const product = own.product();
  const token = await adminSignIn(product);
  // A programme running now, of two hours in one session: attending it completes it.
  const { id: training } = await callApi<{ id: string }>(
    product,
    'POST',
    '/api/admin/trainings',
    {
      title: TITLE,
      description: 'Two hours of number games.',
      mode: 'In person',
      venue: 'Conference Hall',
      startsAt: at(-HOUR),
      endsAt: at(2 * HOUR),
      enrolmentClosesAt: at(HOUR),
      hours: 2,
      seats: 10,
    },
    token,
  );
  const { id: session } = await callApi<{ id: string }>(
    product,
    'POST',
    `/api/admin/trainings/${training}/sessions`,
    { startsAt: at(-10 * 60_000), endsAt: at(HOUR), hours: 2 },
    token,
  );

  // bypassCSP: for the axe script the test injects.
  const context = await own.browser().newContext({ viewport: { width: 360, height: 780 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${product.baseUrl}/pa/trainings/${training}`);
  await waitForApp(page);
  const fields = {
    ਨਾਮ: TEACHER.name,
    'ਮੁਲਾਜ਼ਮ ਆਈਡੀ': TEACHER.employeeId,
    'ਈ-ਮੇਲ': TEACHER.email,
    ਸਕੂਲ: TEACHER.school,
    ਜ਼ਿਲ੍ਹਾ: TEACHER.district,
  };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('checkbox', { name: 'ਮੈਂ ਆਪਣੇ ਵੇਰਵਿਆਂ ਦੀ ਇਸ ਵਰਤੋਂ ਲਈ ਸਹਿਮਤ ਹਾਂ।' }).check();
  await page.getByRole('button', { name: 'ਦਾਖ਼ਲਾ ਲਓ' }).click();
  await page.getByRole('status').filter({ hasText: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਈਮੇਲ ਵੇਖੋ' }).waitFor();
  // Enrolled from the Punjabi page: the mail speaks Punjabi, and its link opens the Punjabi page.
  const confirmation = await mailedLink(product.dataDir, TEACHER.email, ENROLMENT_CONFIRM_PATH);
  expect(confirmation.subject).toBe(`ਆਪਣੇ ਦਾਖ਼ਲੇ ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ: ${TITLE}`);
  expect(addressIn(confirmation.url)).toBe(`/pa${ENROLMENT_CONFIRM_PATH}?token=${confirmation.token}`);
  await page.goto(`${product.baseUrl}${addressIn(confirmation.url)}`);
  await page.getByText('ਤੁਹਾਡੀ ਸੀਟ ਪੱਕੀ ਹੋ ਗਈ ਹੈ।', { exact: false }).waitFor();
  const [enrolment] = await callApi<{ id: string; status: string }[]>(
    product,
    'GET',
    `/api/admin/trainings/${training}/enrolments`,
    undefined,
    token,
  );
  expect(enrolment.status).toBe('confirmed');

  const { code } = await callApi<{ code: string }>(
    product,
    'POST',
    `/api/admin/trainings/${training}/sessions/${session}/check-in-code`,
    undefined,
    token,
  );

  await page.goto(`${product.baseUrl}/pa${CHECK_IN_PATH}?code=${code}`);
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: 'ਸਿਖਲਾਈ ਵਿੱਚ ਹਾਜ਼ਰੀ' }).waitFor();
  expect(await page.getByLabel('ਹਾਜ਼ਰੀ ਕੋਡ').inputValue()).toBe(code);
  const employeeId = page.getByLabel('ਮੁਲਾਜ਼ਮ ਆਈਡੀ');
  await employeeId.fill('PB-NOBODY');
  await page.getByRole('button', { name: 'ਹਾਜ਼ਰੀ ਲਗਾਓ' }).click();
  await page.getByText('ਇਸ ਸਿਖਲਾਈ ਵਿੱਚ ਇਸ ਮੁਲਾਜ਼ਮ ਆਈਡੀ ਦਾ ਕੋਈ ਪੁਸ਼ਟ ਦਾਖ਼ਲਾ ਨਹੀਂ ਹੈ।').waitFor();
  expect(await employeeId.inputValue()).toBe('PB-NOBODY');
  await employeeId.fill(TEACHER.employeeId);
  await page.getByRole('button', { name: 'ਹਾਜ਼ਰੀ ਲਗਾਓ' }).click();
  await page.getByRole('status').filter({ hasText: 'ਤੁਹਾਡੀ ਹਾਜ਼ਰੀ ਲੱਗ ਗਈ ਹੈ। ਧੰਨਵਾਦ!' }).waitFor();
  await keepsToTheScreen(page);
  await screenshot(page, 'check-in-pa-360');
  // The office's attendance has her, and her two hours of two completed the programme.
  const attendance = await callApi<{ present: string[] }>(
    product,
    'GET',
    `/api/admin/trainings/${training}/sessions/${session}/attendance`,
    undefined,
    token,
  );
  expect(attendance.present).toEqual([enrolment.id]);
  const [certificate] = await callApi<{ code: string }[]>(
    product,
    'POST',
    `/api/admin/trainings/${training}/certificates`,
    {},
    token,
  );

  await page.goto(`${product.baseUrl}/pa${MY_TRAINING_PATH}`);
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: 'ਮੇਰਾ ਸਿਖਲਾਈ ਰਿਕਾਰਡ' }).waitFor();
  await page.getByLabel('ਈ-ਮੇਲ').fill(TEACHER.email);
  await page.getByRole('button', { name: 'ਮੈਨੂੰ ਲਿੰਕ ਭੇਜੋ' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'ਜੇ ਇਸ ਪਤੇ ਦੇ ਸਾਡੇ ਕੋਲ ਦਾਖ਼ਲੇ ਹਨ, ਤਾਂ ਅਸੀਂ ਇਸ ਨੂੰ ਤੁਹਾਡੇ ਸਿਖਲਾਈ ਰਿਕਾਰਡ ਦਾ ਲਿੰਕ ਭੇਜ ਦਿੱਤਾ ਹੈ।' })
    .waitFor();
  await screenshot(page, 'my-training-ask-pa-360');

  const link = await mailedLink(product.dataDir, TEACHER.email, MY_TRAINING_PATH);
  expect(link.subject).toBe('ਤੁਹਾਡਾ ਸਿਖਲਾਈ ਰਿਕਾਰਡ');
  expect(addressIn(link.url)).toBe(`/pa${MY_TRAINING_PATH}?token=${link.token}`);
  await page.goto(`${product.baseUrl}${addressIn(link.url)}`);
  await waitForApp(page);
  await page.getByRole('heading', { level: 2, name: TEACHER.name }).waitFor();
  // The one-time link is gone from the address (and so from the history).
  expect(page.url()).toBe(`${product.baseUrl}/pa${MY_TRAINING_PATH}`);
  expect(await page.getByText(TEACHER.employeeId).count()).toBe(1);
  // The programme ends today: its two hours count this year unless the year turns first.
  const hours = new Date(Date.now() + 3 * HOUR).getUTCFullYear() === new Date().getUTCFullYear() ? 2 : 0;
  const year = page.getByRole('region', { name: 'ਇਸ ਸਾਲ ਦੇ ਘੰਟੇ' });
  await year.getByText(`${NEP_ANNUAL_HOURS} ਘੰਟਿਆਂ ਵਿੱਚੋਂ ${hours}`).waitFor();
  expect(await year.getByRole('progressbar').getAttribute('value')).toBe(String(hours));
  const programme = page.getByRole('region', { name: 'ਤੁਹਾਡੇ ਪ੍ਰੋਗਰਾਮ' }).getByRole('listitem').filter({ hasText: TITLE });
  expect(await programme.textContent()).toContain('ਪੂਰਾ ਹੋਇਆ');
  expect(await programme.textContent()).toContain('2 ਘੰਟਿਆਂ ਵਿੱਚੋਂ 2');
  const issued = page.getByRole('region', { name: 'ਤੁਹਾਡੇ ਸਰਟੀਫ਼ਿਕੇਟ' }).getByRole('listitem');
  expect(await issued.textContent()).toContain('ਸਹੀ');
  expect(await issued.getByRole('link', { name: /ਆਨਲਾਈਨ ਜਾਂਚੋ/ }).getAttribute('href')).toBe(
    `/pa/verify/${certificate.code}`,
  );
  await keepsToTheScreen(page);
  await screenshot(page, 'my-training-record-pa-360');

  // The link works once: opened again, it asks for a new one, with the form.
  await page.goto(`${product.baseUrl}${addressIn(link.url)}`);
  await waitForApp(page);
  await page.getByRole('alert').filter({ hasText: 'ਕਿਰਪਾ ਕਰਕੇ ਸਾਡੇ ਵੱਲੋਂ ਈਮੇਲ ਕੀਤਾ ਲਿੰਕ ਦੁਬਾਰਾ ਖੋਲ੍ਹੋ।' }).waitFor();
  await page.getByRole('button', { name: 'ਮੈਨੂੰ ਲਿੰਕ ਭੇਜੋ' }).waitFor();

  // A district officer scans the QR code on her certificate's PDF and reads it on a phone.
  const pdf = Buffer.from(
    await (await fetch(`${product.baseUrl}${certificatePdfPath(certificate.code)}`)).arrayBuffer(),
  );
  if (!hasPoppler) return console.warn('SKIPPED scanning the certificate: poppler-utils is not installed');
  const scanned = new URL((await qrCodeOnFirstPage(pdf))!);
  expect(scanned.pathname).toBe(`${CERTIFICATE_VERIFY_PATH}/${certificate.code}`);
  await page.goto(`${product.baseUrl}/pa${scanned.pathname}`);
  await waitForApp(page);
  const outcome = page.getByRole('region', { name: 'ਇਹ ਸਰਟੀਫ਼ਿਕੇਟ ਸਹੀ ਹੈ।' });
  await outcome.getByText(TEACHER.name).waitFor();
  expect(await outcome.textContent()).toContain(TITLE);
  await screenshot(page, 'verify-scanned-pa-360');
});
