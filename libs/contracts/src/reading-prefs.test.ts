import {
  changedReadingPrefs,
  DEFAULT_READING_PREFS,
  READING_PREFS,
  READING_PREFS_SCRIPT,
  readingPrefsAttributes,
  readingPrefsCookie,
  readingPrefsOf,
  readingToolsState,
  sameSitePath,
  stepTextSize,
} from './reading-prefs';

describe("the reading tools' cookie", () => {
  it('writes the choices and reads them back; anything else is no choice', () => {
    const cookie = readingPrefsCookie({ size: 125, highContrast: true }, false);
    expect(cookie).toBe('diet_reading=size-125_contrast-high; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(readingPrefsCookie({ size: 87.5, highContrast: false }, true)).toMatch(
      /^diet_reading=size-87\.5_contrast-normal; .*; SameSite=Lax; Secure$/,
    );
    expect(readingPrefsOf(cookie.split(';')[0])).toEqual({ size: 125, highContrast: true });
    expect(readingPrefsOf('lang=pa; diet_reading=size-87.5_contrast-normal; x=1')).toEqual({
      size: 87.5,
      highContrast: false,
    });
    for (const header of [
      undefined,
      '',
      'diet_reading=size-130_contrast-high', // not a size offered
      'diet_reading=size-1e3_contrast-high',
      'diet_reading=size-125_contrast-dark',
      'xdiet_reading=size-125_contrast-high',
      'diet_reading=size-125_contrast-highx',
    ])
      expect(readingPrefsOf(header)).toBeUndefined();
  });

  it('steps from the choice the cookie had, within 87.5% and 200%; contrast toggles', () => {
    expect(stepTextSize(100, 1)).toBe(125);
    expect(stepTextSize(200, 1)).toBe(200);
    expect(stepTextSize(100, -1)).toBe(87.5);
    expect(stepTextSize(87.5, -1)).toBe(87.5);
    expect(stepTextSize(130, -1)).toBe(125);
    const large = { size: 150, highContrast: false };
    expect(changedReadingPrefs(large, 'larger')).toEqual({ size: 175, highContrast: false });
    expect(changedReadingPrefs(large, 'smaller')).toEqual({ size: 125, highContrast: false });
    expect(changedReadingPrefs(large, 'normal')).toEqual(DEFAULT_READING_PREFS);
    expect(changedReadingPrefs(large, undefined, 'toggle')).toEqual({ size: 150, highContrast: true });
    expect(changedReadingPrefs({ size: 150, highContrast: true }, undefined, 'toggle').highContrast).toBe(false);
    expect(changedReadingPrefs(large, 'huge', 'on')).toEqual(large);
    expect(changedReadingPrefs(large, ['larger'], 'constructor')).toEqual(large);
  });

  it('shows each tool pressed while its choice is on, and A- or A+ disabled at either end', () => {
    const on = (prefs: Parameters<typeof readingToolsState>[0]) =>
      Object.entries(readingToolsState(prefs)).map(
        ([tool, { pressed, disabled }]) => `${tool}${pressed ? ':pressed' : ''}${disabled ? ':disabled' : ''}`,
      );
    expect(on(DEFAULT_READING_PREFS)).toEqual(['smaller', 'normal:pressed', 'larger', 'toggle']);
    expect(on({ size: 125, highContrast: true })).toEqual(['smaller', 'normal', 'larger:pressed', 'toggle:pressed']);
    expect(on({ size: 200, highContrast: false })).toEqual(['smaller', 'normal', 'larger:pressed:disabled', 'toggle']);
    expect(on({ size: 87.5, highContrast: false })).toEqual(['smaller:pressed:disabled', 'normal', 'larger', 'toggle']);
  });

  it('puts on <html> what the head script would', () => {
    expect(readingPrefsAttributes({ size: 125, highContrast: true })).toBe(
      ' style="font-size:125%" data-contrast="high"',
    );
    expect(readingPrefsAttributes(DEFAULT_READING_PREFS)).toBe('');
  });
});

describe('where the no-script form sends the visitor back', () => {
  it.each(['/', '/pa/notices', '/notices?category=Circular&q=Winter', '/hi/library?page=2'])(
    'keeps a path of the site: %s',
    (back) => expect(sameSitePath(back)).toBe(back),
  );

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/%0a/x\n',
    '',
    undefined,
    ['/notices'],
  ])('refuses anything that could lead elsewhere: %p', (back) => expect(sameSitePath(back)).toBeUndefined());

  it('drops a fragment and normalises dots, staying on the site', () => {
    expect(sameSitePath('/a/../../b#x')).toBe('/b');
  });
});

describe('the head script', () => {
  /** Runs the script on a fake page: its root's style and attributes, cookie and localStorage. */
  function run(cookie: string, stored: Record<string, string> = {}, protocol = 'http:') {
    const attributes: Record<string, string> = {};
    const root = { style: { fontSize: '' }, setAttribute: (n: string, v: string) => (attributes[n] = v) };
    const page = { documentElement: root, cookie };
    const storage = {
      getItem: (k: string) => stored[k] ?? null,
      setItem: (k: string, v: string) => (stored[k] = v),
      removeItem: (k: string) => delete stored[k],
    };
    new Function('document', 'localStorage', 'location', READING_PREFS_SCRIPT)(page, storage, { protocol });
    return { fontSize: root.style.fontSize, attributes, cookie: page.cookie, stored };
  }
  const { sizeKey, contrastKey } = READING_PREFS;

  it('applies the cookie first (a no-script tap set only it), and writes localStorage to agree', () => {
    const page = run('lang=pa; diet_reading=size-150_contrast-high', { [sizeKey]: '125' });
    expect(page.fontSize).toBe('150%');
    expect(page.attributes).toEqual({ 'data-contrast': 'high' });
    expect(page.stored).toEqual({ [sizeKey]: '150', [contrastKey]: 'high' });
  });

  it('falls back on localStorage (chosen before the cookie), and writes the cookie the server reads', () => {
    const page = run('', { [sizeKey]: '175' }, 'https:');
    expect(page.fontSize).toBe('175%');
    expect(page.attributes).toEqual({});
    expect(readingPrefsOf(page.cookie)).toEqual({ size: 175, highContrast: false });
    expect(page.cookie).toMatch(/; Secure$/);
  });

  it('a choice back to normal in the cookie clears localStorage; no choice at all sets no cookie', () => {
    expect(run('diet_reading=size-100_contrast-normal', { [sizeKey]: '125', [contrastKey]: 'high' })).toMatchObject({
      fontSize: '',
      attributes: {},
      stored: {},
    });
    expect(run('lang=hi')).toEqual({ fontSize: '', attributes: {}, cookie: 'lang=hi', stored: {} });
  });
});
