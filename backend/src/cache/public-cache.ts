/**
 * In-memory cache of public list responses, keyed by URL and the institute's date (upcoming/past
 * depend on it), valid while the content version is unchanged. Every public GET here gets ETag +
 * `Cache-Control: no-cache`, so a browser's repeat is a 304.
 *
 * Two doors to one cache: a listener in front of Express answers hits with the very headers the
 * full pipeline gave that answer (helmet's are the same for every request), so a hit costs one
 * shared version read and a buffer write; requests it cannot answer alone (a miss, or an Origin
 * header, whose CORS answer differs per request) go through Express, where a middleware ahead
 * of compression serves hits and records misses. Compressed copies are made once per entry.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { instituteToday } from '../common/institute-date';
import { REQUEST_ID_HEADER, type ImmediateAnswerLogging } from '../common/logging/request-logging';
import { rememberRoute, routeTemplate } from '../metrics/http-metrics';

/** Public API paths (regular expressions) of what is not yet a content type. */
const BESPOKE_PUBLIC_PATHS = [
  'diksha-lab/summary',
  'newsletter/(recent|campaigns/[^/]+)',
  'site',
  'site/updated',
  'search',
  'mandatory-disclosure',
];

/** Public GETs whose answers depend only on the URL, the date and the content: derived from the content types. */
export function cacheablePath(definitions: readonly ContentTypeDefinition[]): RegExp {
  const derived = definitions.flatMap((d) => {
    if (!d.public || !(d.public.list || d.public.get)) return [];
    const facets = Object.keys(d.public.facets ?? {}).map((facet) => `${d.path}/${facet}`);
    if (!d.public.get) return [d.path, ...facets];
    return [d.public.list ? `${d.path}(/[^/]+)?` : `${d.path}/[^/]+`];
  });
  const alternatives = [...BESPOKE_PUBLIC_PATHS, ...derived].map((p) => p.replace(/\//g, '\\/'));
  // RSS feeds (content/content-feeds.ts) are the same lists written as XML.
  const feeds = definitions.flatMap((d) => (d.public && d.public.feed ? [d.path] : []));
  return new RegExp(`^(\\/api\\/(${alternatives.join('|')})\\/?|\\/rss\\/(${feeds.join('|')})\\.xml)(\\?|$)`);
}

/**
 * The public reads of types whose lists change with the clock, not only the date (a tender moves
 * to the archive at its closing time): cached for the minute.
 */
export function clockBoundPath(definitions: readonly ContentTypeDefinition[]): RegExp {
  const timed = definitions.filter(
    (d) =>
      d.public && [...(d.public.visible ?? []), ...Object.values(d.views?.options ?? {}).flat()].some((c) => c.now),
  );
  const paths = timed.map((d) => d.path.replace(/\//g, '\\/'));
  return paths.length === 0 ? /$^/ : new RegExp(`^\\/(api|rss)\\/(${paths.join('|')})([/?.]|$)`);
}

const CLOCK_BOUND_PATH = clockBoundPath(CONTENT_TYPES);

export const CACHEABLE_PATH = cacheablePath(CONTENT_TYPES);
export const PUBLIC_API_CACHE_CONTROL = 'no-cache';

const MAX_ENTRIES = 1000;
const MAX_BODY_BYTES = 512 * 1024;
/** Below this, compressing costs more than it saves (the compression middleware's default). */
const COMPRESS_ABOVE_BYTES = 1024;
/** Headers of the recorded answer that are per request or per encoding, or set per hit. */
const NOT_REPLAYED =
  /^(content-length|content-encoding|content-type|etag|vary|date|connection|keep-alive|transfer-encoding|access-control-.*|x-request-id)$/;

type Encoding = 'br' | 'gzip';
type Headers = Record<string, string | number | string[]>;

interface Entry {
  type: string;
  etag: string;
  body: Buffer;
  /** Everything else the full pipeline set (security headers, Cache-Control). */
  headers: Headers;
  /** The pipeline's Vary (e.g. Origin under CORS), to which Accept-Encoding is added. */
  vary: string;
  gzip?: Buffer;
  br?: Buffer;
  /** The body as text, decoded once: every page request writes it into the HTML (cachedJson). */
  text?: string;
  /** When a scheduled item becomes public and this answer stops being true (ms; absent: never). */
  expiresAt?: number;
  /** The route template of the request that made it, for the metrics of its hits. */
  route?: string;
  /** The door in front of Express: its whole header list per answer, made on first use (wireHeaders). */
  wire?: Partial<Record<Encoding | 'identity' | 'not-modified', WireHeaders>>;
}

/** Header names and values in turn, as writeHead takes them. */
type WireHeaders = Array<string | number>;

export interface VersionSource {
  read(): Promise<number>;
  /** Until when answers made now under `version` stay true (the next scheduled publication); absent: while the version lasts. */
  validUntil?(version: number): Promise<number>;
}

/** What the cache reports to the metrics (metrics/app-metrics.ts). */
export interface CacheObserver {
  hit(): void;
  miss(): void;
  /** An answer of the door in front of Express, which no Express middleware sees. */
  answered(method: string, route: string, status: number, seconds: number): void;
}

/** Entries of one content version; a newer version empties it. Least recently used goes first. */
export class PublicResponseCache {
  private version = -1;
  private readonly entries = new Map<string, Entry>();

  get(version: number, key: string): Entry | undefined {
    if (version !== this.version) return undefined;
    const entry = this.entries.get(key);
    if (entry?.expiresAt !== undefined && Date.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
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

const weakEtag = (body: Buffer): string =>
  `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

/** br or gzip by the Accept-Encoding qualities (br preferred on a tie); null = send as is. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name.trim().toLowerCase(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  return of('gzip') > 0 ? 'gzip' : null;
}

function bodyFor(entry: Entry, acceptEncoding: string | undefined): { encoding: Encoding | null; body: Buffer } {
  const encoding = entry.body.length < COMPRESS_ABOVE_BYTES ? null : pickEncoding(acceptEncoding);
  if (encoding === 'br') entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') entry.gzip ??= gzipSync(entry.body);
  return { encoding, body: (encoding && entry[encoding]) || entry.body };
}

/** If-None-Match against the entry's ETag (weak comparison), unless the request says no-cache. */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match'];
  if (!match || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return match.trim() === '*' || match.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Writes a hit through Express, whose pipeline has set the other headers already. */
function writeEntry(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  const headers: Headers = { ETag: entry.etag, Vary: entry.vary };
  if (isFresh(req, entry.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const { encoding, body } = bodyFor(entry, req.headers['accept-encoding']);
  headers['Content-Type'] = entry.type;
  headers['Content-Length'] = body.length;
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
}

/** Every header of a front-door answer but the request id: the recorded ones and the entry's own. */
function wireHeaders(entry: Entry, kind: Encoding | 'identity' | 'not-modified', body: Buffer): WireHeaders {
  const wire = (entry.wire ??= {});
  const known = wire[kind];
  if (known) return known;
  const own: Headers = { ETag: entry.etag, Vary: entry.vary };
  if (kind !== 'not-modified')
    Object.assign(
      own,
      { 'Content-Type': entry.type, 'Content-Length': body.length },
      kind === 'identity' ? {} : { 'Content-Encoding': kind },
    );
  return (wire[kind] = Object.entries({ ...entry.headers, ...own }).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, value],
  ));
}

/**
 * Writes a hit in front of Express with its request id. The headers go to writeHead as one list
 * made once per entry, and no header is set before it: node then writes them as they are, as the
 * bare node:http server does, rather than merging them one by one into the response's own.
 */
function writeHit(req: IncomingMessage, res: ServerResponse, entry: Entry, requestId: string): void {
  if (isFresh(req, entry.etag)) {
    res.writeHead(304, [...wireHeaders(entry, 'not-modified', entry.body), REQUEST_ID_HEADER, requestId]).end();
    return;
  }
  const { encoding, body } = bodyFor(entry, req.headers['accept-encoding']);
  res
    .writeHead(200, [...wireHeaders(entry, encoding ?? 'identity', body), REQUEST_ID_HEADER, requestId])
    .end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Keeps the body the handler passes to res.send (Nest's res.json ends there), before any
 * compression, with the headers set so far. A 304 answer still hands over the body.
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
      const vary = new Set(
        [...String(res.getHeader('Vary') ?? '').split(','), 'Accept-Encoding'].map((v) => v.trim()).filter(Boolean),
      );
      const headers = Object.fromEntries(
        Object.entries(res.getHeaders()).filter(([name, value]) => value !== undefined && !NOT_REPLAYED.test(name)),
      ) as Headers;
      if (bytes.length <= MAX_BODY_BYTES)
        keep({
          type,
          body: bytes,
          headers,
          vary: [...vary].join(', '),
          etag: typeof etag === 'string' ? etag : weakEtag(bytes),
        });
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

/**
 * A request's key in the cache: its path and query under today's date (lists of upcoming events
 * change at midnight), and the minute for the lists that change at a time of day. The Express door, the raw-server door and the shell page's reader agree on it.
 */
const cacheKey = (url: string): string =>
  CLOCK_BOUND_PATH.test(url) ? `${currentDay()} ${Math.floor(Date.now() / 60_000)} ${url}` : `${currentDay()} ${url}`;

/**
 * A signed-in request (a token sent) is neither answered from the cache nor kept in it: its answer
 * says no-store (web/signed-in-no-store.ts), which must not reach a visitor.
 */
const isCacheableRead = (req: IncomingMessage, url: string | undefined): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  url !== undefined &&
  req.headers.authorization === undefined &&
  CACHEABLE_PATH.test(url);

/** The Express door: serves hits through the pipeline and records misses. */
export function publicCache(versions: VersionSource, cache: PublicResponseCache, observer: CacheObserver) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isCacheableRead(req, req.originalUrl)) return next();
    res.setHeader('Cache-Control', PUBLIC_API_CACHE_CONTROL);
    versions.read().then(
      (version) => {
        const key = cacheKey(req.originalUrl);
        const hit = cache.get(version, key);
        if (hit) {
          observer.hit();
          rememberRoute(req, hit.route);
          return writeEntry(req, res, hit);
        }
        // Counted here only: the door in front of Express passes its misses on to this one.
        observer.miss();
        if (req.method !== 'GET') return next();
        // Kept under the version read BEFORE the handler ran (a write meanwhile outdates it), until
        // the next scheduled publication known before it ran.
        (versions.validUntil?.(version) ?? Promise.resolve(Number.POSITIVE_INFINITY)).then(
          (expiresAt) => {
            captureBody(res, (entry) =>
              cache.set(version, key, { ...entry, expiresAt, route: routeTemplate(req, res.statusCode) }),
            );
            next();
          },
          () => next(),
        );
      },
      // Without a version there is no safe cached answer: let the handler answer (or fail) itself.
      () => next(),
    );
  };
}

/**
 * The JSON public GETs of `urls` (path and query) would be answered with now, where the cache
 * holds them (undefined for the others), in the order asked.
 */
export type CachedJson = (urls: string[]) => Promise<(string | undefined)[]>;

/**
 * Reads the cache without a request, under one content version read for the call (so never a
 * stale answer): the shell page writes what it finds into the HTML, and the browser asks for the rest.
 */
export function cachedJson(versions: VersionSource, cache: PublicResponseCache): CachedJson {
  return async (urls) => {
    const version = await versions.read().catch(() => undefined);
    return urls.map((url) => {
      const entry = version === undefined ? undefined : cache.get(version, cacheKey(url));
      if (!entry || !/^application\/json\b/.test(entry.type)) return undefined;
      entry.text ??= entry.body.toString('utf8');
      return entry.text;
    });
  };
}

/**
 * The door in front of Express: answers hits of requests without Origin, passes the rest on.
 * `aroundHit` makes each answer it gives (request logging: its id and its line).
 */
export function answerHitsFirst(
  server: Server,
  versions: VersionSource,
  cache: PublicResponseCache,
  aroundHit: ImmediateAnswerLogging,
  observer: CacheObserver,
): void {
  const pipeline = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  const passOn = (req: IncomingMessage, res: ServerResponse) =>
    pipeline.forEach((listener) => listener.call(server, req, res));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { url } = req;
    if (url === undefined || !isCacheableRead(req, url) || req.headers.origin !== undefined) return passOn(req, res);
    const started = process.hrtime.bigint();
    versions.read().then(
      (version) => {
        const hit = cache.get(version, cacheKey(url));
        if (!hit) return passOn(req, res);
        aroundHit(req, res, (requestId) => writeHit(req, res, hit, requestId));
        observer.hit();
        observer.answered(
          req.method!,
          hit.route ?? 'unmatched',
          res.statusCode,
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      },
      () => passOn(req, res),
    );
  });
}
