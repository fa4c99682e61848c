// The public pages reached from outside the site, on a product of this file's own (its data and its
// mail outbox are read here): the unsubscribe link of a real newsletter mail, a newsletter's HTML
// rendered with nothing in it running, a shared link to a gallery picture beyond the first page;
// and what a visitor's browser downloads for the home page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FIRST_ROUTE_COMPLETE_MARK, firstRouteData, SHELL_DATA_IDS } from '@diet/contracts/first-route';
import { unsubscribe as UNSUBSCRIBE_PAGE } from '../../mfe-public/src/i18n/unsubscribe.en';
import { TOASTS } from '@diet/contracts/toasts';
import { PNG } from '../support/admin';
import { ADMIN, launchBrowser, screenshot, waitForApp } from '../support/browser';
import { startProduct, stopProduct, type RunningProduct } from '../support/server';

let product: RunningProduct;
let browser: Browser;
let token: string;

const stamp = Date.now();

async function api<T>(
  path: string,
  init: { method?: string; json?: unknown; form?: FormData; admin?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.admin) headers.Authorization = `Bearer ${token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${product.baseUrl}${path}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Waits until `read` gives a value (the mail worker sends on its own schedule). */
async function eventually<T>(read: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The page link of the unsubscribe footer in the mail the product wrote for `email`. */
function unsubscribeLinkFor(email: string): string | undefined {
  const outbox = join(product.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return undefined;
  }
  for (const file of files) {
    const mail = readFileSync(join(outbox, file), 'utf8');
    if (!mail.includes(email)) continue;
    const match = /\/newsletter\/unsubscribe\?token=([A-Za-z0-9]+)/.exec(mail);
    if (match) return `/newsletter/unsubscribe?token=${match[1]}`;
  }
  return undefined;
}

async function open(path: string, width = 412): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${product.baseUrl}${path}`);
  return page;
}

beforeAll(async () => {
  product = await startProduct({ MAIL_POLL_MS: '200' });
  token = (await api<{ data: { token: string } }>('/api/admin/auth/login', { json: ADMIN })).data.token;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  if (product) await stopProduct(product);
});

describe('newsletter', () => {
  const email = `reader-${stamp}@example.org`;
  const subject = `Exam dates ${stamp}`;
  let campaignId: string;

  beforeAll(async () => {
    await api('/api/newsletter/subscribe', { json: { name: 'Asha Reader', email, type: 'Teacher', website: '' } });
    await api('/api/admin/newsletter/send', {
      admin: true,
      json: {
        subject,
        content: `<h2>Dates for ${stamp}</h2><p>Dear <strong>teachers</strong>, see the <a href="https://diet.example/exams">schedule</a>.</p><script>window.__ran = 'script'</script><img src="x" onerror="window.__ran = 'img'">`,
      },
    });
    const recent = await api<{ data: { id: string; subject: string }[] }>('/api/newsletter/recent');
    campaignId = recent.data.find((n) => n.subject === subject)!.id;
  });

  it('shows the HTML of a newsletter as HTML, and nothing inside it runs', async () => {
    const page = await open(`/newsletter?newsletter=${campaignId}`, 1280);
    const dialog = page.getByRole('dialog', { name: subject });
    await dialog.getByRole('heading', { level: 2, name: `Dates for ${stamp}` }).waitFor();
    await expectText(dialog.locator('strong'), 'teachers');
    expect(await dialog.getByRole('link', { name: 'schedule' }).getAttribute('href')).toBe(
      'https://diet.example/exams',
    );
    expect(await dialog.locator('script, img[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran ?? null)).toBeNull();
    await screenshot(page, 'public-newsletter-html');
    await page.close();
  });

  it('unsubscribes from the link of the mail after the visitor confirms', async () => {
    const link = await eventually(() => unsubscribeLinkFor(email));
    const page = await open(link);
    await page.getByText(email).waitFor();
    await page.getByTestId('splash').waitFor({ state: 'detached' });
    await screenshot(page, 'public-unsubscribe-confirm');
    // Opening the link changed nothing: only the button does.
    expect(
      (await api<{ data: { active: boolean } }>(`/api/newsletter/unsubscribe?${link.split('?')[1]}`)).data.active,
    ).toBe(true);

    await page.getByRole('button', { name: UNSUBSCRIBE_PAGE.confirm }).click();
    await page.getByRole('heading', { name: UNSUBSCRIBE_PAGE.doneTitle }).waitFor();
    await page.getByText(TOASTS.unsubscribed).waitFor();
    expect(
      (await api<{ data: { active: boolean } }>(`/api/newsletter/unsubscribe?${link.split('?')[1]}`)).data.active,
    ).toBe(false);

    await page.reload();
    await page.getByRole('heading', { name: UNSUBSCRIBE_PAGE.alreadyTitle }).waitFor();
    await page.close();
  });

  it('says an unknown unsubscribe link is not valid', async () => {
    const page = await open('/newsletter/unsubscribe?token=0123456789abcdef');
    await page.getByRole('heading', { name: UNSUBSCRIBE_PAGE.invalidTitle }).waitFor();
    expect(await page.getByRole('button', { name: UNSUBSCRIBE_PAGE.confirm }).count()).toBe(0);
    await page.close();
  });
});

it('opens a shared link to a gallery picture beyond the first page of the list', async () => {
  const addImage = async (title: string, date: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ title, category: 'Events', date, imageName: `${title}.png` }))
      form.append(k, v);
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'p.png');
    return (await api<{ data: { id: string } }>('/api/admin/gallery', { admin: true, form })).data.id;
  };
  const oldest = await addImage(`Founders Day ${stamp}`, '1990-01-15');
  // More newer pictures than one page of the gallery holds (24).
  for (let i = 0; i < 25; i++) await addImage(`Sports ${stamp} ${i}`, '2030-03-01');
  const firstPage = await api<{ data: { id: string }[] }>('/api/gallery?pageSize=24');
  expect(firstPage.data.some((g) => g.id === oldest)).toBe(false);

  const page = await open(`/gallery?image=${oldest}`, 1280);
  const dialog = page.getByRole('dialog', { name: `Founders Day ${stamp}` });
  await dialog.waitFor();
  await expectText(dialog, 'Category: Events');
  await page.close();
});

/** Opens / and waits for the complete first route; gives the requests (path and query) and the JSON blocks the page carried. */
async function openHome(): Promise<{ requests: string[]; blocks: string[] }> {
  const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`${product.baseUrl}/`);
  await waitForApp(page);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length === 1, FIRST_ROUTE_COMPLETE_MARK);
  await page.waitForLoadState('networkidle');
  const blocks = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/json"]')].filter((s) => s.textContent).map((s) => s.id),
  );
  await page.close();
  return { requests, blocks };
}

/** The home page's first screen data, as the server and the shell's entry compute it. */
const FIRST_DATA = firstRouteData('/');

it('downloads for the home page neither an admin remote nor antd, and only the home page of the public routes', async () => {
  const { requests, blocks } = await openHome();
  const paths = requests.map((request) => request.replace(/\?.*$/, ''));

  expect(paths.filter((path) => /mfe-admin|antd|ant-design/i.test(path))).toEqual([]);
  const shellScripts = paths.filter((path) => /^\/[^/]+\.js$/.test(path));
  const shellChunkText = await Promise.all(
    shellScripts.map(async (path) => (await fetch(`${product.baseUrl}${path}`)).text()),
  );
  // antd's chunk carries its CSS-in-JS engine; no script of the page may.
  expect(shellChunkText.filter((text) => text.includes('cssinjs'))).toEqual([]);
  const pages = paths.filter((path) => /\/mfe\/mfe-public\/page-[a-z-]+\.[0-9a-f]+\.js$/.test(path));
  expect(pages.map((path) => path.replace(/^.*\/(page-[a-z-]+)\..*$/, '$1'))).toEqual(['page-home']);
  // The remotes and the public manifest come written into the page (backend shell-page.ts), so
  // neither is asked for; each list is asked for once, or not at all when the page carried the render's query state.
  expect(paths.filter((path) => path.endsWith('/mf-manifest.json') || path === '/remotes.json')).toEqual([]);
  const carried = blocks.includes(SHELL_DATA_IDS.queryState);
  for (const url of FIRST_DATA)
    expect([url, requests.filter((request) => request === url).length]).toEqual([url, carried ? 0 : 1]);
});

it("carries the home page's data in the page once the server holds it: no data request at all", async () => {
  // The first visit's requests (or an earlier one's) filled the public cache; nothing was written since.
  await openHome();
  const { requests, blocks } = await openHome();
  // One block of data, the render's query state, which the shell's layout and the page start from.
  expect(blocks).toEqual([
    SHELL_DATA_IDS.remotes,
    SHELL_DATA_IDS.publicManifest,
    SHELL_DATA_IDS.queryState,
    SHELL_DATA_IDS.appFiles,
  ]);
  // The footer's 'Last updated' date (GIGW) is read after the page shows; it is not yet carried in the page (issue 22).
  // The visitor count is asked for by the browser after its first render, by design: it moves with every visitor.
  const pageData = requests.filter(
    (request) =>
      request.startsWith('/api/') &&
      !request.startsWith('/api/analytics/') &&
      !['/api/site/updated', '/api/site/visitors'].includes(request),
  );
  expect(pageData).toEqual([]);
});

async function expectText(locator: ReturnType<Page['locator']>, text: string): Promise<void> {
  expect(await locator.innerText()).toContain(text);
}
