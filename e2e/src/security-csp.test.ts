// Issue 7, headers: under the product's Content-Security-Policy the shell still loads its remotes
// and antd's styles still apply. Public pages, the login, and three admin screens (three remotes)
// run with a listener for `securitypolicyviolation` and the console; neither may report anything.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminLogin } from '../support/admin';
import { baseUrl, launchBrowser } from '../support/browser';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];
const remoteFiles = new Map<string, number>();

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Before any script of the page: a violation must be seen even if it happens at boot.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile || e.documentURI}`,
      );
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())
    )
      consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    const match = /\/mfe\/([a-z-]+)\//.exec(new URL(response.url()).pathname);
    if (match) remoteFiles.set(match[1], Math.max(remoteFiles.get(match[1]) ?? 0, response.ok() ? 1 : 0));
  });
});
afterAll(async () => {
  await browser?.close();
});

const violations = () => page.evaluate(() => window.__cspViolations ?? []);

it('sends a policy with object-src, base-uri and frame-ancestors locked down', async () => {
  const response = await page.goto(`${baseUrl()}/`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/object-src 'none'/);
  expect(csp).toMatch(/base-uri 'none'/);
  expect(csp).toMatch(/frame-ancestors 'self'/);
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(response?.headers()['x-powered-by']).toBeUndefined();
});

it.each(['/', '/library'])('%s loads its remote with no violation', async (path) => {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(remoteFiles.get('mfe-public')).toBe(1);
});

it('the admin login, then three admin screens from three remotes, with antd styles applied', async () => {
  await adminLogin(page);
  for (const [path, heading, remote] of [
    ['/admin/gallery', 'Gallery Management', 'mfe-admin-content'],
    ['/admin/newsletter', /Newsletter/, 'mfe-admin-comms'],
    ['/admin/diksha-lab', /Diksha/, 'mfe-admin-diksha'],
  ] as const) {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    expect(remoteFiles.get(remote)).toBe(1);
  }
  // antd's CSS-in-JS writes <style> elements at run time: under a policy that refused them a
  // primary button would be a bare, transparent browser button.
  const button = page.locator('.ant-btn-primary').first();
  await button.waitFor();
  const style = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, radius: s.borderTopLeftRadius, color: s.color };
  });
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(style.background).not.toBe('rgb(239, 239, 239)');
  expect(style.radius).not.toBe('0px');
  expect(style.color).toBe('rgb(255, 255, 255)');
  expect(consoleErrors).toEqual([]);
});
