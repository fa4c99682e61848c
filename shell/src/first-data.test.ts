import { takeEarlyResponse } from '../../libs/frontend-core/src/early-fetch';
import { loadFirstRouteData } from './first-data';

/** A page as the server sends it: its head's data preloads, and the render's query state when there is one. */
const page = ({ state, preloads = [] }: { state?: string; preloads?: string[] }) => {
  document.head.innerHTML = preloads
    .map((url) => `<link rel="preload" as="fetch" href="${url.replace(/&/g, '&amp;')}" crossorigin="anonymous">`)
    .join('');
  document.body.innerHTML =
    state === undefined
      ? '<div id="root"></div>'
      : `<script type="application/json" id="diet-query-state">${state}</script>`;
  return document;
};
const request = (path: string) => new Request(new URL(path, window.location.href));
const HOME = { pathname: '/' };
const STATE = JSON.stringify({ siteApi: { queries: { 'getSite(undefined)': { status: 'fulfilled', data: {} } } } });

describe('first route data', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest
      .fn()
      .mockImplementation(async (url: string) => new Response(JSON.stringify({ success: true, data: [], from: url })));
    global.fetch = fetchMock;
  });
  afterEach(() => {
    // Whatever a test started and did not take stays in the shared early store otherwise.
    for (const url of fetchMock.mock.calls.map(([url]) => url as string)) void takeEarlyResponse(request(url));
  });

  it('asks for nothing over a page that carries the render’s query state', () => {
    const started = loadFirstRouteData(HOME, page({ state: STATE }));
    expect([...started.keys()]).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks, over a render, only for what the server preloaded as missing from it', async () => {
    const past = '/api/events?when=past';
    const started = loadFirstRouteData(HOME, page({ state: STATE, preloads: [past] }));
    expect([...started.keys()]).toEqual([past]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([past]);
    expect(await (await takeEarlyResponse(request(past))!).json()).toEqual({
      success: true,
      data: [],
      from: past,
    });
  });

  it('asks for every GET of the first screen without a render (failed, or not rendered here), in firstRouteData order', async () => {
    const started = loadFirstRouteData(HOME, page({ preloads: ['/api/site'] }));
    expect([...started.keys()]).toEqual([
      '/api/site',
      '/api/events?when=upcoming',
      '/api/events?when=past',
      '/api/notices?pageSize=5',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([...started.keys()]);
    // The body for the entry's own use (the carousel photo), and the base query still takes the answer once.
    expect(await started.get('/api/site')).toEqual({ success: true, data: [], from: '/api/site' });
    expect(await (await takeEarlyResponse(request('/api/site'))!).json()).toEqual({
      success: true,
      data: [],
      from: '/api/site',
    });
    expect(takeEarlyResponse(request('/api/site'))).toBeUndefined();
  });

  it('asks for every GET of the first screen when the query state block is empty', () => {
    const started = loadFirstRouteData({ pathname: '/pa/library' }, page({ state: '' }));
    expect([...started.keys()]).toEqual(['/api/site?lang=pa']);
  });
});
