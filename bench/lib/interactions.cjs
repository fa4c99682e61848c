// The bench's scripted interactions (issue 38 item 4), CommonJS so that the browser suite runs
// them against the product (e2e/src/bench-interactions.test.ts): a selector the product no longer
// has makes that test fail, not only the next `npm run bench`.

/** The server's markup taken over by the app and the splash gone: from then on taps reach React. */
const live = (serverScreen) =>
  !document.querySelector(serverScreen) &&
  !document.getElementById('splash') &&
  document.querySelector('#root')?.childElementCount > 0;

/**
 * Brings the page's app in and waits until it is live: a page the server rendered loads its app at
 * the visitor's first touch (backend/src/web/server-screen-script.ts), here a key that changes
 * nothing (Shift).
 */
async function appLive(page, serverScreen, timeout) {
  await page.waitForLoadState('load');
  if (await page.$(serverScreen)) await page.keyboard.press('Shift');
  await page.waitForFunction(live, serverScreen, { timeout });
}

/**
 * A finger's tap on the element: the touchscreen's, not the locator's tap, whose checks (the
 * element stable over animation frames, a listener on every pointer event to catch a covered
 * target) run in the page at the phone's CPU and were counted in the tap's input delay.
 */
async function tap(page, selector) {
  const element = page.locator(selector);
  await element.waitFor();
  const box = await element.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The site search typed ("teacher") and submitted, to its results page. */
async function search(page) {
  await tap(page, '#site-search');
  await page.keyboard.type('teacher', { delay: 80 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?q=teacher/);
}

/**
 * Where an interaction starts: the page live (its app brought in by a touch before, appLive), or,
 * `beforeApp`, the page as the server sent it once the splash has left.
 */
async function ready(page, interaction, serverScreen, timeout) {
  if (!interaction.beforeApp) return appLive(page, serverScreen, timeout);
  await page.waitForLoadState('load');
  await page.waitForFunction(() => !document.getElementById('splash'), null, { timeout });
}

/** The scripted interactions: where, what a visitor does there, and whether the app is live before (not `beforeApp`). */
const INTERACTIONS = [
  {
    name: 'menu',
    what: 'tap on the menu button at 360 px',
    path: '/',
    act: async (page) => {
      // The menu's toggle is a link to #site-menu (it opens the menu without script), a button to the app.
      await tap(page, '[aria-controls="site-menu"]');
      await page.waitForSelector('#site-menu:not([hidden])');
    },
  },
  {
    name: 'filter',
    what: "the library's first filter changed (focus, arrow down)",
    path: '/library',
    act: async (page) => {
      const filter = page.locator('main select').first();
      const before = await filter.inputValue();
      await filter.focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(
        ([value]) => document.querySelector('main select')?.value !== value && location.search.length > 1,
        [before],
      );
    },
  },
  {
    name: 'search',
    what: 'the site search typed ("teacher") and submitted',
    path: '/library',
    act: search,
  },
  {
    // The page's first touch: typing into a form the server answers does not bring the app in
    // (server-screen-script.ts), so the keys are the browser's own and the search goes to the server.
    name: 'first-search',
    what: 'the same as the first touch of the page, as the splash leaves (sent to the server, without the app)',
    path: '/library',
    beforeApp: true,
    act: search,
  },
];

module.exports = { INTERACTIONS, ready };
