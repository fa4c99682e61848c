import { fetchEarly, takeEarlyResponse } from './early-fetch';

const request = (path: string, init?: RequestInit) => new Request(new URL(path, window.location.href), init);

describe('early fetch', () => {
  beforeEach(() => {
    global.fetch = jest.fn().mockImplementation(async () => new Response('late'));
  });

  it('hands a GET started early to the first request for the same URL, once', async () => {
    const early = jest.fn().mockResolvedValue(new Response('early'));
    fetchEarly('/api/events?when=upcoming', early);
    fetchEarly('/api/events?when=upcoming', early);
    expect(early).toHaveBeenCalledTimes(1);
    expect(await (await takeEarlyResponse(request('/api/events?when=upcoming'))!).text()).toBe('early');
    expect(takeEarlyResponse(request('/api/events?when=upcoming'))).toBeUndefined();
  });

  it('leaves other URLs, other methods and authorised calls to a normal fetch', () => {
    fetchEarly('/api/site', jest.fn().mockResolvedValue(new Response('early')));
    expect(takeEarlyResponse(request('/api/site?x=1'))).toBeUndefined();
    expect(takeEarlyResponse(request('/api/site', { method: 'POST' }))).toBeUndefined();
    expect(takeEarlyResponse(request('/api/site', { headers: { Authorization: 'Bearer t' } }))).toBeUndefined();
    expect(takeEarlyResponse(request('/api/site'))).toBeDefined();
  });

  it('asks again when the early request failed or was refused', async () => {
    fetchEarly('/api/staff', jest.fn().mockRejectedValue(new Error('offline')));
    expect(await (await takeEarlyResponse(request('/api/staff'))!).text()).toBe('late');
    fetchEarly('/api/library', jest.fn().mockResolvedValue(new Response('busy', { status: 503 })));
    expect(await (await takeEarlyResponse(request('/api/library'))!).text()).toBe('late');
  });

  it('gives the caller a copy of the JSON and still hands the whole answer over', async () => {
    const body = { success: true, data: { carousel: [] } };
    const copy = await fetchEarly('/api/site?copy', jest.fn().mockResolvedValue(new Response(JSON.stringify(body))));
    expect(copy).toEqual(body);
    expect(await (await takeEarlyResponse(request('/api/site?copy'))!).json()).toEqual(body);
  });
});
