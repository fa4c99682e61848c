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
