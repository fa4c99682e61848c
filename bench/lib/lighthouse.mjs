// Lighthouse (node API) with Debian's Chromium: the mobile form factor, simulated slow 4G, and the
// CPU slowdown of a phone (issue 38): before each run the host's benchmark index is measured in the
// same Chrome, and the run's cpuSlowdownMultiplier is that index over the phone's (calibration.cjs).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
// Built by then: the bench imports this file only after building the product.
import { FIRST_ROUTE_COMPLETE_MARK } from '@diet/contracts/first-route';
import { benchmarkIndexAtPort } from './host-index.mjs';

const { PHONES, cpuMultiplier, lighthouseVerdicts, median, summarise } = createRequire(import.meta.url)(
  './calibration.cjs',
);

/** Issue 38 item 2: the pages measured on both phones, and one item page (benchPages). */
export const BENCH_PAGES = ['/', '/library', '/research', '/notices', '/trainings', '/pa/', '/hi/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FIGURES = ['performance', 'accessibility', 'tbtMs', 'cls', 'lcpMs', 'mainThreadMs', 'hostIndex', 'multiplier'];

/** BENCH_PAGES and the item page of the first notice the API lists (the demo content always has notices). */
export async function benchPages(baseUrl) {
  const answer = await (await fetch(`${baseUrl}/api/notices`)).json();
  const first = answer.data?.[0]?.id;
  if (!first) throw new Error(`/api/notices listed no notice: ${JSON.stringify(answer).slice(0, 200)}`);
  return [...BENCH_PAGES, `/notices/${first}`];
}

const slug = (path) => path.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-') || 'home';

/**
 * Each page on each phone `runs` times (five: a median one slow moment cannot move), pages and
 * phones taking turns so that a slow moment of this shared machine does not fall on one only.
 * Returns one entry per phone and page: every run (host index, multiplier, figures), the medians,
 * each target met or not and why. For a page that misses a target its median run's Lighthouse
 * report is kept in `profileDir` (the main-thread breakdown, long tasks and script costs are there).
 */
export async function runLighthouse(
  baseUrl,
  {
    runs = 5,
    pages = BENCH_PAGES,
    phones = Object.values(PHONES),
    profileDir,
    blockedUrlPatterns,
    throttlingMethod = 'simulate',
    log = () => {},
  } = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const reports = mkdtempSync(join(tmpdir(), 'diet-bench-lighthouse-'));
  // The profiles are this run's: none left from an earlier one.
  if (profileDir) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  try {
    const samples = new Map(phones.flatMap((phone) => pages.map((path) => [`${phone.id} ${path}`, []])));
    for (let run = 0; run < runs; run++) {
      for (const phone of phones) {
        for (const path of pages) {
          const hostIndex = await benchmarkIndexAtPort(chrome.port);
          const multiplier = cpuMultiplier(hostIndex, phone.benchmarkIndex);
          const reportFile = join(reports, `${phone.id}-${slug(path)}-${run + 1}.json`);
          const sample = {
            hostIndex,
            multiplier,
            ...(await runOnce(chrome.port, baseUrl, path, multiplier, reportFile, {
              blockedUrlPatterns,
              throttlingMethod,
            })),
          };
          samples.get(`${phone.id} ${path}`).push(sample);
          log(
            `lighthouse ${phone.id} ${path} run ${run + 1}: index ${hostIndex}, x${multiplier}, perf ${sample.performance}, TBT ${sample.tbtMs} ms, LCP ${sample.lcpMs} ms, CLS ${sample.cls}${sample.failure ? `, failed: ${sample.failure}` : ''}`,
          );
        }
      }
    }
    return phones.flatMap((phone) =>
      pages.map((path) => {
        const all = samples.get(`${phone.id} ${path}`);
        const measured = all.filter((s) => !s.failure);
        const sorted = [...measured].sort((a, b) => a.performance - b.performance);
        const medianRun = sorted[Math.floor(sorted.length / 2)] ?? all[0];
        const verdicts = lighthouseVerdicts(all, phone.id);
        const { met, missed } = summarise(verdicts);
        // A layout shift is one run's, rarely the median's: a CLS miss keeps the run with the largest.
        const shifted = measured.reduce((a, b) => (b.cls > (a?.cls ?? 0) ? b : a), null);
        const keep = (run, suffix) => {
          if (met || !profileDir || !run?.reportFile) return null;
          const file = join(profileDir, `lighthouse-${phone.id}-${slug(path)}${suffix}.json`);
          copyFileSync(run.reportFile, file);
          return file;
        };
        const profile = keep(medianRun, '');
        const clsProfile = keep(shifted, '-cls');
        const { reportFile: _, ...details } = medianRun ?? {};
        return {
          ...details,
          phone: phone.id,
          path,
          medians: Object.fromEntries(FIGURES.map((key) => [key, median(measured.map((s) => s[key]))])),
          verdicts,
          met,
          missed,
          profile,
          ...(clsProfile ? { clsProfile } : {}),
          runs: all.map((s) => ({
            hostIndex: s.hostIndex,
            multiplier: s.multiplier,
            lighthouseIndex: s.benchmarkIndex,
            performance: s.performance,
            accessibility: s.accessibility,
            tbtMs: s.tbtMs,
            cls: s.cls,
            mainThreadMs: s.mainThreadMs,
            lcpMs: s.lcpMs,
            attempts: s.attempts,
            ...(s.cls > 0 ? { layoutShifts: s.layoutShifts } : {}),
            ...(s.failure ? { failure: s.failure } : {}),
          })),
        };
      }),
    );
  } finally {
    chrome.kill();
    rmSync(reports, { recursive: true, force: true });
  }
}

/**
 * A run Lighthouse could not measure (its trace lacked the navigation, NO_NAVSTART, now and then
 * here: "Please run Lighthouse again") is run again, at most twice; a run that still fails says why.
 * `throttlingMethod`: 'simulate' (the bench's, Lighthouse's default: an unthrottled load, its tasks
 * multiplied afterwards, the host's own hiccups too) or 'devtools' (the renderer itself slowed
 * while it loads: a hiccup of the host stays its own size), for comparing the two.
 */
async function runOnce(port, baseUrl, path, multiplier, reportFile, options, attempt = 1) {
  const { blockedUrlPatterns, throttlingMethod = 'simulate' } = options;
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
    throttlingMethod,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
    ...(blockedUrlPatterns ? { blockedUrlPatterns } : {}),
  });
  const failure =
    result.lhr.runtimeError?.code ?? (result.lhr.categories.performance?.score == null ? 'no performance score' : null);
  if (failure && attempt < 3) return runOnce(port, baseUrl, path, multiplier, reportFile, options, attempt + 1);
  writeFileSync(reportFile, result.report);
  const { categories, audits } = result.lhr;
  const score = (id) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
  const userMark = audits['user-timings']?.details?.items?.find((i) => i.name === FIRST_ROUTE_COMPLETE_MARK);
  return {
    path,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    // All the main thread's work during the load (at the run's CPU slowdown): script, style, layout.
    mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    // Observed in the unthrottled trace (simulated throttling only models the metrics above).
    firstRouteCompleteObservedMs: userMark ? Math.round(userMark.startTime) : null,
    failedAudits: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) &&
          !a.id.includes('metric'),
      )
      .map((a) => a.id)
      .slice(0, 12),
    // Where to look: the LCP element and the largest layout shifts, as Lighthouse names them.
    // Lighthouse 13 names it in its LCP breakdown insight (12 had an audit of its own).
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ??
      null,
    layoutShifts: (audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => ({ score: Math.round(i.score * 1000) / 1000, element: i.node?.snippet ?? null })),
    // Where a missed TBT comes from: the scripts costing the main thread most, the longest tasks.
    costliestScripts: (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => ({ url: i.url, totalMs: Math.round(i.total), scriptingMs: Math.round(i.scripting) })),
    longestTasks: [...(audits['long-tasks']?.details?.items ?? [])]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((i) => ({ url: i.url, durationMs: Math.round(i.duration), startMs: Math.round(i.startTime) })),
    runWarnings: result.lhr.runWarnings,
    ...(failure ? { failure } : {}),
    attempts: attempt,
    reportFile,
  };
}
