/** Cache-Control for built frontend files (ARCHITECTURE.md section 2). */
import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ALWAYS_FRESH = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
/** Bundlers put an 8+ hex content hash between dots: main.3f9a1c2b.js. */
const HASHED = /\.[0-9a-f]{8,}\./i;

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ALWAYS_FRESH.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
