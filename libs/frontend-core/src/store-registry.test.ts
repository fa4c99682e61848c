import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { loggedIn, logout } from './auth-slice';
import { injectApi, injectedApis } from './store-registry';
import { createTestStore } from './test-store';

const user = { id: 'u1', email: 'admin@example.org', name: 'Admin', role: 'administrator' as const };

function makeApi(reducerPath: string) {
  return createApi({
    reducerPath,
    baseQuery,
    endpoints: (build) => ({
      items: build.query<number[], void>({
        query: () => 'admin/items',
        transformResponse: (r: { data: number[] }) => r.data,
      }),
    }),
  });
}

beforeEach(() => {
  localStorage.clear();
  global.fetch = jest.fn().mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, data: [1, 2] }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
});

describe('injectApi', () => {
  it('adds a remote api slice (reducer and middleware) to a running store', async () => {
    const store = createTestStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    const api = injectApi(makeApi('lateApi'));
    const result = await store.dispatch(api.endpoints.items.initiate());
    expect(result.data).toEqual([1, 2]);
    expect((store.getState() as Record<string, unknown>).lateApi).toBeDefined();
    expect(api.endpoints.items.select()(store.getState() as never).data).toEqual([1, 2]);
  });

  it('is harmless when called again with the same api, and refuses another api on the same path', () => {
    const api = makeApi('twiceApi');
    expect(injectApi(api)).toBe(api);
    expect(injectApi(api)).toBe(api);
    expect(injectedApis().filter((a) => a.reducerPath === 'twiceApi')).toHaveLength(1);
    expect(() => injectApi(makeApi('twiceApi'))).toThrow(/twiceApi/);
  });

  it('resets every injected api cache on logout', async () => {
    const store = createTestStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    const api = injectApi(makeApi('resetApi'));
    await store.dispatch(api.endpoints.items.initiate());
    expect(api.endpoints.items.select()(store.getState() as never).data).toEqual([1, 2]);
    store.dispatch(logout());
    expect(api.endpoints.items.select()(store.getState() as never).data).toBeUndefined();
  });
});
