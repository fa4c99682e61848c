/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input between
 * the steps of start-up: one long task on a phone's CPU blocks taps for its whole length
 * (Lighthouse's Total Blocking Time counts each task's time beyond 50 ms).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}

/**
 * Runs `then` once the browser has painted the frame of the event being handled: the visitor's key
 * or tap is answered on screen first, and a new route renders after it. Rendering the site search's
 * results page in the Enter key's own frame kept that frame from being painted for up to half a
 * second on the low-tier phone (INP, issue 38). Unlike yieldToMain, which may resume before the
 * browser paints, this waits for the frame.
 */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}
