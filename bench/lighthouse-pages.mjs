// `node bench/lighthouse-pages.mjs [--runs=N] [path ...]`: Lighthouse alone (mobile, 4x CPU) on the
// given public pages of the built product (SQLite; default: the bench's six), N runs each taking
// turns; prints each run's TBT, main-thread time and the host's benchmark index, and the medians
// runLighthouse computes. For comparing two builds
// of the same page (docs/decisions.md, hydration), where `npm run bench` measures everything.
import { ROOT, buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startProduct } from './lib/product.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const pages = args.filter((a) => !a.startsWith('--'));
buildIfNeeded({ log: (text) => console.log(`[build] ${text}`) });
const { LIGHTHOUSE_PAGES, runLighthouse } = await import('./lib/lighthouse.mjs');
const product = await startProduct(ROOT, { DB_TYPE: 'sqlite' });
try {
  for (const page of await runLighthouse(product.baseUrl, runs, pages.length ? pages : LIGHTHOUSE_PAGES)) {
    const { tbtMs, mainThreadMs, performance, cls, accessibility } = page.medians;
    console.log(
      `${page.path}: TBT median ${tbtMs} ms, main thread median ${mainThreadMs} ms, performance median ${performance}, CLS median ${cls}, accessibility median ${accessibility}` +
        ` | runs (TBT / main thread / perf / benchmark index): ${page.runs.map((r) => `${r.tbtMs}/${r.mainThreadMs}/${r.performance}/${r.benchmarkIndex}`).join(', ')}`,
    );
  }
} finally {
  await product.stop();
}
