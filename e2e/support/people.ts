// People of each role for browser tests on a product of the test's own: invited as the
// administrator does, the mailed link accepted, and signed in in a browser context of their own.
import type { Browser, Page } from 'playwright-core';
import type { Role } from '@diet/contracts/accounts';
import { ADMIN } from './browser';
import { mailedToken } from './outbox';
import type { RunningProduct } from './server';
import { installToastRecorder } from './toasts';

export const PERSON_PASSWORD = 'Person-in-e2e-pass-1';

/** A JSON call to the product's API: the answer's data, or a thrown error with its text. */
export async function callApi<T>(
  product: RunningProduct,
  method: string,
  path: string,
  body?: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`${product.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export const adminSignIn = async (product: RunningProduct) =>
  (await callApi<{ token: string }>(product, 'POST', '/api/admin/auth/login', ADMIN)).token;

/** An account of `role`, ready to sign in with PERSON_PASSWORD; answers its id and e-mail. */
export async function invitedPerson(
  product: RunningProduct,
  role: Role,
  name = `Test ${role}`,
): Promise<{ id: string; email: string }> {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  const { id } = await callApi<{ id: string }>(
    product,
    'POST',
    '/api/admin/users',
    { email, name, role },
    await adminSignIn(product),
  );
  await callApi(product, 'POST', '/api/admin/auth/accept-invite', {
    token: await mailedToken(product.dataDir, email, '/admin/accept-invite'),
    password: PERSON_PASSWORD,
  });
  return { id, email };
}

/** A page of a new browser context (recording its toasts), signed in as `email` through the sign-in page. */
export async function signedInPage(
  browser: Browser,
  product: RunningProduct,
  email: string,
  password = PERSON_PASSWORD,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await installToastRecorder(context);
  const page = await context.newPage();
  await page.goto(`${product.baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return page;
}
