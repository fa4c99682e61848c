// The bench's INP interactions (issue 38 item 4, bench/lib/interactions.cjs) run against the
// product, on a phone with touch at the bench's size: each reaches the page's live app (or, the
// first touch's, the page as the server sent it) and ends as the bench expects (the menu open, the filter in the address, the search's results page). When
// the page changes under them (the menu's toggle became a link), this fails here, not in the next
// `npm run bench`, which would report INP as "could not run".
import { SERVER_SCREEN_SELECTOR } from '@diet/contracts/first-route';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';

type Interaction = {
  name: string;
  what: string;
  path: string;
  beforeApp?: boolean;
  act: (page: Page) => Promise<void>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with the bench (plain Node)
const { INTERACTIONS, ready } = require('../../bench/lib/interactions.cjs') as {
  INTERACTIONS: Interaction[];
  ready: (page: Page, interaction: Interaction, serverScreen: string, timeout: number) => Promise<void>;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it.each(INTERACTIONS.map((i) => [i.name, i] as const))(
  '%s: the bench can do it where it starts',
  async (_, interaction) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${interaction.path}`, { waitUntil: 'load' });
      await ready(page, interaction, SERVER_SCREEN_SELECTOR, 30_000);
      await interaction.act(page);
    } finally {
      await context.close();
    }
  },
);
