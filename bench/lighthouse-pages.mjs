// `node bench/lighthouse-pages.mjs [--runs=N] [--phone=low|mid] [--inp] [--without-app] [--throttling=devtools] [path ...]`: Lighthouse alone
// (mobile, the CPU of the low-tier and the mid-tier phone, calibrated before each run) on the given
// public pages of the built product (SQLite; default: the bench's pages), N runs each taking turns;
// prints each run's host index, multiplier and figures, then the medians and the targets missed.
// With --inp, the INP of the bench's interactions instead. For comparing two builds of the same
// page (docs/decisions.md, hydration), where `npm run bench` measures everything. With
// --without-app the page's script files are blocked: the page as the server sends it (its inline
// head scripts still run), the floor any way of bringing the app in can reach. With
// --throttling=devtools the renderer is slowed while it loads instead of the load's tasks being
// multiplied afterwards (docs/decisions.md, low-tier TBT).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startProduct } from './lib/product.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 5);
const pages = args.filter((a) => !a.startsWith('--'));
const log = (text) => console.log(`[bench] ${text}`);
buildIfNeeded({ log });
const { PHONES } = createRequire(import.meta.url)('./lib/calibration.cjs');
const { benchPages, runLighthouse } = await import('./lib/lighthouse.mjs');
const product = await startProduct(ROOT, { DB_TYPE: 'sqlite' });
try {
  if (args.includes('--inp')) {
    const { measureInp } = await import('./lib/inp.mjs');
    const { chromium } = await import('playwright-core');
    const inp = await measureInp(chromium, product.baseUrl, { runs, log });
    console.log(`INP medians ${JSON.stringify(inp.medians)}; worst ${inp.maxMs} ms: ${inp.verdict.why}`);
  } else {
    const phones = option('phone') ? [PHONES[option('phone')]] : Object.values(PHONES);
    const measured = await runLighthouse(product.baseUrl, {
      runs,
      phones,
      pages: pages.length ? pages : await benchPages(product.baseUrl),
      profileDir: join(ROOT, 'bench/results/profiles'),
      ...(args.includes('--without-app') ? { blockedUrlPatterns: ['*.js'] } : {}),
      ...(option('throttling') ? { throttlingMethod: option('throttling') } : {}),
      log,
    });
    for (const page of measured) {
      const { tbtMs, lcpMs, performance, hostIndex, multiplier } = page.medians;
      console.log(
        `${page.phone} ${page.path}: performance ${performance}, TBT ${tbtMs} ms, LCP ${lcpMs} ms (medians; host index ${hostIndex}, x${multiplier}): ${page.met ? 'every target met' : `not met: ${page.missed.join('; ')}${page.profile ? ` (report ${page.profile})` : ''}`}`,
      );
    }
  }
} finally {
  await product.stop();
}
