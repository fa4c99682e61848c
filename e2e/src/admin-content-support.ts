// Shared steps of the admin-content browser tests: sign in, a tiny real image to upload.
import type { Page } from 'playwright-core';
import { ADMIN, baseUrl } from '../support/browser';

/** A valid 1x1 PNG, so that the server's content sniffing and thumbnailing accept it. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export async function adminLogin(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

export async function publicJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  return (await response.json()) as T;
}
