import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const languageLoader = require('./language-loader') as (this: unknown, source: string) => string;

/** Runs the loader on `file` (its source `source`) as rspack would, with the loader's options. */
function load(dir: string, file: string, source: string, server = false) {
  const warnings: string[] = [];
  const code = languageLoader.call(
    {
      resourcePath: join(dir, file),
      getOptions: () => ({ server }),
      emitWarning: (error: Error) => warnings.push(error.message),
      addMissingDependency: () => undefined,
    },
    source,
  );
  return { code, warnings };
}

describe('language-loader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'language-loader-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("gives the browser the page language's file only, each language in its own chunk, without a top-level await", () => {
    writeFileSync(join(dir, 'library.pa.ts'), '');
    writeFileSync(join(dir, 'library.hi.ts'), '');
    const { code, warnings } = load(dir, 'library.en.ts', 'export const library = { title: "Library" };');
    expect(warnings).toEqual([]);
    expect(code).toContain(
      'loadTexts(() => (language === \'pa\' ? import(/* webpackChunkName: "i18n-pa-library" */ "./library.pa")',
    );
    expect(code).toContain('import(/* webpackChunkName: "i18n-hi-library" */ "./library.hi")');
    expect(code).toContain('import(/* webpackChunkName: "i18n-en-library" */ "./library.en.ts?language=en")');
    expect(code).toContain('export let library = textView(read, ["library"]);');
    expect(code).toContain('  library = loaded.library;');
    // An awaiting module would make every module that reads a text an async one (issue #22).
    expect(code).not.toContain('await');
    // No static import of any language: nothing is downloaded but the chosen file.
    expect(code).not.toMatch(/^import .* from "\.\/library/m);
  });

  it('gives each export the texts once loaded, and a module that kept one before reads them through it', async () => {
    writeFileSync(join(dir, 'about.pa.ts'), '');
    writeFileSync(join(dir, 'about.hi.ts'), '');
    const { code } = load(dir, 'about.en.ts', 'export const about = {};');
    const body = code
      .split('\n')
      .filter((line) => !line.startsWith('import '))
      .join('\n')
      .replace(/import\([^)]*\)/g, 'load()')
      .replace('export let about', 'let about');
    let resolve: (m: unknown) => void = () => undefined;
    const loaded = new Promise((done) => (resolve = done));
    const texts = { about: { home: { headline: 'ਉੱਤਮਤਾ', greet: (name: string) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${name}` } } };
    const { textView, loadTexts, textsLoaded } = await import('../src/texts');
    const module = new Function(
      'activeLanguage',
      'textView',
      'loadTexts',
      'load',
      `${body}\nreturn { get about() { return about; } };`,
    )(
      () => 'pa',
      textView,
      loadTexts,
      () => loaded,
    );
    const t = module.about.home; // kept at a module's top, before the texts came
    resolve({ about: texts.about, pa: texts });
    await textsLoaded();
    expect(module.about).toBe(texts.about);
    expect(t.headline).toBe('ਉੱਤਮਤਾ');
    expect(t.greet('Asha')).toBe('ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ Asha');
    expect({ ...t }).toEqual({ headline: 'ਉੱਤਮਤਾ', greet: texts.about.home.greet });
  });

  it('names the language files of i18n/en.ts by their language', () => {
    writeFileSync(join(dir, 'pa.ts'), '');
    writeFileSync(join(dir, 'hi.ts'), '');
    const { code } = load(dir, 'en.ts', 'export const en = {};');
    expect(code).toContain('"./pa").then((m_pa) => ({ en: m_pa.pa }))');
    expect(code).toContain('"i18n-en-common"');
  });

  it('falls back to English, with a warning, for a language file not written yet', () => {
    writeFileSync(join(dir, 'notices.pa.ts'), '');
    const { code, warnings } = load(dir, 'notices.en.ts', 'export const notices = {};');
    expect(warnings).toEqual([expect.stringContaining('no notices.hi.ts beside it')]);
    expect(code).toContain(
      'language === \'hi\' ? import(/* webpackChunkName: "i18n-en-notices" */ "./notices.en.ts?language=en")',
    );
  });

  it('leaves a module with no language file as written (the back office is in English)', () => {
    const source = 'export const en = { admin: {} };';
    expect(load(dir, 'en.ts', source)).toEqual({ code: source, warnings: [] });
  });

  it('gives a server bundle all three, read in the language of each render', async () => {
    writeFileSync(join(dir, 'about.pa.ts'), '');
    writeFileSync(join(dir, 'about.hi.ts'), '');
    const { code } = load(dir, 'about.en.ts', 'export const about = {};', true);
    expect(code).toContain('import * as m_pa from "./about.pa";');
    expect(code).toContain('import * as m_en from "./about.en.ts?language=en";');
    expect(code).not.toContain('await');
    expect(code).not.toContain('loadTexts');
    // Run with three languages' texts: a nested object kept at a module's top (`const t = about.home`)
    // still reads the language of each render.
    let language = 'en';
    const body = code
      .split('\n')
      .filter((line) => !line.startsWith('import '))
      .join('\n')
      .replace('export const about', 'const about');
    const m = (headline: string) => ({ about: { home: { headline, list: [headline] } } });
    const { textView } = await import('../src/texts');
    const about = new Function('activeLanguage', 'textView', 'm_en', 'm_pa', 'm_hi', `${body}\nreturn about;`)(
      () => language,
      textView,
      m('Excellence'),
      m('ਉੱਤਮਤਾ'),
      m('उत्कृष्टता'),
    );
    const t = about.home;
    expect(t.headline).toBe('Excellence');
    language = 'pa';
    expect(t.headline).toBe('ਉੱਤਮਤਾ');
    expect(t.list.map((text: string) => text)).toEqual(['ਉੱਤਮਤਾ']);
    language = 'hi';
    expect({ ...t }).toEqual({ headline: 'उत्कृष्टता', list: ['उत्कृष्टता'] });
  });
});
