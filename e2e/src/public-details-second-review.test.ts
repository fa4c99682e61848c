// Details of the public site a careful visitor notices (issue 39), as a teacher meets them on a
// 360 px phone in Punjabi and Hindi, and with the keyboard on a desktop:
// - every page's footer links the accessibility statement, website policies, help and the site
//   map, in the page's language (item 2);
// - an address of no page answers 404 with the 'page not found' page (item 3);
// - choice values and tender files in the page's language; English left for want of a
//   translation is marked lang="en" (item 4);
// - keyboard focus on an Upcoming Events card the strip had carried out of sight brings it into
//   view (item 7);
// - at the largest text size the header scrolls away, the Principal's button covers neither the
//   heading nor the figures, event cards fit the screen, the campus photo's caption sits under it,
//   and the size buttons say which is on (item 8).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(join(ARTIFACTS, 'screenshots'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A 360 px phone, with the text size a visitor chose before (percent; 100 is the normal size). */
async function phone(textSize = 100): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (textSize !== 100)
    await context.addInitScript((size) => localStorage.setItem('diet.textSize', size), String(textSize));
  return context.newPage();
}

const shot = (name: string) => join(ARTIFACTS, 'screenshots', `${name}.png`);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

it("links the GIGW pages from every page's footer, in the page's language (item 2)", async () => {
  const page = await phone();
  for (const [path, names, prefix] of [
    ['/pa/', ['ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ', 'ਵੈੱਬਸਾਈਟ ਨੀਤੀਆਂ', 'ਮਦਦ', 'ਸਾਈਟ ਮੈਪ', 'ਸੁਝਾਅ', 'ਐਨ.ਸੀ.ਟੀ.ਈ. ਲਾਜ਼ਮੀ ਖੁਲਾਸਾ'], '/pa'],
    [
      '/hi/results',
      ['सुगम्यता विवरण', 'वेबसाइट नीतियाँ', 'सहायता', 'साइट मैप', 'सुझाव', 'एन.सी.टी.ई. अनिवार्य प्रकटीकरण'],
      '/hi',
    ],
    [
      '/library',
      ['Accessibility Statement', 'Website Policies', 'Help', 'Site Map', 'Feedback', 'NCTE Mandatory Disclosure'],
      '',
    ],
  ] as const) {
    await page.goto(`${baseUrl()}${path}`);
    await waitForApp(page);
    const links = page.locator('footer nav').last().getByRole('link');
    expect(await links.allTextContents()).toEqual(names);
    // And the feedback form (issue 34 item 5), and the NCTE disclosure (item 4).
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      [
        '/accessibility',
        '/website-policies',
        '/help',
        '/sitemap',
        '/contact?subject=feedback',
        '/mandatory-disclosure',
      ].map((to) => `${prefix}${to}`),
    );
  }
  await page.goto(`${baseUrl()}/pa/`);
  await waitForApp(page);
  // The phone's screen at the page's end, as a visitor sees the footer's last rows.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: shot('issue39-footer-pa-360') });
  await page.locator('footer').getByRole('link', { name: 'ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ' }).click();
  await page.waitForURL('**/pa/accessibility');
  await page.getByRole('heading', { level: 1, name: 'ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ' }).waitFor();
  await page.context().close();
});

it("answers an address of no page with status 404 and the 'page not found' page (item 3)", async () => {
  const page = await phone();
  for (const path of ['/no-such-page', '/notices/999999']) {
    const response = await page.goto(`${baseUrl()}${path}`);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
  }
  const response = await page.goto(`${baseUrl()}/pa/no-such-page`);
  expect(response?.status()).toBe(404);
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ' }).waitFor();
  await screenshot(page, 'issue39-not-found-pa-360');
  expect((await page.goto(`${baseUrl()}/pa/results`))?.status()).toBe(200);
  await page.context().close();
});

it("shows choice values and a tender's files in the page's language, and marks English left untranslated (item 4)", async () => {
  const page = await phone();
  await page.goto(`${baseUrl()}/pa/results`);
  await waitForApp(page);
  const titles = page.locator('main h3');
  await titles.first().waitFor();
  const pa = await titles.allTextContents();
  expect(pa).toEqual(expect.arrayContaining(['ਡਿਪਲੋਮਾ - ਪਹਿਲਾ ਸਮੈਸਟਰ', 'M.Ed - ਅੰਤਿਮ']));
  expect(pa.join(' ')).not.toMatch(/Semester|Year|Final|Diploma/);
  await screenshot(page, 'issue39-results-pa-360');
  await titles.filter({ hasText: 'M.Ed' }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: shot('issue39-results-pa-360-screen') });

  await page.goto(`${baseUrl()}/hi/results`);
  await waitForApp(page);
  await titles.first().waitFor();
  expect(await titles.allTextContents()).toEqual(expect.arrayContaining(['डिप्लोमा - प्रथम सेमेस्टर', 'M.Ed - अंतिम']));

  await page.goto(`${baseUrl()}/pa/tenders`);
  await waitForApp(page);
  const tenders = page.getByTestId('tender');
  await tenders.first().waitFor();
  const text = (await tenders.allTextContents()).join(' ');
  expect(text).toContain('ਟੈਂਡਰ ਮੰਗਣ ਸਬੰਧੀ ਨੋਟਿਸ');
  expect(text).not.toContain('Notice Inviting Tender');
  // The closing time's zone and the RTI page's name in Punjabi too.
  expect(text).toContain('ਭਾਰਤੀ ਮਿਆਰੀ ਸਮਾਂ');
  expect(text).not.toMatch(/\bIST\b/);
  await page.locator('footer').getByRole('link', { name: 'ਸੂਚਨਾ ਦਾ ਅਧਿਕਾਰ' }).waitFor({ state: 'attached' });

  // The demo's older photos have no Punjabi caption: shown in English, and said to be.
  await page.goto(`${baseUrl()}/pa/gallery`);
  await waitForApp(page);
  const english = page.locator('main ul li button span[lang="en"]', { hasText: 'Computer Laboratory' });
  await english.waitFor();
  expect(await page.locator('main ul li button span', { hasText: 'ਨਵਾਂ ਅਕਾਦਮਿਕ ਬਲਾਕ' }).getAttribute('lang')).toBeNull();
  // So are the catalogue's English book titles, the research papers' and study materials' without a Punjabi one.
  for (const path of ['/pa/library', '/pa/research', '/pa/study-material']) {
    await page.goto(`${baseUrl()}${path}`);
    await waitForApp(page);
    await page.locator('main [lang="en"]').first().waitFor();
  }
  await page.context().close();
});

it("brings an Upcoming Events card the strip had carried out of sight into view when it gets the keyboard's focus (item 7)", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${baseUrl()}/`);
  await waitForApp(page);
  const strip = page.getByTestId('events-strip');
  await strip.locator('li').first().waitFor();
  await strip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // The strip as it runs, its first card far to the left of its window.
  await strip.evaluate((element) => {
    const animation = element.getAnimations()[0];
    animation.currentTime = Number(animation.effect!.getComputedTiming().duration) * 0.45;
  });
  const firstCard = strip.locator('li').first();
  expect((await firstCard.boundingBox())!.x + (await firstCard.boundingBox())!.width).toBeLessThan(0);
  await page.getByRole('button', { name: 'Pause the scrolling events' }).focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const element = document.activeElement!;
    const box = element.getBoundingClientRect();
    const window = element.closest('[data-testid="events-strip"]')!.parentElement!.getBoundingClientRect();
    return { text: element.textContent, left: box.left, right: box.right, from: window.left, to: window.right };
  });
  expect(focused.text).toBe('Learn More');
  expect(focused.left).toBeGreaterThanOrEqual(focused.from);
  expect(focused.right).toBeLessThanOrEqual(focused.to);
  await page.close();
});

it("keeps a phone's screen for the page at the largest text size, and the size buttons say which size is on (item 8)", async () => {
  // The normal size: the header stays on top and small; the Principal's button covers no figure.
  const normal = await phone();
  await normal.goto(`${baseUrl()}/pa/`);
  await waitForApp(normal);
  const principal = (page: Page) => page.getByRole('button', { name: 'ਪ੍ਰਿੰਸੀਪਲ ਦਾ ਸੁਨੇਹਾ' });
  await principal(normal).waitFor();
  for (const figure of await normal.locator('main section[aria-label] li').all()) {
    expect(overlap((await principal(normal).boundingBox())!, (await figure.boundingBox())!)).toBe(false);
  }
  await normal.evaluate(() => window.scrollTo(0, 1500));
  const header = await normal.locator('header').boundingBox();
  expect(header!.y).toBe(0);
  expect(header!.height).toBeLessThan(740 * 0.2);
  await normal.context().close();

  // The largest size, chosen with the buttons.
  const page = await phone();
  await page.goto(`${baseUrl()}/pa/`);
  await waitForApp(page);
  const larger = page.getByRole('button', { name: /^A\+/ });
  while (await larger.isEnabled()) await larger.click();
  expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('200%');
  expect(await larger.getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByRole('button', { name: /^A\s/ }).getAttribute('aria-pressed')).toBe('false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'issue39-home-large-text-pa-360');
  await page.screenshot({ path: shot('issue39-home-large-text-pa-360-screen') });

  // The heading and the Principal's button apart, wherever the page is scrolled to.
  const heading = page.getByRole('heading', { level: 1 });
  await heading.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  expect(overlap((await principal(page).boundingBox())!, (await heading.boundingBox())!)).toBe(false);
  await principal(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: shot('issue39-home-large-text-pa-360-principal') });
  // Scrolled on, the header is gone with the page rather than over 70% of the screen.
  await page.evaluate(() => window.scrollTo(0, 3000));
  const scrolledHeader = await page.locator('header').boundingBox();
  expect(scrolledHeader!.y + scrolledHeader!.height).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shot('issue39-home-large-text-pa-360-scrolled') });

  // Each event card fits the strip's window: none is cut by the screen's edge mid-word.
  // (A moving card measures a fraction of a pixel off.)
  const strip = page.getByTestId('events-strip');
  const windowWidth = await strip.evaluate((element) => element.parentElement!.getBoundingClientRect().width);
  for (const width of await strip
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width)))
    expect(width).toBeLessThanOrEqual(windowWidth + 0.5);
  expect(windowWidth).toBeLessThanOrEqual(360);

  // The campus photo keeps its picture: its caption sits under it, whole, not over it.
  const slide = page.locator('[aria-roledescription="slide"]').first();
  await slide.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const photo = (await slide.locator('img').boundingBox())!;
  const caption = slide.locator('p');
  const captionBox = (await caption.boundingBox())!;
  expect(captionBox.y).toBeGreaterThanOrEqual(photo.y + photo.height - 0.5);
  expect(await caption.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  const viewport = (await slide.evaluate((element) => element.closest('ul')!.parentElement!.getBoundingClientRect()))!;
  expect(captionBox.y + captionBox.height).toBeLessThanOrEqual(viewport.y + viewport.height + 0.5);
  await page.screenshot({ path: shot('issue39-home-large-text-pa-360-carousel') });
  await page.context().close();
});
