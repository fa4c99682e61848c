// Issue 38: the bench measures a page as a phone would run it, not as this host does. Chrome
// DevTools' calibration: the host's Lighthouse benchmark index, measured just before each run,
// divided by the phone's gives the CPU slowdown. The targets per phone, and the marking of
// measured figures against them. Pure functions (unit-tested in scripts/test/bench-calibration.test.ts);
// CommonJS, so jest and the bench's ES modules both load it.

/** Benchmark indexes DevTools gives its calibrated presets (Lighthouse's computeBenchmarkIndex). */
const PHONES = {
  low: { id: 'low', name: 'low-tier phone (Moto G Power 2022 class)', benchmarkIndex: 264 },
  mid: { id: 'mid', name: 'mid-tier phone (Pixel 5 class)', benchmarkIndex: 1000 },
};

/** Issue 38 item 2 (per phone) and item 4 (INP, low-tier). Lighthouse figures are medians of the runs. */
const TARGETS = {
  low: { tbtMs: 200, lcpMs: 2500, performance: 90 },
  mid: { tbtMs: 100, lcpMs: 1500, performance: 97 },
  cls: 0,
  accessibility: 100,
  firstLoadJsKB: 130,
  htmlKB: 30,
  inpMs: 200,
};

/** The host's speed over the phone's, never below 1: a host slower than the phone is not sped up. */
function cpuMultiplier(hostIndex, phoneIndex) {
  if (!(hostIndex > 0) || !(phoneIndex > 0))
    throw new Error(`no benchmark index (host ${hostIndex}, phone ${phoneIndex})`);
  return Math.max(1, Math.round((hostIndex / phoneIndex) * 100) / 100);
}

/** The median; of an even count, the mean of the middle two. Values that are not numbers are left out. */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One verdict: `met` with the figure, or not met and why (the figure against the limit).
 * `atMost`: the figure must not exceed the limit; else it must reach it.
 */
function verdict(what, figure, limit, { atMost = true, unit = '' } = {}) {
  if (!Number.isFinite(figure)) return { what, figure: null, limit, met: false, why: `${what}: not measured` };
  const met = atMost ? figure <= limit : figure >= limit;
  const relation = atMost ? (met ? '<=' : '>') : met ? '>=' : '<';
  return { what, figure, limit, met, why: `${what} ${figure}${unit} ${relation} ${limit}${unit}` };
}

/**
 * A page's Lighthouse runs on one phone against that phone's targets: performance, TBT and LCP by
 * their medians, CLS and accessibility in every run.
 */
function lighthouseVerdicts(runs, phoneId) {
  const target = TARGETS[phoneId];
  const measured = runs.filter((r) => !r.failure);
  const worst = (key, pick) => (measured.length ? pick(...measured.map((r) => r[key])) : null);
  return [
    verdict('performance (median)', median(measured.map((r) => r.performance)), target.performance, {
      atMost: false,
    }),
    verdict('TBT (median)', median(measured.map((r) => r.tbtMs)), target.tbtMs, { unit: ' ms' }),
    verdict('LCP (median)', median(measured.map((r) => r.lcpMs)), target.lcpMs, { unit: ' ms' }),
    verdict('CLS (every run)', worst('cls', Math.max), TARGETS.cls),
    verdict('accessibility (every run)', worst('accessibility', Math.min), TARGETS.accessibility, { atMost: false }),
    ...(runs.length > measured.length
      ? [{ what: 'runs measured', met: false, why: `${runs.length - measured.length} of ${runs.length} runs failed` }]
      : []),
  ];
}

/**
 * Runs whose host moved during the run: Lighthouse's own index (measured inside the run) more than a
 * third off the one the run's multiplier came from. Their figures are the host's load as much as the page's.
 */
function unsteadyRuns(runs, tolerance = 1 / 3) {
  return runs.filter(
    (r) => Number.isFinite(r.lighthouseIndex) && Math.abs(r.lighthouseIndex - r.hostIndex) > r.hostIndex * tolerance,
  );
}

/** Met / not met, and the reasons of what was not. */
function summarise(verdicts) {
  const missed = verdicts.filter((v) => !v.met);
  return { met: missed.length === 0, missed: missed.map((v) => v.why) };
}

module.exports = { PHONES, TARGETS, cpuMultiplier, lighthouseVerdicts, median, summarise, unsteadyRuns, verdict };
