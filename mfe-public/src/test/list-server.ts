import { json } from './render';

/**
 * A stand-in for one public list endpoint that filters like the API: each query param except
 * page/pageSize/q must equal the item's field; q matches any of `searchIn`.
 */
export function listServer<T extends Record<string, unknown>>(
  fetchMock: jest.Mock,
  path: string,
  items: T[],
  searchIn: (keyof T)[],
  options: { fail?: boolean; also?: Record<string, unknown> } = {},
) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    // Other answers of the page, by path (e.g. the years of the results filter).
    if (options.also && url.pathname in options.also) return json({ success: true, data: options.also[url.pathname] });
    if (url.pathname !== path) return json({ success: true, data: [] });
    if (options.fail) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    const s = url.searchParams;
    const q = (s.get('q') ?? '').toLowerCase();
    let found = items.filter((item) => !q || searchIn.some((k) => String(item[k]).toLowerCase().includes(q)));
    for (const [key, value] of s.entries()) {
      if (['page', 'pageSize', 'q', 'sort'].includes(key)) continue;
      found = found.filter((item) => String(item[key]) === value);
    }
    const page = Number(s.get('page') ?? 1);
    const size = Number(s.get('pageSize') ?? 50);
    return json({
      success: true,
      data: found.slice((page - 1) * size, page * size),
      meta: { total: found.length, page, pageSize: size },
    });
  });
}

export function callsTo(fetchMock: jest.Mock, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([r]) => new URL((r as Request).url))
    .filter((u) => u.pathname === path)
    .map((u) => u.searchParams);
}
