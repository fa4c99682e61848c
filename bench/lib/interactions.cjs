// The bench's scripted interactions (issue 38 item 4), CommonJS so that the browser suite runs
// them against the product (e2e/src/bench-interactions.test.ts): a selector the product no longer
// has makes that test fail, not only the next `npm run bench`.

/** The server's markup taken over by the app and the splash gone: from then on taps reach React. */
const live = (serverScreen) =>
  !document.querySelector(serverScreen) &&
  !document.getElementById('splash') &&
  document.querySelector('#root')?.childElementCount > 0;

/** The scripted interactions: where, and what a visitor does there. */
const INTERACTIONS = [
  {
    name: 'menu',
    what: 'tap on the menu button at 360 px',
    path: '/',
    act: async (page) => {
      // The menu's toggle is a link to #site-menu (it opens the menu without script), a button to the app.
      await page.tap('[aria-controls="site-menu"]');
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
    act: async (page) => {
      await page.tap('#site-search');
      await page.keyboard.type('teacher', { delay: 80 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?q=teacher/);
    },
  },
];

module.exports = { INTERACTIONS, live };
