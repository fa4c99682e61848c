// The bench's calibration to a phone and its marking of figures against issue 38's targets
// (bench/lib/calibration.cjs): what `npm run bench` reports as met or not met rests on these.
type Run = { performance: number; tbtMs: number; lcpMs: number; cls: number; accessibility: number; failure?: string };
type Verdict = { what: string; figure: number | null; met: boolean; why: string };

type Calibration = {
  PHONES: Record<'low' | 'mid', { benchmarkIndex: number }>;
  cpuMultiplier: (host: number, phone: number) => number;
  lighthouseVerdicts: (runs: Run[], phone: 'low' | 'mid') => Verdict[];
  median: (values: (number | null)[]) => number | null;
  summarise: (verdicts: Verdict[]) => { met: boolean; missed: string[] };
  unsteadyRuns: (runs: { hostIndex: number; lighthouseIndex?: number }[]) => unknown[];
  verdict: (what: string, figure: number, limit: number, options?: { atMost?: boolean; unit?: string }) => Verdict;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, run by plain Node too
const calibration = require('../../bench/lib/calibration.cjs') as Calibration;
const { PHONES, cpuMultiplier, lighthouseVerdicts, median, summarise, unsteadyRuns, verdict } = calibration;

const run = (overrides: Partial<Run> = {}): Run => ({
  performance: 95,
  tbtMs: 150,
  lcpMs: 2000,
  cls: 0,
  accessibility: 100,
  ...overrides,
});

describe('the CPU multiplier', () => {
  it("is the host's benchmark index over the phone's, to two decimals", () => {
    expect(cpuMultiplier(1593, PHONES.low.benchmarkIndex)).toBe(6.03);
    expect(cpuMultiplier(2260, PHONES.mid.benchmarkIndex)).toBe(2.26);
  });

  it('is never below 1: a host slower than the phone is not sped up', () => {
    expect(cpuMultiplier(700, PHONES.mid.benchmarkIndex)).toBe(1);
  });

  it('refuses a missing index rather than measure at a made-up speed', () => {
    expect(() => cpuMultiplier(Number.NaN, 264)).toThrow('no benchmark index');
    expect(() => cpuMultiplier(0, 264)).toThrow('no benchmark index');
  });
});

describe('a run whose host moved', () => {
  it('is one whose index inside the run is more than a third off the one before it, either way', () => {
    const steady = { hostIndex: 1500, lighthouseIndex: 1900 };
    const slowed = { hostIndex: 1500, lighthouseIndex: 340 };
    const quickened = { hostIndex: 300, lighthouseIndex: 1100 };
    expect(unsteadyRuns([steady, slowed, quickened, { hostIndex: 900 }])).toEqual([slowed, quickened]);
  });
});

describe('the median', () => {
  it('is the middle of an odd count and the mean of the middle two of an even one, in any order', () => {
    expect(median([935, 344, 501, 820, 696])).toBe(696);
    expect(median([76, 75, 80, 71])).toBe(75.5);
  });

  it('leaves out runs without the figure, and is null without any', () => {
    expect(median([null, 3, 1, 2])).toBe(2);
    expect(median([null])).toBeNull();
  });
});

describe('the marking against the targets', () => {
  it('meets every low-tier target with medians and every run in range', () => {
    const verdicts = lighthouseVerdicts([run(), run({ tbtMs: 900 }), run({ tbtMs: 100 })], 'low');
    expect(summarise(verdicts)).toEqual({ met: true, missed: [] });
  });

  it('holds the mid-tier phone to its own, stricter targets', () => {
    const { met, missed } = summarise(lighthouseVerdicts([run(), run(), run()], 'mid'));
    expect(met).toBe(false);
    expect(missed).toEqual([
      'performance (median) 95 < 97',
      'TBT (median) 150 ms > 100 ms',
      'LCP (median) 2000 ms > 1500 ms',
    ]);
  });

  it('misses CLS and accessibility on one run alone, naming the worst', () => {
    const runs = [run(), run({ cls: 0.003 }), run({ accessibility: 96 }), run(), run()];
    expect(summarise(lighthouseVerdicts(runs, 'low')).missed).toEqual([
      'CLS (every run) 0.003 > 0',
      'accessibility (every run) 96 < 100',
    ]);
  });

  it('says when runs failed, and marks a figure never measured as not met', () => {
    const failed = { ...run(), failure: 'NO_NAVSTART' };
    expect(summarise(lighthouseVerdicts([run(), failed], 'low')).missed).toEqual(['1 of 2 runs failed']);
    expect(summarise(lighthouseVerdicts([failed], 'low')).missed).toContain('TBT (median): not measured');
  });

  it('meets a limit exactly reached', () => {
    expect(verdict('INP', 200, 200, { unit: ' ms' })).toMatchObject({ met: true, why: 'INP 200 ms <= 200 ms' });
    expect(verdict('INP', 201, 200, { unit: ' ms' })).toMatchObject({ met: false, why: 'INP 201 ms > 200 ms' });
  });
});
