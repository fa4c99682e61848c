// Issue 23 item 6: on a phone with a 2x screen, every staff photo and gallery tile gets a picture
// at least as many pixels wide as it is drawn (CSS width x devicePixelRatio), from the srcset of
// the original's sizes, not a 120 px or 320 px thumbnail stretched.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Drawn {
  src: string;
  drawn: number;
  pixels: number;
  /** The uploaded original's width: no file can be sharper than it (other tests upload 1 px photos). */
  original: number;
}

/** Each image of `selector` scrolled into view, loaded, and the real width of the file it chose. */
async function drawnImages(page: Page, selector: string, count: number): Promise<Drawn[]> {
  const images = page.locator(selector);
  await images.first().waitFor();
  const out: Drawn[] = [];
  for (let i = 0; i < Math.min(count, await images.count()); i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    // decode() settles once the chosen file has arrived (a lazy image starts once scrolled to).
    await image.evaluate((img: HTMLImageElement) => img.decode());
    out.push(
      await image.evaluate(async (img: HTMLImageElement) => {
        // naturalWidth of a srcset image is divided by its density: load the chosen file alone.
        const widthOf = async (src: string) => {
          const probe = new Image();
          probe.src = src;
          await probe.decode();
          return probe.naturalWidth;
        };
        const original = new URL(img.currentSrc);
        original.searchParams.delete('w');
        return {
          src: img.currentSrc,
          drawn: Math.round(img.getBoundingClientRect().width * window.devicePixelRatio),
          pixels: await widthOf(img.currentSrc),
          original: await widthOf(original.toString()),
        };
      }),
    );
  }
  return out;
}

/** Drawn from fewer pixels than it shows, where the original has them. */
const blurry = (images: Drawn[]) => images.filter((i) => i.pixels < Math.min(i.drawn, i.original));
/** The check means something only for originals at least as wide as they are drawn (the demo photos). */
const largeOriginals = (images: Drawn[]) => images.filter((i) => i.original >= i.drawn);

it.each([
  ['/staff', '[data-testid="content-list"] img'],
  ['/gallery', 'main ul li button img'],
])('%s at 360 px on a 2x screen draws no image from fewer pixels than it shows', async (path, selector) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl()}${path}`);
    await waitForApp(page);
    const images = await drawnImages(page, selector, 8);
    expect(largeOriginals(images).length).toBeGreaterThan(0);
    expect(blurry(images)).toEqual([]);
    // Back to the first card of the scrolling staff row, and to the top.
    await page.evaluate(() => document.querySelectorAll('ul').forEach((list) => (list.scrollLeft = 0)));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `public-sharp${path.replace('/', '-')}-360-2x`);
  } finally {
    await context.close();
  }
});

it('/gallery at 1280 px draws its 416 px tiles from at least as many pixels', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl()}/gallery`);
    await waitForApp(page);
    const images = await drawnImages(page, 'main ul li button img', 12);
    expect(images[0].drawn).toBeGreaterThan(320);
    expect(largeOriginals(images).length).toBeGreaterThan(0);
    expect(blurry(images)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'public-sharp-gallery-1280');
  } finally {
    await context.close();
  }
});
