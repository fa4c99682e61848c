/**
 * Adds <link rel="preload"> to the host's index.html for the async chunks every public page needs
 * first (React, the store, the router, the shell's own code behind its async boundary), so the
 * browser fetches them in parallel with main.js instead of in waves, one round trip after another,
 * as the Module Federation runtime discovers them. Admin-only chunks (antd, the back office) are
 * never preloaded. Runs last, on the final (content-hashed) file names.
 */
const { rspack } = require('@rspack/core');

const PLUGIN = 'PreloadChunksPlugin';

class PreloadChunksPlugin {
  /** @param {{ include: RegExp, exclude: RegExp }} options  tested on each module's file path */
  constructor(options) {
    this.options = options;
  }

  /** The preload tags of the chunks the options select. */
  links(compilation) {
    const base = compilation.outputOptions.publicPath;
    const links = [];
    for (const chunk of compilation.chunks) {
      if (chunk.canBeInitial()) continue; // entry chunks already have their script tags
      const files = compilation.chunkGraph.getChunkModules(chunk).map((m) => m.resource ?? '');
      if (!files.some((f) => this.options.include.test(f)) || files.some((f) => this.options.exclude.test(f))) continue;
      // A shared module's fallback copy (loaded only when no app provides it): the shell provides
      // each one itself, so the provided copy is the one fetched.
      const origins = [...chunk.groupsIterable].flatMap((g) =>
        g.origins.map((o) => (o.module ? o.module.identifier() : '')),
      );
      if (origins.length && origins.every((id) => id.startsWith('consume shared module'))) continue;
      for (const file of [...chunk.files].sort()) {
        if (file.endsWith('.js')) links.push(`<link rel="preload" as="script" href="${base}${file}">`);
        else if (file.endsWith('.css')) links.push(`<link rel="preload" as="style" href="${base}${file}">`);
      }
    }
    return links;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const source = html.source.source().toString();
          const tags = this.links(compilation).join('\n    ');
          compilation.updateAsset(
            'index.html',
            new rspack.sources.RawSource(source.replace('</head>', `    ${tags}\n  </head>`)),
          );
        },
      );
    });
  }
}

module.exports = { PreloadChunksPlugin };
