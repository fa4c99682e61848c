// Issue 38 item 4: Interaction to Next Paint of a tap on the menu, a change of a filter and a search
// typed and submitted, on the low-tier phone: Chromium at 360 px with touch, its CPU slowed through
// CDP by the calibrated multiplier (the host's benchmark index measured just before each run). The
// figure is web-vitals' own: the longest 'event' timing entry of each interaction (interactionId),
// observed with a PerformanceObserver from the page's start.
import { createRequire } from 'node:module';
import { launchChromium } from './frontend.mjs';
import { benchmarkIndexOf } from './host-index.mjs';

const require = createRequire(import.meta.url);
const { PHONES, TARGETS, cpuMultiplier, median, verdict } = require('./calibration.cjs');
const { INTERACTIONS, ready } = require('./interactions.cjs');

/**
 * Collects every interaction's event timings (16 ms is the smallest threshold the browser allows),
 * those of the page left too: a search sent to the server leaves the page its keys were typed on.
 */
const OBSERVE = `(() => {
  const KEY = '__dietInteractions';
  window.__dietInteractions = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
  sessionStorage.removeItem(KEY);
  addEventListener('pagehide', () =>
    sessionStorage.setItem(KEY, JSON.stringify(window.__dietInteractions.map((e) => ({ ...e, id: 'left ' + e.id })))),
  );
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__dietInteractions.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

/**
 * One interaction in a fresh tab: its INP (the longest entry of any of its interactions, each key
 * of a search being one), ms, and that entry's event (keydown, pointerup, ...).
 */
async function interactionInp(browser, baseUrl, interaction, multiplier) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'load' });
    const { SERVER_SCREEN_SELECTOR } = await import('@diet/contracts/first-route');
    await ready(page, interaction, SERVER_SCREEN_SELECTOR, 60_000);
    await page.waitForLoadState('networkidle');
    // The phone's CPU from here: the load is Lighthouse's to measure, the interaction this one's.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    await page.evaluate(() => (window.__dietInteractions.length = 0));
    await interaction.act(page);
    // The entries of the last interaction arrive after its next paint.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
    const entries = await page.evaluate(() => window.__dietInteractions);
    const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a), { duration: 0, name: null });
    return { inpMs: worst.duration, event: worst.name, interactions: new Set(entries.map((e) => e.id)).size };
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of every interaction on the low-tier phone, each run with its own host index and
 * multiplier. Returns every run, the median per interaction and of each run's worst, and the verdict.
 */
export async function measureInp(chromium, baseUrl, { runs = 5, phone = PHONES.low, log = () => {} } = {}) {
  const browser = await launchChromium(chromium);
  const samples = [];
  try {
    const blank = await browser.newPage();
    for (let run = 0; run < runs; run++) {
      const hostIndex = await benchmarkIndexOf(blank);
      const multiplier = cpuMultiplier(hostIndex, phone.benchmarkIndex);
      const sample = { hostIndex, multiplier, inpMs: {}, events: {}, interactions: {} };
      for (const interaction of INTERACTIONS) {
        const measured = await interactionInp(browser, baseUrl, interaction, multiplier);
        sample.inpMs[interaction.name] = measured.inpMs;
        sample.events[interaction.name] = measured.event;
        sample.interactions[interaction.name] = measured.interactions;
      }
      sample.maxMs = Math.max(...Object.values(sample.inpMs));
      log(`INP run ${run + 1}: index ${hostIndex}, x${multiplier}, ${JSON.stringify(sample.inpMs)}`);
      samples.push(sample);
    }
  } finally {
    await browser.close();
  }
  const medians = Object.fromEntries(INTERACTIONS.map((i) => [i.name, median(samples.map((s) => s.inpMs[i.name]))]));
  const maxMs = median(samples.map((s) => s.maxMs));
  return {
    phone: phone.id,
    interactions: INTERACTIONS.map(({ name, what, path }) => ({ name, what, path })),
    runs: samples,
    medians,
    maxMs,
    verdict: verdict('INP, worst interaction (median of runs)', maxMs, TARGETS.inpMs, { unit: ' ms' }),
  };
}
