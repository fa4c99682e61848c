/**
 * Writes into a remote's mf-manifest.json, as `chunkGroups`, the files each named async chunk
 * needs beyond its own: the unnamed chunks the bundler split out of it (what it shares with other
 * pages). The manifest lists an exposed module's async files but not which of them a page loads,
 * so the server's preloads and the first-load measure named only `page-list.<hash>.js` and the
 * browser found the rest one round trip later, when the page's import ran (issue 38: the measure
 * read 161 KB where Chromium received 204). exposeFiles (libs/contracts first-route.ts) reads it.
 */
const { rspack } = require('@rspack/core');

const PLUGIN = 'ChunkGroupsPlugin';
const MANIFEST = 'mf-manifest.json';

/** A text chunk of the language loader (language-loader.js): 'i18n-pa-list' is [pa, list]. */
const TEXTS = /^i18n-(?:en|pa|hi)-([\w-]+)$/;

/**
 * `chunkGroups`: { 'page-list': ['2506.f0a37eaf.js', ...] }, every named async group with files of
 * other chunks. `chunkTexts`: { 'page-list': ['list', 'choices'] }, the text sections whose chunk,
 * in the page's language, a group's code loads as it runs (before the page can render).
 */
function chunkGroupsOf(compilation) {
  const chunkGroups = {};
  const chunkTexts = {};
  for (const group of compilation.chunkGroups) {
    const name = group.name;
    if (!name || group.isInitial()) continue;
    const own = [...group.chunks].filter((chunk) => chunk.name !== name);
    const files = own.flatMap((chunk) => [...chunk.files].filter((f) => /\.(?:js|css)$/.test(f))).sort();
    if (files.length) chunkGroups[name] = [...new Set(files)];
    const texts = [...group.childrenIterable].flatMap((child) => TEXTS.exec(child.name ?? '')?.[1] ?? []);
    if (texts.length) chunkTexts[name] = [...new Set(texts)].sort();
  }
  return { chunkGroups, chunkTexts };
}

class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After Module Federation wrote its manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          Object.assign(manifest, chunkGroupsOf(compilation));
          // Without indentation: the server inlines the manifest into every page's HTML.
          compilation.updateAsset(MANIFEST, new rspack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin };
