/**
 * Public GET requests started by the shell's entry while the splash shows, long before React and
 * the api slices exist, and handed over to the base query when it asks for the same URL: the data
 * arrives early and is fetched once.
 */
// On globalThis: the shell's entry writes with its own copy of this module (it runs before the
// Module Federation share scope exists), the shared copy in base-query reads.
const STORE = Symbol.for('diet.earlyFetch');
const holder = globalThis as typeof globalThis & { [STORE]?: Map<string, Promise<Response>> };
const early = (holder[STORE] ??= new Map<string, Promise<Response>>());

const keyOf = (url: string) => {
  const { pathname, search } = new URL(url, window.location.href);
  return `${pathname}${search}`;
};

/**
 * Starts GET `url` (same origin, no credentials beyond the default) unless it is already on its
 * way, and gives a copy of the answer's JSON (null if it fails) for the caller's own use.
 */
export function fetchEarly(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const key = keyOf(url);
  const response = early.get(key) ?? fetchImpl(key);
  early.set(key, response);
  // Cloned at once, before the base query reads the body. A failure is not reported here: the
  // base query asks again and handles the error as usual.
  return response.then((r) => (r.ok ? r.clone().json() : null)).catch(() => null);
}

/** The early response for this request, once; undefined for anything else (then fetch as usual). */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return undefined;
  const key = keyOf(request.url);
  const response = early.get(key);
  early.delete(key);
  return response?.then(
    (r) => (r.ok ? r : fetch(request)),
    () => fetch(request),
  );
}
