// Debian's Chromium driven by playwright-core (no browser download), with the flags this closed
// network needs, plus the product's address and a place for screenshots.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { ROOT } from './server';

export const ARTIFACTS = join(ROOT, 'e2e/artifacts');

export function baseUrl(): string {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL;
  return JSON.parse(readFileSync(join(ARTIFACTS, '.server.json'), 'utf8')).baseUrl;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(join(ARTIFACTS, 'screenshots'), { recursive: true });
  // The 2-second splash covers every fresh page load; a picture of it shows nothing of the page.
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.screenshot({ path: join(ARTIFACTS, 'screenshots', `${name}.png`), fullPage: true });
}

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@example.org',
  password: process.env.ADMIN_PASSWORD ?? 'Admin@2024',
};
