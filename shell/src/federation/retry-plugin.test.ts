import { retryPlugin } from './retry-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('retry plugin', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('asks again for a manifest after a network error or a 5xx', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"id":"x"}', { status: 200 }));
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).fetch as FetchHook;
    const response = await hook('/mfe/mfe-public/mf-manifest.json', {});
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the allowed retries', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).fetch as FetchHook;
    await expect(hook('/m.json', {})).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not insist on a 404', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).fetch as FetchHook;
    await expect(hook('/m.json', {})).rejects.toThrow('404');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads a remote entry again after a failed script load', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('again')).mockResolvedValueOnce(exports);
    const globalLoading: Record<string, unknown> = { key: Promise.reject(new Error('first')).catch(() => undefined) };
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).loadEntryError as unknown as (a: unknown) => Promise<unknown>;
    const result = await hook({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'key' });
    expect(result).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();
  });
});
