// `node bench/lighthouse-pages.mjs [--runs=N] [path ...]`: Lighthouse alone (mobile, 4x CPU) on the
// given public pages of the built product (SQLite), N runs each taking turns; prints each run's
// TBT, main-thread time and the host's benchmark index, and the medians. For comparing two builds
// of the same page (docs/decisions.md, hydration), where `npm run bench` measures everything.
import { ROOT, buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startProduct } from './lib/product.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const pages = args.filter((a) => !a.startsWith('--'));
buildIfNeeded({ log: (text) => console.log(`[build] ${text}`) });
const { runLighthouse } = await import('./lib/lighthouse.mjs');
const product = await startProduct(ROOT, { DB_TYPE: 'sqlite' });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const page of await runLighthouse(product.baseUrl, runs, pages.length ? pages : ['/', '/library', '/pa/'])) {
    const of = (key) => page.runs.map((run) => run[key]);
    console.log(
      `${page.path}: TBT median ${median(of('tbtMs'))} ms, main thread median ${median(of('mainThreadMs'))} ms, performance median ${median(of('performance'))}` +
        ` | runs (TBT / main thread / perf / benchmark index): ${page.runs.map((r) => `${r.tbtMs}/${r.mainThreadMs}/${r.performance}/${r.benchmarkIndex}`).join(', ')}`,
    );
  }
} finally {
  await product.stop();
}
