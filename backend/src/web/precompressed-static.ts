/**
 * Built JS/CSS/JSON files sent as brotli (quality 11) or gzip (level 9): the copies the build wrote
 * beside each file (precompress-plugin.js; the very bytes the compose deployment's nginx sends),
 * else compressed once per file version in the thread pool; kept in memory. Smaller than the
 * per-request compression (brotli quality 4), and no CPU per visitor. The public site's
 * files are compressed right after start (warm); the others on first request. Until a file's copy
 * is ready, or when the client takes neither encoding, the request falls through to
 * express.static and the compression middleware.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { pickEncoding } from '../cache/public-cache';
import { cacheControlFor } from './cache-policy';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};
/** Everything the built frontends hold compresses to a few MB; this only guards against surprises. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/**
 * Larger files are left to their first request: the admin's antd chunk (1.4 MB, the only one) costs
 * a second of brotli 11, and the public pages never load it.
 */
export const WARM_MAX_FILE_BYTES = 512 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** A dot-file or anything in a dot-folder under `root`: never served, never compressed. */
const isHidden = (root: string, path: string) =>
  relative(root, path)
    .split(sep)
    .some((part) => part.startsWith('.'));

export class PrecompressedFiles {
  private readonly ready = new Map<string, Compressed>();
  private readonly pending = new Set<string>();
  private bytes = 0;

  /** What identifies one version of a file: a rebuilt file gets new copies. */
  static version(info: Stats): string {
    return `${info.size}-${info.mtimeMs}`;
  }

  /** The copies of this file version, or undefined (and their making started) when not yet made. */
  get(path: string, version: string): Compressed | undefined {
    const found = this.ready.get(`${path}:${version}`);
    if (!found) void this.prepare(path, version);
    return found;
  }

  /**
   * Compresses the JS/CSS/JSON files under `root` (up to WARM_MAX_FILE_BYTES each) one at a time,
   * so that the first visitors after a start or a deploy get the small copies too, and the two
   * cores are not taken from them meanwhile. Resolves with the number of files made.
   */
  async warm(root: string): Promise<number> {
    let made = 0;
    for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
      const path = join(entry.parentPath, entry.name);
      if (!entry.isFile() || !TYPES[extname(entry.name)] || isHidden(root, path)) continue;
      const info = await stat(path);
      if (info.size > WARM_MAX_FILE_BYTES && !(await prebuiltCopies(path, info))) continue;
      if (await this.prepare(path, PrecompressedFiles.version(info))) made++;
    }
    return made;
  }

  /** Makes the copies unless they exist, are being made or the memory budget is spent; true once made here. */
  private async prepare(path: string, version: string): Promise<boolean> {
    const key = `${path}:${version}`;
    if (this.ready.has(key) || this.pending.has(key) || this.bytes > MAX_CACHED_BYTES) return false;
    this.pending.add(key);
    try {
      const copies = await this.make(path);
      this.ready.set(key, copies);
      this.bytes += copies.br.length + copies.gzip.length;
      return true;
    } catch {
      // An unreadable file is left to express.static, which answers it as usual.
      return false;
    } finally {
      this.pending.delete(key);
    }
  }

  private async make(path: string): Promise<Compressed> {
    const prebuilt = await prebuiltCopies(path, await stat(path));
    if (prebuilt) return prebuilt;
    const raw = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipAsync(raw, { level: 9 }),
    ]);
    return { br, gzip: gz };
  }
}

/**
 * The build's copies of a file (`<file>.br`, `<file>.gz`), when both exist and were written after
 * it (a file replaced by hand since its build keeps no stale copy); else undefined.
 */
async function prebuiltCopies(path: string, info: Stats): Promise<Compressed | undefined> {
  try {
    const [brInfo, gzInfo] = await Promise.all([stat(`${path}.br`), stat(`${path}.gz`)]);
    if (brInfo.mtimeMs < info.mtimeMs || gzInfo.mtimeMs < info.mtimeMs) return undefined;
    const [br, gz] = await Promise.all([readFile(`${path}.br`), readFile(`${path}.gz`)]);
    return { br, gzip: gz };
  } catch {
    return undefined;
  }
}

/** Serves compressed copies of the files under `root` (mounted like express.static). */
export function precompressedStatic(root: string, files = new PrecompressedFiles()) {
  const base = normalize(root + sep);
  return (req: Request, res: Response, next: NextFunction): void => {
    const type = TYPES[extname(req.path)];
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type || !encoding) return next();
    let path: string;
    try {
      path = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!path.startsWith(base) || isHidden(root, path)) return next();
    stat(path).then(
      (info) => {
        if (!info.isFile()) return next();
        const copies = files.get(path, PrecompressedFiles.version(info));
        if (!copies) return next();
        // The same validator express.static gives the file, so revalidation works across both paths.
        const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
        res.setHeader('Cache-Control', cacheControlFor(path));
        res.setHeader('ETag', etag);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Last-Modified', info.mtime.toUTCString());
        if (req.fresh) {
          res.status(304).end();
          return;
        }
        const body = copies[encoding];
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', String(body.length));
        res.status(200).end(req.method === 'HEAD' ? undefined : body);
      },
      () => next(),
    );
  };
}
