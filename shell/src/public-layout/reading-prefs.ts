/**
 * The visitor's text size and contrast: read from the page (the server or the head script applied
 * the stored ones before the first paint), changed on the root element, remembered in the cookie
 * the server reads (so its next page comes with them) and in localStorage.
 */
import { NORMAL_SIZE, READING_PREFS as prefs, readingPrefsCookie } from '@diet/contracts/reading-prefs';

const root = () => (typeof document === 'undefined' ? null : document.documentElement);

function remember(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the cookie keeps the choice.
  }
}

/** Both choices as the page has them now, in the cookie: the head script and the server read it first. */
function rememberInCookie(): void {
  document.cookie = readingPrefsCookie(
    { size: currentTextSize(), highContrast: isHighContrast() },
    location.protocol === 'https:',
  );
}

/** The root font size now, in percent (100 when none was chosen). */
export function currentTextSize(): number {
  const size = Number.parseFloat(root()?.style.fontSize ?? '');
  return Number.isFinite(size) ? size : NORMAL_SIZE;
}

export function applyTextSize(size: number): void {
  const html = root();
  if (!html) return;
  html.style.fontSize = size === NORMAL_SIZE ? '' : `${size}%`;
  remember(prefs.sizeKey, size === NORMAL_SIZE ? null : String(size));
  rememberInCookie();
}

export function isHighContrast(): boolean {
  return root()?.getAttribute(prefs.contrastAttribute) === 'high';
}

export function applyHighContrast(on: boolean): void {
  const html = root();
  if (!html) return;
  if (on) html.setAttribute(prefs.contrastAttribute, 'high');
  else html.removeAttribute(prefs.contrastAttribute);
  remember(prefs.contrastKey, on ? 'high' : null);
  rememberInCookie();
}
