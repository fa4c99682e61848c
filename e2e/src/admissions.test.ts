// The admissions page (ARCHITECTURE 12.3), the machinery's list page with the programmes' own card:
// the office adds a programme with its phases, one of them under way today, and a merit list; a
// visitor on a phone, reading Punjabi, finds the programme's seats, duration, fees, eligibility and
// timeline with the current phase said in words, and the merit list with its format and size.
import { todayInInstitute } from '@diet/contracts/limits';
import { adminToken, apiRequest } from '../support/admin';
import { baseUrl, phonePage, screenshot, waitForApp } from '../support/browser';

const phone = phonePage();

const stamp = Date.now();
const NAME = { en: `D.El.Ed ${stamp}`, pa: `ਡੀ.ਐਲ.ਐਡ. ${stamp}` };
const MERIT = { en: `Merit list ${stamp}`, pa: `ਮੈਰਿਟ ਸੂਚੀ ${stamp}` };
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  Buffer.alloc(3000, 0x20),
  Buffer.from('\ntrailer <<>>\n%%EOF\n'),
]);
/** The institute's day `days` from today. */
const day = (days: number) => {
  const today = new Date(`${todayInInstitute()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

beforeAll(async () => {
  const token = await adminToken();
  const { id } = await apiRequest<{ id: string }>(
    'POST',
    '/api/admin/admissions',
    {
      name: NAME.en,
      duration: '2 years',
      intake: 50,
      fees: '₹ 9,500 a year',
      eligibility: '10+2 with 50% marks\nPunjabi passed in matriculation',
      status: 'Open',
      translations: {
        pa: {
          name: NAME.pa,
          duration: '2 ਸਾਲ',
          fees: '₹ 9,500 ਪ੍ਰਤੀ ਸਾਲ',
          eligibility: '50% ਅੰਕਾਂ ਨਾਲ 10+2\nਮੈਟ੍ਰਿਕ ਵਿੱਚ ਪੰਜਾਬੀ ਪਾਸ',
        },
      },
    },
    token,
  );
  const phases = [
    { name: 'Online application', pa: 'ਆਨਲਾਈਨ ਅਰਜ਼ੀ', from: day(-3), to: day(7) },
    { name: 'Merit list', pa: 'ਮੈਰਿਟ ਸੂਚੀ', from: day(14), to: day(14) },
  ];
  for (const { pa, ...phase } of phases)
    await apiRequest(
      'POST',
      '/api/admin/admission-phases',
      { programme: id, ...phase, translations: { pa: { name: pa } } },
      token,
    );
  const form = new FormData();
  form.set('title', MERIT.en);
  form.set('category', 'Admissions');
  form.set('language', 'en');
  form.set('translations', JSON.stringify({ pa: { title: MERIT.pa } }));
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'merit-list.pdf');
  await apiRequest('POST', '/api/admin/downloads', form, token);
});

it('shows the programmes, the current phase marked in words and the merit list at 360 px in Punjabi', async () => {
  await phone().goto(`${baseUrl()}/pa/admissions`);
  await waitForApp(phone());
  await phone().getByRole('heading', { level: 1, name: 'ਦਾਖ਼ਲੇ' }).waitFor();
  expect(await phone().title()).toMatch(/^ਦਾਖ਼ਲੇ \| /);

  const card = phone()
    .getByTestId('content-list')
    .locator(':scope > li')
    .filter({ has: phone().getByRole('heading', { name: NAME.pa }) });
  await card.waitFor();
  const text = await card.textContent();
  for (const seen of ['ਦਾਖ਼ਲੇ ਖੁੱਲ੍ਹੇ ਹਨ', 'ਸੀਟਾਂ50', 'ਮਿਆਦ2 ਸਾਲ', 'ਫ਼ੀਸ₹ 9,500 ਪ੍ਰਤੀ ਸਾਲ', 'ਮੈਟ੍ਰਿਕ ਵਿੱਚ ਪੰਜਾਬੀ ਪਾਸ'])
    expect(text).toContain(seen);

  // The timeline: an ordered list, dates as <time>, the phase under way today said in words.
  const timeline = card.getByRole('list').filter({ hasText: 'ਆਨਲਾਈਨ ਅਰਜ਼ੀ' });
  expect(await timeline.evaluate((list) => list.tagName)).toBe('OL');
  const current = timeline.locator('li[aria-current="step"]');
  expect(await current.count()).toBe(1);
  expect(await current.textContent()).toContain('ਆਨਲਾਈਨ ਅਰਜ਼ੀ (ਹੁਣ ਜਾਰੀ)');
  expect(await current.locator('time').first().getAttribute('datetime')).toBe(day(-3));
  expect(await timeline.locator('li').nth(1).textContent()).toContain('ਮੈਰਿਟ ਸੂਚੀ (ਆਉਣ ਵਾਲਾ)');

  // The Admissions downloads, with format and size.
  const related = phone().getByRole('region', { name: 'ਪ੍ਰਾਸਪੈਕਟਸ ਅਤੇ ਮੈਰਿਟ ਸੂਚੀਆਂ' });
  const merit = related.locator('li').filter({ hasText: MERIT.pa });
  await merit.waitFor();
  expect(await merit.getByRole('link', { name: new RegExp(`^ਡਾਊਨਲੋਡ ਕਰੋ: ${MERIT.pa}`) }).textContent()).toBe(
    'ਡਾਊਨਲੋਡ ਕਰੋ (PDF, 3 KB)',
  );

  expect(await phone().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await card.scrollIntoViewIfNeeded();
  await screenshot(phone(), 'admissions-pa-360');
});

it('keeps the page within a 360 px phone at 200% text', async () => {
  await phone().goto(`${baseUrl()}/pa/admissions`);
  await waitForApp(phone());
  await phone().getByRole('heading', { name: NAME.pa }).waitFor();
  await phone().addStyleTag({ content: 'html { font-size: 200% !important; }' });
  expect(await phone().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

it('comes server-rendered: the programme, its current phase and the merit list are in the HTML', async () => {
  const html = await (await fetch(`${baseUrl()}/pa/admissions`)).text();
  for (const seen of [NAME.pa, 'ਆਨਲਾਈਨ ਅਰਜ਼ੀ', 'ਹੁਣ ਜਾਰੀ', MERIT.pa, 'PDF, 3 KB']) expect(html).toContain(seen);
  expect(html).toContain('aria-current="step"');
});

it('is in the footer of every page and the site map', async () => {
  await phone().goto(`${baseUrl()}/hi/`);
  await waitForApp(phone());
  expect(await phone().locator('footer a[href="/hi/admissions"]').count()).toBeGreaterThan(0);
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/admissions<\/loc>/);
});
