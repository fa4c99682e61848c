/**
 * The public remote's first files, asked for while the shell's own chunks still load: its
 * mf-manifest.json is fetched at once (and handed to the MF runtime when it asks, see
 * retry-plugin.ts), and the remoteEntry and the exposed module's own files are preloaded, so the
 * runtime later finds them in the cache instead of asking one after the other.
 */
const manifests = new Map<string, Promise<Response>>();

interface Files {
  sync?: string[];
  async?: string[];
}

interface ManifestAssets {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path?: string; assets?: { js?: Files; css?: Files } }[];
}

/**
 * The name the public remote gives the chunk of the page at `pathname` (mfe-public's
 * route-table.ts): page-home for /, page-events-archive for /events/archive.
 */
export function pageChunkName(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return `page-${path ? path.replace(/\//g, '-') : 'home'}`;
}

/**
 * The remoteEntry, the sync JS/CSS of one exposed module and the files of its async chunk named
 * `chunk` (the first page), as absolute URLs.
 */
export function exposeFiles(manifestUrl: string, manifest: ManifestAssets, expose: string, chunk?: string): { scripts: string[]; styles: string[] } {
  const base = new URL('.', manifestUrl);
  const at = (file: string) => new URL(file, base).toString();
  const entry = manifest.metaData?.remoteEntry;
  const assets = manifest.exposes?.find((e) => e.path === expose)?.assets;
  const entryFile = entry?.name ? [`${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`] : [];
  const named = (files?: Files) => (chunk ? (files?.async ?? []).filter((file) => file.startsWith(`${chunk}.`)) : []);
  return {
    scripts: [...entryFile, ...(assets?.js?.sync ?? []), ...named(assets?.js)].map(at),
    styles: [...(assets?.css?.sync ?? []), ...named(assets?.css)].map(at),
  };
}

function preload(href: string, as: 'script' | 'style', doc: Document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  doc.head.appendChild(link);
}

/**
 * Starts the manifest and, once it is read, the preloads of `expose`'s files and of the chunk
 * named `chunk`. Failures stay silent: the runtime asks again.
 */
export function loadRemoteEarly(
  manifestUrl: string,
  expose: string,
  chunk?: string,
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<void> {
  const response = fetchImpl(manifestUrl, { cache: 'no-cache' });
  manifests.set(manifestUrl, response);
  return response
    .then((r) => (r.ok ? (r.clone().json() as Promise<ManifestAssets>) : null))
    .then((manifest) => {
      if (!manifest) return;
      const { scripts, styles } = exposeFiles(manifestUrl, manifest, expose, chunk);
      scripts.forEach((href) => preload(href, 'script', doc));
      styles.forEach((href) => preload(href, 'style', doc));
    })
    .catch(() => undefined);
}

/** The early manifest response for `url`, once (the runtime's first fetch of it). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = manifests.get(url);
  manifests.delete(url);
  return response;
}
