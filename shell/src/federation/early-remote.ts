/**
 * The public remote's first files, asked for while the shell's own chunks still load: its
 * mf-manifest.json (written into index.html by the server, else fetched at once) is handed to the
 * MF runtime when it asks (see retry-plugin.ts), and the remoteEntry and the exposed module's own
 * files are preloaded, so the runtime later finds them in the cache instead of asking one after
 * the other. When the server wrote the manifest into the page it also wrote those preloads.
 */
import { exposeFiles, SHELL_DATA_IDS, type ExposeFilesOptions, type ManifestAssets } from '@diet/contracts/first-route';

const manifests = new Map<string, Promise<Response>>();

function preload(href: string, as: 'script' | 'style', doc: Document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  doc.head.appendChild(link);
}

/** The manifest the server wrote into the page for `manifestUrl`, if it did. */
function inlineManifest(manifestUrl: string, doc: Document): string | undefined {
  const block = doc.getElementById(SHELL_DATA_IDS.publicManifest);
  const url = block?.getAttribute('data-url');
  if (!block?.textContent || !url || new URL(url, doc.baseURI).toString() !== manifestUrl) return undefined;
  return block.textContent;
}

/**
 * Starts the manifest and, once it is read, the preloads of `expose`'s files and of the chunks
 * `first` names, with their texts in its language. Failures stay silent: the runtime asks again.
 */
export function loadRemoteEarly(
  manifestUrl: string,
  expose: string,
  first: Pick<ExposeFilesOptions, 'chunks' | 'language'> = {},
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<void> {
  const inline = inlineManifest(manifestUrl, doc);
  if (inline !== undefined) {
    manifests.set(
      manifestUrl,
      Promise.resolve(new Response(inline, { headers: { 'Content-Type': 'application/json' } })),
    );
    return Promise.resolve();
  }
  const response = fetchImpl(manifestUrl, { cache: 'no-cache' });
  manifests.set(manifestUrl, response);
  return response
    .then((r) => (r.ok ? (r.clone().json() as Promise<ManifestAssets>) : null))
    .then((manifest) => {
      if (!manifest) return;
      const { scripts, styles } = exposeFiles(manifestUrl, manifest, expose, first);
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
