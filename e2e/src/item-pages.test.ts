// An item's own page (ARCHITECTURE 12.1) in a real browser: a visitor on a phone, reading Punjabi,
// opens a notice's page from its card on /pa/notices (the card's 'Read more' dialog stays), reads it
// there in Punjabi with its PDF's format and size, goes back to the list; and a notice that is not
// public is the 'page not found' page, with status 404.
import { todayInInstitute } from '@diet/contracts/limits';
import { adminToken, apiRequest } from '../support/admin';
import { baseUrl, phonePage, screenshot, waitForApp } from '../support/browser';

const phone = phonePage();

const stamp = Date.now();
const TITLE = { en: `Prospectus ${stamp}`, pa: `ਪ੍ਰਾਸਪੈਕਟਸ ${stamp}` };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function addNotice(publishState: 'published' | 'draft'): Promise<string> {
  const form = new FormData();
  form.set('title', `${TITLE.en}${publishState === 'draft' ? ' draft' : ''}`);
  form.set('category', 'Admission');
  form.set('body', 'Admissions open in May.');
  form.set('publishDate', todayInInstitute());
  form.set('publishState', publishState);
  form.set('translations', JSON.stringify({ pa: { title: TITLE.pa, body: 'ਦਾਖ਼ਲੇ ਮਈ ਵਿੱਚ ਖੁੱਲ੍ਹਣਗੇ।' } }));
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'prospectus.pdf');
  return (await apiRequest<{ id: string }>('POST', '/api/admin/notices', form, await adminToken())).id;
}

it("opens a notice's page from its card at 360 px in Punjabi, and comes back to the list", async () => {
  const id = await addNotice('published');
  await phone().goto(`${baseUrl()}/pa/notices?q=${stamp}`);
  await waitForApp(phone());
  const card = phone().getByTestId('content-list').getByRole('listitem').filter({ hasText: TITLE.pa });
  await card.getByRole('link', { name: TITLE.pa, exact: true }).click();
  await phone().waitForURL(`${baseUrl()}/pa/notices/${id}`);
  await phone().getByRole('heading', { level: 1, name: TITLE.pa }).waitFor();
  expect(await phone().title()).toMatch(new RegExp(`^${TITLE.pa} \\| `));
  await phone().getByText('ਦਾਖ਼ਲੇ ਮਈ ਵਿੱਚ ਖੁੱਲ੍ਹਣਗੇ।').waitFor();
  await phone()
    .getByRole('link', { name: `${TITLE.pa} (PDF, 1 KB)` })
    .waitFor();
  // Nothing wider than the phone's screen.
  expect(await phone().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(phone(), 'item-page-notice-pa-360');

  // The address is the one to share: opened afresh, the server sends the page with its tags.
  const response = await phone().goto(`${baseUrl()}/pa/notices/${id}`);
  expect(response?.status()).toBe(200);
  await waitForApp(phone());
  expect(await phone().locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/pa/notices/${id}$`));
  expect(await phone().locator('meta[property="og:title"]').getAttribute('content')).toBe(TITLE.pa);
  await phone().getByRole('link', { name: "ਨੋਟਿਸ ਅਤੇ ਸਰਕੂਲਰ 'ਤੇ ਵਾਪਸ ਜਾਓ" }).click();
  await phone().waitForURL(`${baseUrl()}/pa/notices`);
  await phone().getByTestId('content-list').waitFor();
});

it("is the 'page not found' phone(), with status 404, for a notice that is not public", async () => {
  const draft = await addNotice('draft');
  const response = await phone().goto(`${baseUrl()}/pa/notices/${draft}`);
  expect(response?.status()).toBe(404);
  await waitForApp(phone()).catch(() => undefined);
  await phone().getByRole('heading', { level: 1, name: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ' }).waitFor();
  await screenshot(phone(), 'item-page-not-found-pa-360');
});
