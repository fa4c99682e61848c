// The dashboard in the running product: figures counted from the database change after an add,
// the add appears among the recent activities, a new visitor is counted, health and quick actions; screenshots.
import type { Page } from 'playwright-core';
import { adminApi, adminSession, screenshotBothWidths } from '../support/admin';
import { baseUrl } from '../support/browser';

let page: Page;
adminSession((signedIn) => (page = signedIn));

/** 'Visitors today' in the System Overview card. */
async function visitorsToday(): Promise<number> {
  const card = page.locator('.ant-card').filter({ hasText: 'System Overview' });
  return Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
}

async function libraryFigure(): Promise<number> {
  const card = page.getByTestId('stat-card').filter({ hasText: 'Library Books' });
  await card.waitFor();
  return Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
}

it('counts a newly added book and lists the add among the recent activities', async () => {
  await page.goto(`${baseUrl()}/admin`);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const before = await libraryFigure();
  await page.getByText('Excellent').waitFor();

  const title = `E2E Dashboard Book ${Date.now()}`;
  const book = await adminApi<{ id: string }>('POST', '/api/admin/library', {
    title,
    author: 'N. Gill',
    subject: 'Arts',
    isbn: '978-0-00-000003-3',
    copies: 1,
    available: 1,
  });

  // A visitor this day has not seen opens the home page: another address, as the gateway forwards
  // it (a visitor counts once a day whatever its browser, and every connection here is 127.0.0.1).
  const visitorsBefore = await visitorsToday();
  const visitor = await page.context().browser()!.newPage();
  await visitor.setExtraHTTPHeaders({
    // A documentation address (RFC 5737): only a header, nothing is sent there.
    'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
  });
  const counted = visitor.waitForResponse((response) => response.url().includes('/api/analytics/track-visit'));
  await visitor.goto(`${baseUrl()}/`);
  await counted;
  await visitor.close();

  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await expect(libraryFigure()).resolves.toBe(before + 1);
  await expect(visitorsToday()).resolves.toBe(visitorsBefore + 1);
  await page.getByText(title, { exact: false }).first().waitFor();
  await screenshotBothWidths(page, 'admin-content-dashboard');

  await page.getByRole('link', { name: 'Manage Library' }).click();
  await page.getByRole('heading', { name: 'Library Management' }).waitFor();
  await adminApi('DELETE', `/api/admin/library/${book.id}`);
});
