/**
 * In-memory cache of public list responses, keyed by URL and the institute's date (upcoming/past
 * depend on it), valid while the content version is unchanged. It runs as Express middleware
 * ahead of Nest and of the compression middleware, so a hit costs one shared version read and a
 * buffer write: no routing, guards, validation, JSON encoding or compressing (compressed copies
 * are made once per entry). Every public GET here
 * gets ETag + `Cache-Control: no-cache`, so a browser's repeat is a 304.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { instituteToday } from '../common/institute-date';

/** Public GETs whose answers depend only on the URL, the date and the content. */
export const CACHEABLE_PATH =
  /^\/api\/(events(\/[^/]+)?|staff|gallery|research|library|results(\/years)?|study-material|diksha-lab(\/trainee)?|newsletter\/(recent|campaigns\/[^/]+)|site)\/?$/;
export const PUBLIC_API_CACHE_CONTROL = 'no-cache';

const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 512 * 1024;
/** Below this, compressing costs more than it saves (the compression middleware's default). */
const COMPRESS_ABOVE_BYTES = 1024;

interface Entry {
  type: string;
  etag: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export interface VersionSource {
  read(): Promise<number>;
}

/** Entries of one content version; a newer version empties it. Least recently used goes first. */
export class PublicResponseCache {
  private version = -1;
  private readonly entries = new Map<string, Entry>();

  get(version: number, key: string): Entry | undefined {
    if (version !== this.version) return undefined;
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(version: number, key: string, entry: Entry): void {
    if (version < this.version) return;
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

const weakEtag = (body: Buffer): string => `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

function encoded(req: Request, entry: Entry): { encoding: 'br' | 'gzip'; body: Buffer } | null {
  if (entry.body.length < COMPRESS_ABOVE_BYTES) return null;
  const choice = req.acceptsEncodings('br', 'gzip');
  if (choice === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return { encoding: 'br', body: entry.br };
  }
  if (choice === 'gzip') {
    entry.gzip ??= gzipSync(entry.body);
    return { encoding: 'gzip', body: entry.gzip };
  }
  return null;
}

function sendEntry(req: Request, res: Response, entry: Entry): void {
  res.setHeader('Content-Type', entry.type);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const compressed = encoded(req, entry);
  const body = compressed?.body ?? entry.body;
  if (compressed) res.setHeader('Content-Encoding', compressed.encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Keeps the body the handler's answer passes to res.send (Nest's res.json ends there), before any
 * compression, with the ETag and type Express has just set. A 304 answer still hands over the body.
 */
function captureBody(res: Response, keep: (entry: Entry) => void): void {
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    const result = send(body);
    const type = res.getHeader('Content-Type');
    const ok = res.statusCode === 200 || res.statusCode === 304;
    if (ok && typeof type === 'string' && (typeof body === 'string' || Buffer.isBuffer(body))) {
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
      const etag = res.getHeader('ETag');
      if (bytes.length <= MAX_BODY_BYTES) keep({ type, body: bytes, etag: typeof etag === 'string' ? etag : weakEtag(bytes) });
    }
    return result;
  }) as Response['send'];
}

/** The institute's date, worked out at most once a second (it is part of every key). */
let today = { at: 0, day: '' };
function currentDay(): string {
  const now = Date.now();
  if (now - today.at > 1000) today = { at: now, day: instituteToday(new Date(now)) };
  return today.day;
}

export function publicCache(versions: VersionSource, cache = new PublicResponseCache()) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !CACHEABLE_PATH.test(req.path)) return next();
    res.setHeader('Cache-Control', PUBLIC_API_CACHE_CONTROL);
    versions.read().then(
      (version) => {
        const key = `${currentDay()} ${req.originalUrl}`;
        const hit = cache.get(version, key);
        if (hit) return sendEntry(req, res, hit);
        // Kept under the version read BEFORE the handler ran: a write meanwhile outdates it.
        if (req.method === 'GET') captureBody(res, (entry) => cache.set(version, key, entry));
        next();
      },
      // Without a version there is no safe cached answer: let the handler answer (or fail) itself.
      () => next(),
    );
  };
}
