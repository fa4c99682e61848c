// The host's Lighthouse benchmark index at this moment, measured with Lighthouse's own function in
// a blank tab of the Chrome that runs the next measurement: the index that run's CPU slowdown is
// calibrated from (bench/lib/calibration.cjs). About a second.
// Lighthouse exports no entry for its page functions; this is the one Lighthouse itself evaluates.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const EXPRESSION = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** In a Playwright page (about:blank is enough). */
export async function benchmarkIndexOf(page) {
  return Math.round(await page.evaluate(EXPRESSION));
}

/** In a new tab of the Chrome listening for DevTools on `port` (chrome-launcher's, for Lighthouse); the tab is closed again. */
export async function benchmarkIndexAtPort(port) {
  const devtools = `http://127.0.0.1:${port}/json`;
  const target = await (await fetch(`${devtools}/new?about:blank`, { method: 'PUT' })).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise((open, fail) => {
      socket.onopen = open;
      socket.onerror = () => fail(new Error(`no DevTools connection at ${target.webSocketDebuggerUrl}`));
    });
    const answer = new Promise((done) => {
      socket.onmessage = (message) => done(JSON.parse(message.data));
    });
    socket.send(
      JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression: EXPRESSION, returnByValue: true } }),
    );
    const { result, error } = await answer;
    if (error || result.exceptionDetails) throw new Error(`benchmark index: ${JSON.stringify(error ?? result)}`);
    return Math.round(result.result.value);
  } finally {
    socket.close();
    await fetch(`${devtools}/close/${target.id}`);
  }
}
