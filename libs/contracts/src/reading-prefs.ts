/**
 * The reading tools' remembered choices (issue 20, GIGW 3.0): the text size in percent of the root
 * font size and the high-contrast theme. Kept in a cookie the server reads (issue 38 item 3), so a
 * page it renders carries them on <html> and the controls work as a plain form without script
 * (GET READING_PREFS.path, answered 303 back to the page); and in the visitor's localStorage, where
 * they lived before the cookie. READING_PREFS_SCRIPT is the shell's inline head script
 * (shell/src/index.html, filled in by shell/rspack.config.js, which loads this file as it is: so no
 * imports here) that applies them before the first paint and keeps the two in step; the API's CSP
 * allows exactly this text by its hash (backend/src/web/server-screen-script.ts).
 */
export const READING_PREFS = {
  sizeKey: 'diet.textSize',
  contrastKey: 'diet.contrast',
  contrastAttribute: 'data-contrast',
  /** `size-125_contrast-high`: only characters a cookie value and encodeURIComponent leave as they are. */
  cookie: 'diet_reading',
  cookieMaxAgeS: 365 * 24 * 60 * 60,
  /** The no-script form's action: `?size=larger&back=/pa/notices`, `?contrast=toggle&back=/`. */
  path: '/reading-prefs',
  /** A- and A+ step through these; 100 is A. Up to 200% (WCAG 1.4.4). */
  sizes: [87.5, 100, 125, 150, 175, 200],
} as const;

export const NORMAL_SIZE = 100;

export interface ReadingPrefs {
  /** Percent of the root font size, one of READING_PREFS.sizes. */
  size: number;
  highContrast: boolean;
}

export const DEFAULT_READING_PREFS: ReadingPrefs = { size: NORMAL_SIZE, highContrast: false };

/** What the no-script form's buttons send (its parameters' values); the server steps from the cookie's choice. */
export type SizeChange = 'smaller' | 'normal' | 'larger';
export type ContrastChange = 'toggle';

const { sizeKey, contrastKey, contrastAttribute, cookie, cookieMaxAgeS, sizes } = READING_PREFS;

/** The next size up (+1) or down (-1), within READING_PREFS.sizes. */
export function stepTextSize(size: number, step: 1 | -1): number {
  const at = sizes.findIndex((s) => s >= size);
  const index = Math.min(sizes.length - 1, Math.max(0, (at === -1 ? sizes.length - 1 : at) + step));
  return sizes[index];
}

/** The choices after a tap of the no-script form; an unknown change changes nothing. */
export function changedReadingPrefs(prefs: ReadingPrefs, size?: unknown, contrast?: unknown): ReadingPrefs {
  const steps: [SizeChange, number][] = [
    ['smaller', stepTextSize(prefs.size, -1)],
    ['normal', NORMAL_SIZE],
    ['larger', stepTextSize(prefs.size, 1)],
  ];
  const toggle: ContrastChange = 'toggle';
  return {
    size: steps.find(([change]) => change === size)?.[1] ?? prefs.size,
    highContrast: contrast === toggle ? !prefs.highContrast : prefs.highContrast,
  };
}

/**
 * Each reading tool as the visitor's choices make it: pressed while what it asks for is on (A- for
 * a smaller text, A for the normal, A+ for a larger, the contrast while high), and A- or A+
 * disabled at either end of the sizes. One rule for the app's buttons and for the server, which
 * marks them on the page it sends a visitor with the cookie (backend/src/web/reading-prefs-page.ts).
 */
export function readingToolsState({
  size,
  highContrast,
}: ReadingPrefs): Record<SizeChange | ContrastChange, { pressed: boolean; disabled: boolean }> {
  return {
    smaller: { pressed: size < NORMAL_SIZE, disabled: size <= sizes[0] },
    normal: { pressed: size === NORMAL_SIZE, disabled: false },
    larger: { pressed: size > NORMAL_SIZE, disabled: size >= sizes[sizes.length - 1] },
    toggle: { pressed: highContrast, disabled: false },
  };
}

/** The cookie's value: `size-125_contrast-high`. */
export const readingPrefsValue = ({ size, highContrast }: ReadingPrefs) =>
  `size-${size}_contrast-${highContrast ? 'high' : 'normal'}`;

/** The cookie for document.cookie: the whole site, a year, sent on a link from elsewhere (Lax). */
export const readingPrefsCookie = (prefs: ReadingPrefs, secure: boolean) =>
  `${cookie}=${readingPrefsValue(prefs)}; Path=/; Max-Age=${cookieMaxAgeS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The one pattern of the cookie in a Cookie header, for the server and (as text) the head script. */
const COOKIE_PATTERN = `(?:^|;\\s*)${cookie}=size-([\\d.]+)_contrast-(high|normal)(?:;|$)`;

/** The choices a Cookie header carries; undefined without the cookie or with a size not offered. */
export function readingPrefsOf(cookieHeader: string | undefined): ReadingPrefs | undefined {
  const match = new RegExp(COOKIE_PATTERN).exec(cookieHeader ?? '');
  const size = Number(match?.[1]);
  if (!match || !sizes.some((s) => s === size)) return undefined;
  return { size, highContrast: match[2] === 'high' };
}

/** The attributes of <html> for these choices (what the head script sets), each with its leading space. */
export const readingPrefsAttributes = ({ size, highContrast }: ReadingPrefs) =>
  (size === NORMAL_SIZE ? '' : ` style="font-size:${size}%"`) + (highContrast ? ` ${contrastAttribute}="high"` : '');

/**
 * Where the no-script form sends the visitor back: a path of this site (`/pa/notices?page=2`), else
 * undefined. A protocol-relative `//evil.example`, a backslash (`/\evil.example`, which browsers
 * read as `//`), a scheme or a control character would lead elsewhere, and is refused.
 */
export function sameSitePath(back: unknown): string | undefined {
  if (typeof back !== 'string' || !back.startsWith('/') || back.length > 2000) return undefined;
  const leadsElsewhere = (c: string) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;
  if (back.startsWith('//') || [...back].some(leadsElsewhere)) return undefined;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(back, base);
  } catch {
    return undefined;
  }
  return url.origin === base ? `${url.pathname}${url.search}` : undefined;
}

/**
 * Applies the choices before the first paint: the cookie's when the visitor has it (the newest: a
 * no-script tap sets only the cookie, and the server rendered the page from it), else
 * localStorage's (chosen before the cookie existed); then writes both, so each agrees with the
 * other and the server renders the next page with them. A visitor who chose nothing gets no cookie.
 */
export const READING_PREFS_SCRIPT =
  `(function(){try{var d=document.documentElement,m=new RegExp('${COOKIE_PATTERN.replace(/\\/g, '\\\\')}').exec(document.cookie),l=null;` +
  `try{l=localStorage}catch(e){}` +
  `var s=Number(m?m[1]:l&&l.getItem('${sizeKey}')||${NORMAL_SIZE}),h=m?m[2]==='high':!!l&&l.getItem('${contrastKey}')==='high';` +
  `if(!(s>=${sizes[0]}&&s<=${sizes[sizes.length - 1]}))s=${NORMAL_SIZE};` +
  `if(s!==${NORMAL_SIZE})d.style.fontSize=s+'%';if(h)d.setAttribute('${contrastAttribute}','high');` +
  `if(!m&&s===${NORMAL_SIZE}&&!h)return;` +
  `document.cookie='${cookie}=size-'+s+'_contrast-'+(h?'high':'normal')+'; Path=/; Max-Age=${cookieMaxAgeS}; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');` +
  `if(l){if(s!==${NORMAL_SIZE})l.setItem('${sizeKey}',String(s));else l.removeItem('${sizeKey}');` +
  `if(h)l.setItem('${contrastKey}','high');else l.removeItem('${contrastKey}')}}catch(e){}})();`;
