import { takeEarlyResponse } from '../../libs/frontend-core/src/early-fetch';
import { inlinedAnswers, loadFirstRouteData } from './first-data';

const page = (block?: string) => {
  document.head.innerHTML =
    block === undefined ? '' : `<script type="application/json" id="diet-first-data">${block}</script>`;
  return document;
};
const request = (path: string) => new Request(new URL(path, window.location.href));

describe('first route data', () => {
  const site = { success: true, data: { carousel: [] } };
  const upcoming = { success: true, data: [{ id: 'e1', title: '</script> fair' }] };
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest
      .fn()
      .mockImplementation(async (url: string) => new Response(JSON.stringify({ success: true, data: [], from: url })));
    global.fetch = fetchMock;
  });

  it('reads the answers the server wrote into the page, and none from a missing or damaged block', () => {
    expect(inlinedAnswers(page(JSON.stringify({ '/api/site': site })))).toEqual({ '/api/site': site });
    expect(inlinedAnswers(page())).toEqual({});
    expect(inlinedAnswers(page('{"/api/site": '))).toEqual({});
    expect(inlinedAnswers(page('null'))).toEqual({});
  });

  it('uses the carried answers as they are and fetches only the others, in firstRouteData order', async () => {
    const doc = page(
      JSON.stringify({ '/api/site': site, '/api/events?when=upcoming': upcoming }).replace(/</g, '\\u003c'),
    );
    const bodies = await Promise.all(loadFirstRouteData({ pathname: '/', search: '' }, doc));
    expect(bodies[0]).toEqual(site);
    expect(bodies[1]).toEqual(upcoming);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/events?when=past', '/api/notices?pageSize=5']);
    // The base query then takes each answer once, the carried ones included.
    expect(await (await takeEarlyResponse(request('/api/events?when=upcoming'))!).json()).toEqual(upcoming);
    expect(await (await takeEarlyResponse(request('/api/events?when=past'))!).json()).toEqual({
      success: true,
      data: [],
      from: '/api/events?when=past',
    });
    expect(await (await takeEarlyResponse(request('/api/site'))!).json()).toEqual(site);
  });

  it("hands the base query the other answers the server's render read too, fetching none of them", async () => {
    const list = { success: true, data: [{ id: 'b1', title: 'Pedagogy' }], meta: { total: 1, page: 1, pageSize: 12 } };
    const doc = page(JSON.stringify({ '/api/site': site, '/api/library?page=1&pageSize=12': list }));
    await Promise.all(loadFirstRouteData({ pathname: '/library', search: '' }, doc));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await (await takeEarlyResponse(request('/api/library?page=1&pageSize=12'))!).json()).toEqual(list);
  });
});
