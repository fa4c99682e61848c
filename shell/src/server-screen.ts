import {
  LOADING_PLACEHOLDER_SELECTOR,
  SERVER_SCREEN_ATTRIBUTE,
  SERVER_SCREEN_PRESSED_ATTRIBUTE,
  SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE,
  SERVER_SCREEN_TAKEN_OVER_EVENT,
} from '@diet/contracts/first-route';

/** The app has committed its first screen: something rendered, and no loading placeholder left. */
export const appScreenShown = (root: Element | null): boolean =>
  !root || (root.childElementCount > 0 && !root.querySelector(LOADING_PLACEHOLDER_SELECTOR));

/**
 * A complete first screen is on the page: the server's (backend/src/web/server-screen.ts, in #root
 * until the app takes it over) or the app's.
 */
export const firstScreenShown = (doc: Document): boolean => appScreenShown(doc.getElementById('root'));

/** #root holds the server's markup, not yet taken over by the app. */
export const holdsServerScreen = (root: Element | null): root is HTMLElement =>
  root?.hasAttribute(SERVER_SCREEN_ATTRIBUTE) ?? false;

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

const FIELDS = 'input, select, textarea';

/**
 * React keeps a hydrated node's props on it under a key of this prefix (React 17 to 19). A part of
 * the page in a lazy Suspense boundary (a dialog's code) hydrates after the page's take-over, once
 * its chunk has come: a press replayed before would reach a button without its handler.
 */
const REACT_PROPS = '__reactProps$';
const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith(REACT_PROPS));
/** How long a replayed press waits for its part of the page to hydrate, at most. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Calls `then` once React has hydrated `node` (now, or checked every frame), else after
 * HYDRATION_WAIT_MS; never when React replaced the node (a part rendered again in the browser).
 */
function whenHydrated(node: Element, then: () => void, until = performance.now() + HYDRATION_WAIT_MS): void {
  if (!node.isConnected) return;
  if (hydrated(node) || performance.now() > until) then();
  else requestAnimationFrame(() => whenHydrated(node, then, until));
}

/**
 * What a visitor typed or chose in the server's form fields before React adopted them is in the
 * DOM, but not in the app's state: React noted the field's value when it hydrated it. Each such
 * field is told again, the way React hears a change: its noted value set apart (through the
 * value setter React watches), the typed one put back beside it, and an input or change event.
 */
function announceTypedValues(root: Element): void {
  root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(FIELDS).forEach((field) => {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) return;
      field.checked = !field.checked;
      field.click();
      return;
    }
    if (field instanceof HTMLInputElement && field.type === 'file') return;
    const typed = field.value;
    const initial =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value)
        : field.defaultValue;
    if (typed === initial) return;
    field.value = initial ?? '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/**
 * The server's first screen is hydrated by the app (bootstrap.tsx): the same DOM nodes, now
 * working. The layout is live as soon as the shell has hydrated it; the page once the public
 * remote's code has come and it has committed its first page (SERVER_SCREEN_TAKEN_OVER_EVENT).
 * Then what was typed into a form field meanwhile reaches the app's state, and a button pressed
 * before hydration started (remembered by the page's inline script,
 * backend/src/web/server-screen-script.ts) is pressed: the slideshow pauses. (The header's menu
 * opens without this: its toggle is a link the browser follows, public-header.tsx.)
 * Returns whether the root holds a server screen to hydrate.
 */
export function takeOverServerScreen(doc: Document = document): boolean {
  const root = doc.getElementById('root');
  if (!holdsServerScreen(root)) return false;
  // From here React has the events: the inline script stops remembering presses.
  root.setAttribute(SERVER_SCREEN_ATTRIBUTE, 'hydrating');
  doc.addEventListener(
    SERVER_SCREEN_TAKEN_OVER_EVENT,
    () => {
      const pressed = Number(root.getAttribute(SERVER_SCREEN_PRESSED_ATTRIBUTE) ?? -1);
      const key = root.getAttribute(SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE);
      root.removeAttribute(SERVER_SCREEN_ATTRIBUTE);
      root.removeAttribute(SERVER_SCREEN_PRESSED_ATTRIBUTE);
      root.removeAttribute(SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE);
      announceTypedValues(root);
      const button = pressed >= 0 ? root.querySelectorAll('button')[pressed] : undefined;
      if (button) whenHydrated(button, () => button.click());
      // Escape closes an open dialog: pressed once the dialog is live, its listener added (an effect, after the commit).
      if (key)
        whenHydrated(root.querySelector('[aria-modal="true"]') ?? root, () =>
          setTimeout(() => doc.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))),
        );
    },
    { once: true },
  );
  return true;
}
