/**
 * Public GETs answered inside the API's process for the server render of a page (issue #22): a
 * request made of objects, handed to the same Express app a browser's request reaches, so it goes
 * through the same public cache, controllers, services, language and envelope as the public API,
 * and a miss fills the cache for the browsers after it. No network, no port; never a visitor's
 * cookie or token, so the page shows what every visitor may see.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { ServerRead } from '@diet/contracts/first-route';
import type { CachedJson } from '../cache/public-cache';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** What a read took longest (ms) before its page is served without it: never a page held by a stuck query. */
const READ_TIMEOUT_MS = 5000;

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

/** One GET of `url` through `handler`, its answer collected in memory (a page's HTML with `accept` 'text/html'). */
export function getInProcess(
  handler: RequestHandler,
  url: string,
  accept = 'application/json',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const req = new IncomingMessage(socket);
    req.method = 'GET';
    req.url = url;
    req.httpVersion = '1.1';
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    req.headers = { host: 'in-process.invalid', accept };
    req.push(null);
    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    const collect = (chunk: Chunk | undefined, encoding: unknown) => {
      if (chunk === undefined || chunk === null) return;
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk),
      );
    };
    const timer = setTimeout(
      () => reject(new Error(`in-process GET ${url} took over ${READ_TIMEOUT_MS} ms`)),
      READ_TIMEOUT_MS,
    );
    // Written to memory, not to a socket: the headers are kept as set, the body collected.
    res.write = ((chunk: Chunk, encoding?: unknown, callback?: Callback) => {
      if (!res.headersSent) res.writeHead(res.statusCode);
      collect(chunk, encoding);
      (typeof encoding === 'function' ? (encoding as Callback) : callback)?.();
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: Callback) => {
      if (typeof chunk === 'function') [callback, chunk] = [chunk as Callback, undefined];
      if (!res.headersSent) res.writeHead(res.statusCode);
      collect(chunk as Chunk | undefined, encoding);
      clearTimeout(timer);
      resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') });
      // What listens for the end of an answer (request logging) hears it as from a socket.
      res.emit('finish');
      res.emit('close');
      (typeof encoding === 'function' ? (encoding as Callback) : callback)?.();
      return res;
    }) as ServerResponse['end'];
    try {
      handler(req, res);
    } catch (error) {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * Reads for a server render: from the public cache when it holds the answer (no request at all),
 * else through the app in-process. Only /api GETs; anything else is a 404 here.
 */
export function inProcessRead(handler: RequestHandler, cached?: CachedJson): ServerRead {
  return async (url) => {
    if (!/^\/api\//.test(url)) return { status: 404, body: '{}' };
    const [held] = cached ? await cached([url]) : [undefined];
    return held === undefined ? getInProcess(handler, url) : { status: 200, body: held };
  };
}
