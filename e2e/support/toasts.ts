// Every toast the page shows is recorded as it appears, so that a test waiting for one cannot
// miss it on a loaded machine (antd's notices last 4 s) and, when the expected one never comes,
// the failure says which toasts and form errors did show instead.
import type { BrowserContext, Page } from 'playwright-core';

const TOAST_SELECTOR = '.ant-notification-notice, .ant-message-notice, [role=alert], [role=status]';
const FORM_ERROR_SELECTOR = '.ant-form-item-explain-error, [role=alert]';

declare global {
  interface Window {
    __toasts?: string[];
  }
}

function recordToasts(selector: string): void {
  const seen: string[] = [];
  window.__toasts = seen;
  const collect = () => {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const text = (element.textContent ?? '').trim();
      if (text && !seen.includes(text)) seen.push(text);
    }
  };
  new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
}

export async function installToastRecorder(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordToasts, TOAST_SELECTOR);
}

const NOTICE = '.ant-notification-notice';

/**
 * Closes the back office's notices, as a reader does. Left to its timer, a notice can sit over the
 * screen's top-right "Add ..." button for as long as antd holds it (a CI run saw 30 s), and a click
 * aimed beneath it waits meanwhile. The back office has no motion, so a closed notice goes at once.
 */
async function closeNotices(page: Page): Promise<void> {
  await page.evaluate((notice) => {
    for (const close of document.querySelectorAll<HTMLElement>(`${notice} .ant-notification-notice-close`))
      close.click();
  }, NOTICE);
  await page.waitForFunction((notice) => document.querySelector(notice) === null, NOTICE, { timeout: 10_000 });
}

/**
 * Waits until a toast containing `text` has appeared at any moment since the page loaded, then
 * closes the notices still on screen.
 */
export async function expectToast(page: Page, text: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction((wanted) => (window.__toasts ?? []).some((seen) => seen.includes(wanted)), text, {
      timeout,
    });
  } catch (error) {
    const toasts = await page.evaluate(() => window.__toasts ?? []).catch(() => ['(page gone)']);
    const formErrors = await page
      .locator(FORM_ERROR_SELECTOR)
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `Toast "${text}" never appeared. Toasts seen: ${JSON.stringify(toasts)}; form errors shown: ${JSON.stringify(formErrors)}. ${(error as Error).message}`,
    );
  }
  await closeNotices(page);
}
