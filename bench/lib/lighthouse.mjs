// Lighthouse 12 (node API) with Debian's Chromium: the default config is the mobile form factor
// with simulated slow-4G and 4x CPU throttling.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_PAGES = ['/', '/library', '/research'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(baseUrl) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const out = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const { categories, audits } = result.lhr;
      const score = (id) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
      const userMark = audits['user-timings']?.details?.items?.find((i) => i.name === 'diet:first-route-complete');
      out.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        // Observed in the unthrottled trace (simulated throttling only models the metrics above).
        firstRouteCompleteObservedMs: userMark ? Math.round(userMark.startTime) : null,
        failedAudits: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) && !a.id.includes('metric'))
          .map((a) => a.id)
          .slice(0, 12),
        // Where to look: the LCP element and the largest layout shifts, as Lighthouse names them.
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        layoutShifts: (audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => ({ score: Math.round(i.score * 1000) / 1000, element: i.node?.snippet ?? null })),
        runWarnings: result.lhr.runWarnings,
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}
