import { REMOTE_PATHS, REMOTES, type RemoteName } from '@diet/contracts/api';
import { SHELL_DATA_IDS } from '@diet/contracts/first-route';

/** Where each remote's mf-manifest.json lives (the answer of GET /remotes.json). */
export type RemotesConfig = Record<RemoteName, string>;

/** Same-origin defaults: what `npm start` serves when remotes.json cannot be read. */
export function defaultRemotes(): RemotesConfig {
  return Object.fromEntries(
    REMOTES.map((name) => [name, `/mfe/${REMOTE_PATHS[name]}/mf-manifest.json`]),
  ) as RemotesConfig;
}

/** Keeps the known remotes with a usable URL, relative ones made absolute against the page. */
export function parseRemotesConfig(body: unknown, base: string = window.location.href): RemotesConfig {
  const config = defaultRemotes();
  if (!body || typeof body !== 'object') return config;
  for (const name of REMOTES) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim()) config[name] = value.trim();
  }
  for (const name of REMOTES) config[name] = new URL(config[name], base).toString();
  return config;
}

/**
 * The answer of /remotes.json as the server wrote it into index.html (no request, no round trip),
 * else /remotes.json itself (served with no-cache, so a redeployed remote is picked up on reload;
 * the shell's dev server does not write the block). If neither can be read, the same-origin
 * defaults keep the site working.
 */
export async function fetchRemotesConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<RemotesConfig> {
  const inline = doc.getElementById(SHELL_DATA_IDS.remotes)?.textContent;
  if (inline) {
    try {
      return parseRemotesConfig(JSON.parse(inline));
    } catch {
      /* a damaged block: ask the server */
    }
  }
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return parseRemotesConfig(await response.json());
  } catch (error) {
    console.warn('[federation] /remotes.json unavailable, using same-origin remotes', error);
    return parseRemotesConfig(null);
  }
}
