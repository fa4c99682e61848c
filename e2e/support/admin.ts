// Shared steps of the admin browser tests: sign in, read a statistic card, a tiny real image to
// upload, and the public API as a visitor sees it.
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, baseUrl, launchBrowser, screenshot } from './browser';

/** A valid 1x1 PNG, so that the server's content sniffing and thumbnailing accept it. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** `base`: a product of the test's own (default: the suite's). */
export async function adminLogin(page: Page, base: string = baseUrl()): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** A fresh signed-in page, signed in at desktop width then narrowed to `width` (the login form is the shell's concern). */
export async function loggedInPage(browser: Browser, width: number, base: string = baseUrl()): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await adminLogin(page, base);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

/** The number on the statistic card titled `title`. */
export async function statistic(page: Page, title: string): Promise<number> {
  const card = page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
  return Number(await card.locator('.ant-statistic-content-value').innerText());
}

/** The administrator's API token, from a sign-in through the API. */
export async function adminToken(): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * A request to the API with a JSON or multipart body, as the administrator when `token` is given;
 * the answer's data. Anything but a 2xx answer throws, with the answer's text.
 */
export async function apiRequest<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: Record<string, unknown> | FormData,
  token?: string,
): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : body,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** apiRequest as the administrator, signed in afresh. */
export async function adminApi<T>(
  method: 'POST' | 'DELETE',
  path: string,
  body?: Record<string, unknown> | FormData,
): Promise<T> {
  return apiRequest<T>(method, path, body, await adminToken());
}

export async function publicJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  return (await response.json()) as T;
}

/**
 * One browser and one page signed in at 1280 px for all the tests of a file: registers the jest
 * hooks and hands the page over once it is ready.
 */
export function adminSession(ready: (page: Page) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await adminLogin(page);
    ready(page);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** Screenshots of the current screen at desktop and phone widths, then back to desktop. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Answers the browser confirmation of a delete after checking its question. */
export async function confirmDeletion(page: Page, question: string): Promise<void> {
  await page.getByText(question).locator('visible=true').first().waitFor();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
}

/** Reads `read()` until `ok` holds (the server applies a change a moment after the click). */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Opens `path` as a visitor (a fresh page without the session), optionally types `search` into
 * the list's search box, and waits until `find` shows what the administrator just saved.
 */
export async function seenByVisitor(
  page: Page,
  path: string,
  find: (visitor: Page) => Locator,
  search?: { label: string; text: string },
): Promise<void> {
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await visitor.goto(`${baseUrl()}${path}`);
    if (search) await visitor.getByLabel(search.label).fill(search.text);
    await find(visitor).first().waitFor();
  } finally {
    await visitor.close();
  }
}

/**
 * Picks `option` (its exact label) in the antd Select labelled `label` within `scope`, and returns
 * once the field shows it and the dropdown has closed, so that the list cannot lie over the next
 * control the test clicks.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:visible');
  await scope.getByLabel(label).click();
  await openList.locator(`.ant-select-item-option[title="${option}"]`).first().click();
  await scope
    .locator('.ant-select', { has: page.getByLabel(label) })
    .locator(`[title="${option}"]`)
    .first()
    .waitFor();
  await openList.first().waitFor({ state: 'hidden' });
}
