import { LOADING_PLACEHOLDER_SELECTOR, SERVER_SCREEN_ID, SERVER_SCREEN_PRESSED_ATTRIBUTE } from '@diet/contracts/first-route';

/** The app has committed its first screen: something rendered, and no loading placeholder left. */
export const appScreenShown = (root: Element | null): boolean =>
  !root || (root.childElementCount > 0 && !root.querySelector(LOADING_PLACEHOLDER_SELECTOR));

/** A complete first screen is on the page: the server's (backend/src/web/server-screen.ts) or the app's. */
export const firstScreenShown = (doc: Document): boolean =>
  doc.getElementById(SERVER_SCREEN_ID) !== null || appScreenShown(doc.getElementById('root'));

/**
 * Calls `then` once `shown()` holds, checked now and after each change under `root`; returns a
 * function that stops watching.
 */
export function whenShown(root: Element | null, shown: () => boolean, then: () => void): () => void {
  if (shown() || !root) {
    then();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const FIELDS = 'input, select, textarea';

/**
 * What a visitor typed or chose in the server's form fields before the app took over, put into the
 * same fields of the app's page (the markup is the same) through the value setter React watches
 * and an input event, so the app's state holds it too.
 */
function carryFieldValues(from: Element, to: Element): void {
  const app = to.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(FIELDS);
  from.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(FIELDS).forEach((field, i) => {
    const target = app[i];
    if (!target || target.tagName !== field.tagName) return;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked && target instanceof HTMLInputElement && target.checked !== field.checked) target.click();
      return;
    }
    if (field.value === target.value || (field instanceof HTMLInputElement && field.type === 'file')) return;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target) as object, 'value')?.set;
    setter?.call(target, field.value);
    target.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/**
 * The server's first screen stays until the app's own is complete in the hidden #root; then, in
 * one step, the app's is shown and the server's removed: the visitor sees the same page, now
 * working. Until then its links work as plain links. A keyboard user who has already tabbed into
 * it keeps their place: the same control of the app's page (the markup is the same) gets the focus.
 * What was typed into a form field meanwhile is put into the app's. A button pressed meanwhile (remembered by the page's inline script, backend/src/web/
 * server-screen-script.ts) is pressed on the app's page: the menu opens, the slideshow pauses.
 */
export function replaceServerScreen(doc: Document = document): void {
  const screen = doc.getElementById(SERVER_SCREEN_ID);
  const root = doc.getElementById('root');
  if (!screen || !root) return;
  whenShown(
    root,
    () => appScreenShown(root),
    () => {
      const active = doc.activeElement;
      const focused = active && screen.contains(active) ? [...screen.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
      const pressed = Number(screen.getAttribute(SERVER_SCREEN_PRESSED_ATTRIBUTE) ?? -1);
      carryFieldValues(screen, root);
      screen.remove();
      root.hidden = false;
      if (focused >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus({ preventScroll: true });
      if (pressed >= 0) root.querySelectorAll('button')[pressed]?.click();
    },
  );
}
