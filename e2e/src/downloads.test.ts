// The downloads page (ARCHITECTURE 12.1), drawn by the machinery from its definition alone: the
// office uploads a form; a visitor on a phone, reading Punjabi, finds it on /pa/downloads by its
// category, reads its format and size on the card, opens its own page and downloads the file.
import { adminToken, apiRequest } from '../support/admin';
import { baseUrl, phonePage, screenshot, waitForApp } from '../support/browser';

const phone = phonePage();

const stamp = Date.now();
const TITLE = { en: `Hostel form ${stamp}`, pa: `ਹੋਸਟਲ ਫ਼ਾਰਮ ${stamp}` };
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  Buffer.alloc(3000, 0x20),
  Buffer.from('\ntrailer <<>>\n%%EOF\n'),
]);

it('finds a form by its category at 360 px in Punjabi, with its format and size, and downloads it', async () => {
  const form = new FormData();
  form.set('title', TITLE.en);
  form.set('category', 'Forms');
  form.set('language', 'pa');
  form.set('translations', JSON.stringify({ pa: { title: TITLE.pa } }));
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'hostel-form.pdf');
  const { id } = await apiRequest<{ id: string }>('POST', '/api/admin/downloads', form, await adminToken());

  await phone().goto(`${baseUrl()}/pa/downloads`);
  await waitForApp(phone());
  await phone().getByRole('heading', { level: 1, name: 'ਡਾਊਨਲੋਡ' }).waitFor();
  expect(await phone().title()).toMatch(/^ਡਾਊਨਲੋਡ \| /);
  await phone().getByLabel('ਸ਼੍ਰੇਣੀ').selectOption({ label: 'ਫ਼ਾਰਮ' });
  await phone().waitForURL(/category=Forms/);
  await phone().getByLabel('ਖੋਜੋ', { exact: true }).fill(String(stamp));
  const card = phone().getByTestId('content-list').getByRole('listitem').filter({ hasText: TITLE.pa });
  await card.waitFor();
  // The search is sent once the typing pauses; then the list holds this form alone.
  await phone().waitForURL(new RegExp(`q=${stamp}`));
  await phone().waitForFunction(() => document.querySelectorAll('[data-testid="content-list"] > li').length === 1);
  // The card names its category and the document's language in Punjabi, and the file's format and size.
  // (Each badge says what it is to a screen reader, in text hidden from the eye.)
  const text = await card.textContent();
  expect(text).toContain('ਸ਼੍ਰੇਣੀ: ਫ਼ਾਰਮ');
  expect(text).toContain('ਭਾਸ਼ਾ: ਪੰਜਾਬੀ');
  const download = card.getByRole('link', { name: new RegExp(`^ਡਾਊਨਲੋਡ ਕਰੋ: ${TITLE.pa}`) });
  expect(await download.textContent()).toBe('ਡਾਊਨਲੋਡ ਕਰੋ (PDF, 3 KB)');
  expect(await phone().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(phone(), 'downloads-pa-360');

  // The file itself, as the link gives it: an attachment under the name it was uploaded with.
  const href = await download.getAttribute('href');
  const file = await fetch(new URL(href!, baseUrl()));
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toMatch(/^attachment;.*hostel-form\.pdf/);
  expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);

  // Its own page, the address to share.
  await card.getByRole('link', { name: TITLE.pa, exact: true }).click();
  await phone().waitForURL(`${baseUrl()}/pa/downloads/${id}`);
  await phone().getByRole('heading', { level: 1, name: TITLE.pa }).waitFor();
  await phone()
    .getByRole('term')
    .filter({ hasText: /^ਭਾਸ਼ਾ$/ })
    .waitFor();
  await phone()
    .getByRole('definition')
    .filter({ hasText: /^ਪੰਜਾਬੀ$/ })
    .waitFor();
  await phone()
    .getByRole('link', { name: `${TITLE.pa} (PDF, 3 KB)` })
    .waitFor();
  await screenshot(phone(), 'downloads-item-pa-360');
  await phone().getByRole('link', { name: "ਡਾਊਨਲੋਡ 'ਤੇ ਵਾਪਸ ਜਾਓ" }).click();
  await phone().waitForURL(`${baseUrl()}/pa/downloads`);
  await phone().getByTestId('content-list').waitFor();
});

it('is in the menu of every phone(), and an unknown document is the page not found, status 404', async () => {
  await phone().goto(`${baseUrl()}/hi/`);
  await waitForApp(phone());
  expect(await phone().locator('footer a[href="/hi/downloads"]').count()).toBeGreaterThan(0);
  const missing = await phone().goto(`${baseUrl()}/hi/downloads/00000000-0000-4000-8000-000000000000`);
  expect(missing?.status()).toBe(404);
});
