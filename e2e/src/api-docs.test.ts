// Issue 21 item 3: /api/docs in development lists the API's routes in the viewer served from our
// own origin, under the product's Content-Security-Policy, at desktop and phone widths.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

let browser: Browser;
afterAll(async () => {
  await browser?.close();
});

async function openDocs(width: number): Promise<{ page: Page; offOrigin: string[]; errors: string[] }> {
  browser ??= await launchBrowser();
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const offOrigin: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) offOrigin.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${baseUrl()}/api/docs`);
  await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
  return { page, offOrigin, errors };
}

it('lists the routes, admin ones with the lock of the bearer scheme, with nothing from another origin', async () => {
  const { page, offOrigin, errors } = await openDocs(1280);
  await expect(page.title()).resolves.toBe('API reference · DIET');
  // Routes of a content type, a hand-written module and the site's own files.
  for (const path of [
    '/api/notices',
    '/api/admin/notices/{id}',
    '/api/contact',
    '/api/admin/auth/login',
    '/sitemap.xml',
  ]) {
    await expect(page.locator(`.opblock-summary-path[data-path="${path}"]`).first().isVisible()).resolves.toBe(true);
  }
  const rows = page.locator('.opblock');
  expect(await rows.count()).toBeGreaterThan(100);
  // The viewer draws a lock on an operation with a security requirement.
  const adminRow = page
    .locator('.opblock', { has: page.locator('.opblock-summary-path[data-path="/api/admin/notices"]') })
    .first();
  await expect(adminRow.locator('.authorization__btn').count()).resolves.toBe(1);
  const publicRow = page
    .locator('.opblock', { has: page.locator('.opblock-summary-path[data-path="/api/notices"]') })
    .first();
  await expect(publicRow.locator('.authorization__btn').count()).resolves.toBe(0);

  // Open the notice form's operation: its body schema shows the definition's limits.
  await page
    .locator('.opblock-post', { has: page.locator('.opblock-summary-path[data-path="/api/admin/notices"]') })
    .locator('.opblock-summary')
    .click();
  const body = page.locator('.opblock-post.is-open .opblock-section-request-body');
  await body.getByRole('tab', { name: 'Schema' }).first().click();
  await body.getByText('maxLength: 200', { exact: false }).first().waitFor();
  await screenshot(page, 'api-docs-1280');

  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  expect(errors).toEqual([]);
  expect(offOrigin).toEqual([]);
});

it('reads on a 360 px phone', async () => {
  const { page } = await openDocs(360);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await screenshot(page, 'api-docs-360');
  expect(overflow).toBeLessThanOrEqual(0);
});
