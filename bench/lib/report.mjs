// The report: JSON with every figure, and a Markdown summary with each target and pass/miss.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { firstLoadSummary } from './frontend.mjs';

const require = createRequire(import.meta.url);
const LIGHTHOUSE_VERSION = require('lighthouse/package.json').version;
const { PHONES, TARGETS: PHONE_TARGETS, unsteadyRuns } = require('./calibration.cjs');

export const TARGETS = {
  /** Issue 22 item 5: cached lists at least 0.6 of the bare node:http ceiling, p99 at most 15 ms. */
  ceilingShare: 0.6,
  p99Ms: 15,
  /** Issue 38 item 2: any public route, the language's texts included, brotli as received from each deployment. */
  firstLoadJsKB: PHONE_TARGETS.firstLoadJsKB,
  /** The 2.0 s splash plus "a few hundred milliseconds". */
  firstRouteCompleteMs: 2300,
};

const mark = (ok) => (ok === null || ok === undefined ? 'n/a' : ok ? 'met' : 'not met');
const range = (values) => {
  const known = values.filter(Number.isFinite);
  return known.length ? `${Math.min(...known)} to ${Math.max(...known)}` : 'none';
};
/** Lighthouse's figures of one phone (runLighthouse: one entry per phone and page). */
const ofPhone = (report, phone) => (report.lighthouse?.pages ?? []).filter((l) => l.phone === phone);
const pct = (x) => `${Math.round(x * 100)} %`;

function apiSection(engine) {
  if (engine.skipped) return [`### API on ${engine.engine}`, '', `Skipped: ${engine.skipped}`, ''];
  const lines = [
    `### API on ${engine.engine}`,
    '',
    `Ceiling (bare node:http answering the same body and headers as the list it is compared with; ${engine.ceiling.bodyBytes} bytes for the best run): **${engine.ceiling.requestsPerSecond} req/s**, p50 ${engine.ceiling.p50Ms} ms, p99 ${engine.ceiling.p99Ms} ms (the highest of its runs: ${engine.ceiling.runs.join(', ')} req/s). Each cached list's share is of the ceiling run made just before it, with that list's bytes.`,
    '',
    `| Endpoint | req/s | ceiling just before, req/s | share of ceiling | p50 ms | p99 ms | server CPU µs/request (ceiling's) | errors | non-2xx | target (cached lists: share >= ${TARGETS.ceilingShare}, p99 <= ${TARGETS.p99Ms} ms) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of engine.endpoints) {
    const share = shareOfCeiling(r, engine);
    const target = r.cachedList
      ? `${mark(share >= TARGETS.ceilingShare)} / ${mark(r.p99Ms <= TARGETS.p99Ms)}`
      : (r.note ?? '-');
    const cpu =
      r.serverCpuUsPerRequest === undefined
        ? '-'
        : `${r.serverCpuUsPerRequest}${r.ceilingCpuUsPerRequest ? ` (${r.ceilingCpuUsPerRequest})` : ''}`;
    lines.push(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.ceilingRequestsPerSecond ?? '-'} | ${pct(share)} | ${r.p50Ms} | ${r.p99Ms} | ${cpu} | ${r.errors} | ${r.non2xx} | ${target} |`,
    );
  }
  const s = engine.search;
  lines.push(
    '',
    `Library search over ${engine.books} books (\`subject=${s.subject}\`, \`q=${s.q}\`: ${s.plan.matches} matches): page query median ${s.plan.pageQueryMedianMs} ms, count query ${s.plan.countQueryMedianMs} ms (direct, one connection).`,
    `Plan of the page query: \`${JSON.stringify(s.plan.pagePlan)}\``,
    `Plan of the count: \`${JSON.stringify(s.plan.countPlan)}\``,
    '',
  );
  return lines;
}

/** An endpoint's rate over the ceiling run made just before it (else the engine's best ceiling). */
const shareOfCeiling = (r, engine) =>
  r.requestsPerSecond / (r.ceilingRequestsPerSecond ?? engine.ceiling.requestsPerSecond);

/**
 * Lighthouse's simulated LCP of / when its element is a picture (the first carousel photo): the home route
 * renders it with the hero, so it is Lighthouse's own model of the first route's arrival (its
 * simulation also counts each new connection's set-up, which the CDP readings above do not).
 */
function heroPhotoLcp(report) {
  const home = ofPhone(report, PHONES.low.id).find((l) => l.path === '/');
  // The home page's only picture above the fold is the carousel's first photo.
  if (!home || !/^<img\b/.test(home.lcpElement ?? '')) return undefined;
  return { lcpMs: home.lcpMs, runs: (home.runs ?? []).map((r) => r.lcpMs) };
}

/** When the complete home page was on screen, how, and when the app's own (working) one was there. */
function firstRouteFigure(r) {
  const how =
    r.serverRenderedRuns === undefined ? '' : `, server-rendered in ${r.serverRenderedRuns} of ${r.runs.length} runs`;
  const app = r.appCompleteMs === undefined ? '' : `; the app's own, working, at ${r.appCompleteMs} ms`;
  return `${r.firstRouteCompleteMs} ms (splash gone at ${r.splashGoneMs} ms${how}${app})`;
}

/** One row per target of the issue, with the figures behind it and pass/miss. */
export function targetRows(report) {
  const engines = report.api.filter((e) => !e.skipped);
  const cached = (e) => e.endpoints.filter((r) => r.cachedList);
  const rows = [];
  for (const e of engines) {
    const shares = cached(e).map((r) => shareOfCeiling(r, e));
    rows.push([
      `Cached public lists >= ${TARGETS.ceilingShare} of the bare node:http ceiling (${e.engine})`,
      `${cached(e)
        .map(
          (r, i) =>
            `${r.name.split('?')[0].replace('GET ', '')} ${pct(shares[i])} of ${r.ceilingRequestsPerSecond ?? e.ceiling.requestsPerSecond}`,
        )
        .join(', ')} req/s`,
      mark(shares.every((x) => x >= TARGETS.ceilingShare)),
    ]);
    const p99 = Math.max(...cached(e).map((r) => r.p99Ms));
    rows.push([
      `p99 <= ${TARGETS.p99Ms} ms at ${report.load.connections} connections (${e.engine})`,
      `worst ${p99} ms`,
      mark(p99 <= TARGETS.p99Ms),
    ]);
    const failures = e.endpoints.reduce((n, r) => n + r.errors + r.non2xx, 0);
    rows.push([`No errors under load (${e.engine})`, `${failures} errors or non-2xx`, mark(failures === 0)]);
  }
  for (const e of report.api.filter((x) => x.skipped)) rows.push([`API on ${e.engine}`, e.skipped, 'n/a']);
  const lh = report.lighthouse?.pages;
  if (lh) {
    for (const phone of Object.values(PHONES)) {
      const pages = ofPhone(report, phone.id);
      if (!pages.length) continue;
      const runs = pages.flatMap((l) => l.runs);
      const t = PHONE_TARGETS[phone.id];
      rows.push([
        `Lighthouse ${LIGHTHOUSE_VERSION} mobile, ${phone.name}, index ${phone.benchmarkIndex}: performance >= ${t.performance}, TBT <= ${t.tbtMs} ms, LCP <= ${t.lcpMs} ms (medians of ${pages[0].runs.length} runs; host index ${range(runs.map((r) => r.hostIndex))}, multiplier ${range(runs.map((r) => r.multiplier))})`,
        pages
          .map((l) => `${l.path} ${l.medians.performance} / ${l.medians.tbtMs} ms / ${l.medians.lcpMs} ms`)
          .join(', '),
        mark(pages.every((l) => l.verdicts.slice(0, 3).every((v) => v.met))),
      ]);
    }
    const worst = (l, key, pick) => pick(...l.runs.filter((r) => !r.failure).map((r) => r[key]));
    const where = (l) => `${l.path} (${l.phone})`;
    rows.push([
      `CLS ${PHONE_TARGETS.cls} (every run, both phones)`,
      lh
        .filter((l) => worst(l, 'cls', Math.max) > PHONE_TARGETS.cls)
        .map((l) => `${where(l)} ${worst(l, 'cls', Math.max)}`)
        .join(', ') || `0 in all ${lh.flatMap((l) => l.runs).length} runs`,
      mark(lh.every((l) => worst(l, 'cls', Math.max) <= PHONE_TARGETS.cls)),
    ]);
    rows.push([
      `Lighthouse accessibility ${PHONE_TARGETS.accessibility} (every run)`,
      lh
        .filter((l) => worst(l, 'accessibility', Math.min) < PHONE_TARGETS.accessibility)
        .map((l) => `${where(l)} ${worst(l, 'accessibility', Math.min)}`)
        .join(', ') || `${PHONE_TARGETS.accessibility} in every run`,
      mark(lh.every((l) => worst(l, 'accessibility', Math.min) >= PHONE_TARGETS.accessibility)),
    ]);
  } else if (report.lighthouse?.error)
    rows.push(['Lighthouse', `could not run: ${report.lighthouse.error.split('\n')[0]}`, 'n/a']);
  const f = report.frontend;
  if (f?.inp?.error) rows.push(['INP', `could not run: ${f.inp.error.split('\n')[0]}`, 'n/a']);
  else if (f?.inp)
    rows.push([
      `INP <= ${PHONE_TARGETS.inpMs} ms, ${PHONES.low.name} (median of ${f.inp.runs.length} runs of each interaction's worst event)`,
      `${Object.entries(f.inp.medians)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', ')}; worst ${f.inp.maxMs} ms`,
      mark(f.inp.verdict.met),
    ]);
  if (f?.html?.length)
    for (const deployment of [...new Set(f.html.map((h) => h.deployment))]) {
      const pages = f.html.filter((h) => h.deployment === deployment);
      rows.push([
        `HTML <= ${PHONE_TARGETS.htmlKB} KB compressed, received from ${deployment} (brotli)`,
        pages.map((h) => `${h.path} ${h.br.kb} KB`).join(', '),
        mark(pages.every((h) => h.br.kb <= PHONE_TARGETS.htmlKB && h.br.encoding === 'br')),
      ]);
    }
  if (f?.html?.some((h) => h.scriptAtLoad !== undefined)) {
    const pages = f.html.filter((h) => h.deployment === f.html[0].deployment);
    const atLoad = pages.filter((h) => h.scriptAtLoad);
    rows.push([
      `Script received before the page is usable <= ${TARGETS.firstLoadJsKB} KB: the bench's pages, each loading the app at the visitor's first touch (0 KB) or at load (its first load, below)`,
      atLoad.length
        ? `at load on ${atLoad.map((h) => h.path).join(', ')}; at the first touch on ${pages.length - atLoad.length} of ${pages.length}`
        : `0 KB on every one of ${pages.length}: the app comes at the first touch`,
      mark(atLoad.length === 0),
    ]);
  }
  if (f && !f.error) {
    if (f.firstLoads?.length) {
      // The target is the first load as received from each deployment with brotli; gzip beside it.
      for (const summary of firstLoadSummary(f.firstLoads)) {
        const { deployment, acceptEncoding, pages, languages, largest, smallest, encodings } = summary;
        rows.push([
          `The app's first load (JavaScript, at the first touch or at load) of every public route, every language, received from ${deployment} with Accept-Encoding ${acceptEncoding}${acceptEncoding === 'br' ? ` <= ${TARGETS.firstLoadJsKB} KB` : ''}`,
          `${pages} pages x ${languages} languages: largest ${largest.totalKB} KB (${largest.page}, ${largest.language}), smallest ${smallest.totalKB} KB (${smallest.page}, ${smallest.language}); sent as ${encodings.join(', ')}`,
          acceptEncoding === 'br' ? mark(largest.totalKB <= TARGETS.firstLoadJsKB && encodings.join() === 'br') : '-',
        ]);
      }
    }
    if (f.firstLoadGatewayError)
      rows.push([
        'First-load JavaScript through the compose gateway',
        `not measured: ${f.firstLoadGatewayError}`,
        'n/a',
      ]);
    rows.push([
      `Complete first route of / on screen within a few hundred ms of the 2.0 s splash (<= ${TARGETS.firstRouteCompleteMs} ms, slow 4G as Lighthouse applies it, CPU of the ${PHONES[f.firstRoute.phone]?.name ?? 'phone'}, multipliers ${range((f.firstRoute.runs ?? []).map((r) => r.multiplier))})`,
      firstRouteFigure(f.firstRoute),
      mark(f.firstRoute.firstRouteCompleteMs <= TARGETS.firstRouteCompleteMs),
    ]);
    if (f.firstRouteRtt)
      rows.push([
        '... the same with 150 ms per round trip (as Lighthouse simulates it)',
        firstRouteFigure(f.firstRouteRtt),
        mark(f.firstRouteRtt.firstRouteCompleteMs <= TARGETS.firstRouteCompleteMs),
      ]);
    const heroPhoto = heroPhotoLcp(report);
    if (heroPhoto)
      rows.push([
        "... the hero's photo as Lighthouse's own simulation times it (LCP of /, median run)",
        `${heroPhoto.lcpMs} ms (runs ${heroPhoto.runs.join('/')})`,
        mark(heroPhoto.lcpMs <= TARGETS.firstRouteCompleteMs),
      ]);
    const visitor = f.pages.filter((p) => p.path !== '/admin/login');
    rows.push([
      'Admin remotes never fetched by a visitor (/, /library)',
      visitor.some((p) => p.adminRemoteFetched) ? 'fetched' : 'not fetched',
      mark(!visitor.some((p) => p.adminRemoteFetched)),
    ]);
    rows.push([
      'Compression, immutable hashed files, revalidated entry files, 304 on repeat',
      `${f.delivery.filter((d) => d.ok).length} of ${f.delivery.length} checks`,
      mark(f.delivery.every((d) => d.ok)),
    ]);
  }
  return ['| Target | Measured | Result |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

const relative = (file) => file.replace(/^.*\/bench\/results\//, 'bench/results/');

/** The runs with a layout shift: which element moved, and the report of the run that moved most. */
function clsNote(l) {
  const shifted = l.runs.filter((r) => r.layoutShifts?.length);
  if (!shifted.length && !l.clsProfile) return '';
  const elements = shifted.flatMap((r) => r.layoutShifts.map((x) => `${x.score} \`${x.element}\``));
  return ` Layout shifts in the runs: ${elements.join(', ') || 'Lighthouse named no element'}${l.clsProfile ? `; the run with the largest: \`${relative(l.clsProfile)}\`` : ''}.`;
}

/** One phone's Lighthouse figures: medians against the targets, every run, and why a target was not met. */
function lighthouseSection(phone, pages) {
  if (!pages.length) return [];
  const t = PHONE_TARGETS[phone.id];
  const lines = [
    `#### ${phone.name}, benchmark index ${phone.benchmarkIndex}`,
    '',
    `Before each run the host's benchmark index was measured (Lighthouse's own computation, in a blank tab of the same Chrome) and the run's \`cpuSlowdownMultiplier\` set to it over ${phone.benchmarkIndex} (at least 1). Medians of ${pages[0].runs.length} runs; targets: performance >= ${t.performance}, TBT <= ${t.tbtMs} ms, LCP <= ${t.lcpMs} ms, CLS ${PHONE_TARGETS.cls} and accessibility ${PHONE_TARGETS.accessibility} in every run.`,
    '',
    `Host steadiness: in ${unsteadyRuns(pages.flatMap((l) => l.runs)).length} of ${pages.flatMap((l) => l.runs).length} runs Lighthouse's own index (measured inside the run) was more than a third off the one the multiplier came from: the host's load changed during the run, and its figures are the host's as much as the page's.`,
    '',
    "| Page | performance | TBT ms | LCP ms | CLS (worst run) | accessibility (worst run) | FCP ms | host index / multiplier (medians) | targets | every run: host index / multiplier / performance / TBT / LCP (Lighthouse's own index) |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
  ];
  for (const l of pages) {
    const m = l.medians;
    const v = Object.fromEntries(l.verdicts.map((x) => [x.what, x]));
    const every = l.runs
      .map((r) =>
        r.failure
          ? `${r.hostIndex} / ${r.multiplier} / failed (${r.failure})`
          : `${r.hostIndex} / ${r.multiplier} / ${r.performance} / ${r.tbtMs} / ${r.lcpMs} (${r.lighthouseIndex})`,
      )
      .join('; ');
    lines.push(
      `| ${l.path} | ${m.performance} | ${m.tbtMs} | ${m.lcpMs} | ${v['CLS (every run)'].figure} | ${v['accessibility (every run)'].figure} | ${l.fcpMs} | ${m.hostIndex} / ${m.multiplier} | ${l.met ? 'met' : 'not met'} | ${every} |`,
    );
  }
  lines.push('');
  for (const l of pages.filter((x) => !x.met)) {
    const scripts = (l.costliestScripts ?? [])
      .map((c) => `${c.url.replace(/^https?:\/\/[^/]+/, '')} ${c.totalMs} ms`)
      .join(', ');
    const shifts = (l.layoutShifts ?? []).map((x) => `${x.score} \`${x.element}\``).join(', ');
    lines.push(
      `- ${l.path}: not met: ${l.missed.join('; ')}. Median run: LCP element \`${l.lcpElement}\`; main thread ${l.mainThreadMs} ms; costliest scripts ${scripts || 'none'}; layout shifts ${shifts || 'none'}; audits below 0.9: ${l.failedAudits?.join(', ') || 'none'}.${l.profile ? ` Lighthouse's report of that run: \`${relative(l.profile)}\`.` : ''}${clsNote(l)}`,
    );
  }
  lines.push('');
  return lines;
}

function inpSection(inp) {
  const names = inp.interactions.map((i) => i.name);
  return [
    `### Interaction to Next Paint, ${PHONES[inp.phone].name}`,
    '',
    `Chromium at 360 x 740 with touch; the page loaded and live, then its CPU slowed through CDP by the run's multiplier (host index measured just before the run, over ${PHONES[inp.phone].benchmarkIndex}). Each interaction's figure is the longest event timing entry of its interactions (PerformanceObserver 'event', as web-vitals measures INP). Target: at most ${PHONE_TARGETS.inpMs} ms: **${mark(inp.verdict.met)}** (${inp.verdict.why}).`,
    '',
    ...inp.interactions.map((i) => `- ${i.name}: ${i.what}, on \`${i.path}\`; median ${inp.medians[i.name]} ms.`),
    '',
    `| Run | host index | multiplier | ${names.join(' ms | ')} ms | worst ms |`,
    `| ---: | ---: | ---: | ${names.map(() => '---:').join(' | ')} | ---: |`,
    ...inp.runs.map(
      (r, i) =>
        `| ${i + 1} | ${r.hostIndex} | ${r.multiplier} | ${names.map((n) => `${r.inpMs[n]} (${r.events[n] ?? '-'})`).join(' | ')} | ${r.maxMs} |`,
    ),
    '',
  ];
}

function htmlSection(html) {
  return [
    `### HTML of the measured pages as received (KB on the wire; target <= ${PHONE_TARGETS.htmlKB} with brotli)`,
    '',
    '| Deployment | page | brotli KB | gzip KB |',
    '| --- | --- | ---: | ---: |',
    ...html.map(
      (h) => `| ${h.deployment} | ${h.path} | ${h.br.kb} (${h.br.encoding}) | ${h.gzip.kb} (${h.gzip.encoding}) |`,
    ),
    '',
  ];
}

export function writeReport(dir, report) {
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    '# Benchmark results',
    '',
    `Run ${report.startedAt} on ${report.machine.cpus} x ${report.machine.cpuModel}, Node ${report.machine.node}, ${report.machine.note} The bench took ${Math.round((Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 60000)} minutes.`,
    `Load: autocannon, ${report.load.connections} connections, ${report.load.durationSeconds} s per endpoint after a ${report.load.warmupSeconds} s warm-up.`,
    `The bench lifts the public POST throttle for its own run (${Object.entries(report.liftedThrottle)
      .map(([k, v]) => `${k}=${v}`)
      .join(
        ', ',
      )}): 50 connections posting contact messages from one address would otherwise get 429 after 10 a minute.`,
    '',
    '### Against the targets',
    '',
    ...targetRows(report),
    '',
    ...report.api.flatMap(apiSection),
  ];
  if (report.frontend?.error) md.push('### Frontend', '', `Could not run: ${report.frontend.error.split('\n')[0]}`, '');
  else if (report.frontend) {
    const f = report.frontend;
    md.push(
      '### Frontend in Chromium (no throttling, fresh profile, 412x823)',
      '',
      '| Page | first content | ms to it | requests before | JS KB before | CSS KB before | whole load: requests / JS KB / CSS KB | admin remote fetched |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- | --- |',
    );
    for (const p of f.pages) {
      md.push(
        `| ${p.path} | ${p.firstContent} | ${p.msToContent} | ${p.beforeContent.requests} | ${p.beforeContent.jsKB} | ${p.beforeContent.cssKB} | ${p.wholeLoad.requests} / ${p.wholeLoad.jsKB} / ${p.wholeLoad.cssKB} | ${p.adminRemoteFetched ? 'yes' : 'no'} |`,
      );
    }
    const home = f.pages.find((p) => p.path === '/');
    md.push(
      '',
      `Bytes are as transferred (encodings seen: ${[...new Set(f.pages.flatMap((p) => p.encodings))].join(', ')}).`,
      `First-load JavaScript of / as transferred (whole load): **${home.wholeLoad.jsKB} KB**. Admin remotes fetched by a visitor on / or /library: **${f.pages.filter((p) => p.path !== '/admin/login').some((p) => p.adminRemoteFetched) ? 'yes (miss)' : 'no (pass)'}**.`,
      '',
    );
    for (const [label, r] of [
      ['as Lighthouse applies it (devtools)', f.firstRoute],
      ['as Lighthouse simulates it (per round trip)', f.firstRouteRtt],
    ]) {
      if (!r) continue;
      md.push(
        `Home page under Lighthouse's mobile network throttling ${label} (CDP: ${r.throttling.requestLatencyMs} ms latency per request, ${Math.round(r.throttling.downloadThroughputKbps)} kbit/s, CPU of the ${PHONES[r.phone]?.name ?? 'phone'}: each run's host index / multiplier ${r.runs.map((x) => `${x.hostIndex} / ${x.multiplier}`).join(', ')}; median of ${r.runs.length}, after one visit that filled the API's cache): hero in the page at ${r.heroMs} ms, complete first route (hero + events) on screen at **${r.firstRouteCompleteMs} ms** (${r.serverRenderedRuns ?? 0} of ${r.runs.length} runs with the server-rendered first screen), splash gone at ${r.splashGoneMs} ms, the app's own first route complete (mark \`diet:first-route-complete\`) at ${r.appCompleteMs ?? r.firstRouteCompleteMs} ms${r.appAfterTouchMs === undefined ? '' : `, ${r.appAfterTouchMs} ms after the visitor's first touch as the splash left (the app comes then)`} - target <= ${TARGETS.firstRouteCompleteMs} ms: **${mark(r.firstRouteCompleteMs <= TARGETS.firstRouteCompleteMs)}**.`,
        '',
      );
    }
    if (f.firstLoads?.length) {
      const asTarget = f.firstLoads.filter(
        (l) => l.deployment === f.firstLoads[0].deployment && l.acceptEncoding === 'br',
      );
      const columns = firstLoadSummary(f.firstLoads).map((s) => [s.deployment, s.acceptEncoding]);
      const languages = [...new Set(asTarget.map((l) => l.language))];
      md.push(
        `### First-load JavaScript per page (KB received over HTTP, compressed, of the files the page loads first; target <= ${TARGETS.firstLoadJsKB} with brotli)`,
        '',
        `| Page chunk | language | ${columns.map(([d, e]) => `${d}, ${e}`).join(' | ')} |`,
        `| --- | --- | ${columns.map(() => '---:').join(' | ')} |`,
      );
      for (const page of [...new Set(asTarget.map((l) => l.page))]) {
        for (const language of languages) {
          const cell = ([d, e]) =>
            f.firstLoads.find(
              (l) => l.deployment === d && l.acceptEncoding === e && l.page === page && l.language === language,
            )?.totalKB ?? '-';
          md.push(`| ${page} | ${language} | ${columns.map(cell).join(' | ')} |`);
        }
      }
      const largest = asTarget.reduce((a, b) => (b.totalKB > a.totalKB ? b : a));
      md.push(
        '',
        `The largest (${largest.page}, ${largest.language}, ${largest.deployment}, brotli) by file: ${largest.files.map((x) => `${x.url} ${x.kb}`).join(', ')}.`,
        '',
      );
    }
    md.push(
      '### Bundles (gzip level 6, from the dist folders)',
      '',
      '| App | entry KB | exposed modules: initial / lazy KB | shared packages KB | all files KB |',
      '| --- | ---: | --- | --- | ---: |',
    );
    for (const b of f.bundles) {
      md.push(
        `| ${b.app} | ${b.entryGzipKB} | ${b.exposes.map((e) => `${e.name} ${e.initialGzipKB} / ${e.lazyGzipKB}`).join('; ') || '-'} | ${b.shared.map((s) => `${s.name} ${s.gzipKB}`).join('; ')} | ${b.allFilesGzipKB} |`,
      );
    }
    md.push(
      '',
      '### Delivery (headers as served)',
      '',
      '| File | Cache-Control | encoding | 304 on repeat | ok |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const d of f.delivery)
      md.push(
        `| ${d.what} | ${d.cacheControl} | ${d.contentEncoding ?? '-'} | ${d.revalidatedStatus ?? '-'} | ${mark(d.ok)} |`,
      );
    md.push('');
  }
  if (report.frontend?.inp && !report.frontend.inp.error) md.push(...inpSection(report.frontend.inp));
  if (report.frontend?.html?.length) md.push(...htmlSection(report.frontend.html));
  if (report.lighthouse) {
    md.push(`### Lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated slow 4G, CPU calibrated to each phone`, '');
    if (report.lighthouse.error) md.push(`Could not run: ${report.lighthouse.error.split('\n')[0]}`, '');
    else for (const phone of Object.values(PHONES)) md.push(...lighthouseSection(phone, ofPhone(report, phone.id)));
  }
  if (report.skipped.length) md.push(`Not measured in this run: ${report.skipped.join('; ')}.`, '');
  writeFileSync(join(dir, 'latest.md'), `${md.join('\n')}\n`);
}
