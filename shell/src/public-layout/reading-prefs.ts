/**
 * The visitor's text size and contrast: read from the page (the head script applied the stored
 * ones before the first paint), changed on the root element, remembered in localStorage.
 */
import { READING_PREFS as prefs } from '@diet/contracts/reading-prefs';

export const TEXT_SIZES: readonly number[] = prefs.sizes;
export const NORMAL_SIZE = 100;

const root = () => (typeof document === 'undefined' ? null : document.documentElement);

function remember(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
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
}

/** The next size up (+1) or down (-1), within TEXT_SIZES. */
export function stepTextSize(size: number, step: 1 | -1): number {
  const at = TEXT_SIZES.findIndex((s) => s >= size);
  const index = Math.min(TEXT_SIZES.length - 1, Math.max(0, (at === -1 ? TEXT_SIZES.length - 1 : at) + step));
  return TEXT_SIZES[index];
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
}
