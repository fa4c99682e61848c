/**
 * The public texts in the visitor's language only (issue 18). A page imports its English texts,
 * `import { library } from '../i18n/library.en'`; this loader turns that module into one that
 * gives `library.pa.ts` or `library.hi.ts` beside it instead, by the page's language
 * (activeLanguage()). Screens and their tests are written once, against the English texts; the
 * other languages' files have the same shape (`typeof import('./library.en').library`).
 *
 * - Browser: each language's file is its own chunk (`i18n-<language>-<section>`), whose loading
 *   starts as the module is evaluated; whoever renders waits for textsLoaded() (src/texts.ts). A
 *   visitor downloads only the texts of the language they read. No top-level await: it would make
 *   every module reading a text an async one, never concatenated by the bundler (issue #22).
 *   Each export is the texts themselves once loaded; a module that kept one at its top before
 *   (`const t = en.home`) reads them through a view (textView).
 * - Server bundle (option `server: true`): the three languages are bundled, and each export reads
 *   the texts of the render in progress (setRenderLanguage) on every property access.
 *
 * `i18n/en.ts` exporting `en` has `pa.ts` exporting `pa` and `hi.ts` exporting `hi` beside it.
 * A module with no language file beside it is English only (the back office's texts) and compiled
 * as written; one with a single language file missing falls back to English, with a build warning.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

/** The English module itself, compiled as written (the generated module imports it with this query). */
const ENGLISH = 'language=en';
const LANGUAGES = ['en', 'pa', 'hi'];

module.exports = function languageLoader(source) {
  const file = this.resourcePath;
  const base = path.basename(file, '.ts'); // 'library.en', or 'en' for i18n/en.ts
  const section = base === 'en' ? '' : base.slice(0, -'.en'.length);
  const names = [...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
  if (!names.length) throw new Error(`${file}: a text module exports its texts as 'export const <name> = {...}'`);
  const { server = false } = this.getOptions() ?? {};
  const ownFile = (language) => path.join(path.dirname(file), `${section ? `${section}.${language}` : language}.ts`);
  // Rebuilt when a language file is added or removed, not only when it changes.
  for (const language of ['pa', 'hi']) this.addMissingDependency(ownFile(language));
  if (!existsSync(ownFile('pa')) && !existsSync(ownFile('hi'))) return source;

  /** Where each language's texts come from, and the name each English export has there. */
  const modules = LANGUAGES.map((language) => {
    const own = section ? `${section}.${language}` : language;
    const written = language !== 'en' && existsSync(ownFile(language));
    if (language !== 'en' && !written)
      this.emitWarning(new Error(`${file}: no ${own}.ts beside it; its ${language} pages show these texts in English`));
    return {
      language,
      request: written ? `./${own}` : `./${path.basename(file)}?${ENGLISH}`,
      chunk: `i18n-${written ? language : 'en'}-${section || 'common'}`,
      nameOf: (name) => (written && !section && name === 'en' ? language : name),
    };
  });
  const picked = (m) => `{ ${names.map((name) => `${name}: m_${m.language}.${m.nameOf(name)}`).join(', ')} }`;
  const lines = [
    `import { activeLanguage } from '@diet/contracts/active-language';`,
    `import { ${server ? '' : 'loadTexts, '}textView } from '@diet/frontend-core/texts';`,
  ];
  const view = (name) => `textView(read, [${JSON.stringify(name)}])`;

  if (server) {
    for (const m of modules) lines.push(`import * as m_${m.language} from ${JSON.stringify(m.request)};`);
    lines.push(`const texts = { ${modules.map((m) => `${m.language}: ${picked(m)}`).join(', ')} };`);
    // Every property read goes to the texts of the language being rendered, at any depth: a module
    // that keeps `const t = en.home` at its top reads the render's language through t too.
    lines.push(`const read = () => texts[activeLanguage()];`);
    for (const name of names) lines.push(`export const ${name} = ${view(name)};`);
    return lines.join('\n');
  }

  const load = (m) =>
    `import(/* webpackChunkName: ${JSON.stringify(m.chunk)} */ ${JSON.stringify(m.request)}).then((m_${m.language}) => (${picked(m)}))`;
  const [en, pa, hi] = modules;
  lines.push(`const language = activeLanguage();`, `let texts;`, `const read = () => texts;`);
  for (const name of names) lines.push(`export let ${name} = ${view(name)};`);
  lines.push(
    `loadTexts(() => (language === 'pa' ? ${load(pa)} : language === 'hi' ? ${load(hi)} : ${load(en)}), (loaded) => {`,
    `  texts = loaded;`,
    ...names.map((name) => `  ${name} = loaded.${name};`),
    `});`,
  );
  return lines.join('\n');
};

module.exports.ENGLISH = ENGLISH;
