import { createApi } from '@reduxjs/toolkit/query/react';
import { ACCESS } from '@diet/contracts/messages';
import { TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { baseQuery, inPageLanguage, isAdminCall } from './base-query';
import { onAdminEvent } from './admin-events';
import { SESSION_KEYS, SESSION_RENEWAL } from '@diet/contracts/api';
import { loggedIn, selectIsLoggedIn, selectToken, selectTwoFactorSetupRequired, twoFactorSetUp } from './auth-slice';
import { setNavigator } from './navigation';
import { injectApi } from './store-registry';
import { createTestStore } from './test-store';

const user = { id: 'u1', email: 'admin@example.org', name: 'Admin', role: 'administrator' as const };

const testApi = injectApi(
  createApi({
    reducerPath: 'baseQueryTestApi',
    baseQuery,
    endpoints: (build) => ({
      adminEvents: build.query<unknown, void>({ query: () => 'admin/events' }),
      publicEvents: build.query<unknown, void>({ query: () => 'events' }),
      login: build.mutation<unknown, void>({ query: () => ({ url: 'admin/auth/login', method: 'POST', body: {} }) }),
      publish: build.mutation<unknown, void>({
        query: () => ({ url: 'admin/notices/n1/publish', method: 'POST', body: {} }),
      }),
    }),
  }),
);

const fetchMock = jest.fn();
const navigate = jest.fn();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  navigate.mockReset();
  global.fetch = fetchMock;
  setNavigator(navigate);
  window.history.pushState({}, '', '/admin/events?page=2');
});

describe('base query', () => {
  it('sends the bearer token on admin calls', async () => {
    const store = createTestStore();
    store.dispatch(loggedIn({ token: 'secret-token', user }));
    answer(200, { success: true, data: [] });
    await store.dispatch(testApi.endpoints.adminEvents.initiate());
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toMatch(/\/api\/admin\/events$/);
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('refuses an admin call without a session, locally and with the section 6 text', async () => {
    const store = createTestStore();
    const result = await store.dispatch(testApi.endpoints.adminEvents.initiate());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 401, data: { error: ACCESS.mustBeLoggedIn } });
  });

  it('lets the login call through without a token', async () => {
    const store = createTestStore();
    answer(200, { success: true, data: { token: 't', user } });
    await store.dispatch(testApi.endpoints.login.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0][0] as Request).headers.get('Authorization')).toBeNull();
  });

  it('ends the session and goes to the login page with next on a 401 from an admin call', async () => {
    const store = createTestStore();
    store.dispatch(loggedIn({ token: 'expired', user }));
    answer(401, { success: false, statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    await store.dispatch(testApi.endpoints.adminEvents.initiate());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2Fevents%3Fpage%3D2', { replace: true });
  });

  describe('renewing the short access token with the session cookie', () => {
    const jwt = (secondsLeft: number) =>
      `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsLeft })).replace(/=+$/, '')}.s`;
    const renewal = (request: Request) =>
      request.url.endsWith(`/api/${SESSION_RENEWAL.path}`) &&
      request.method === 'POST' &&
      request.headers.get(SESSION_RENEWAL.header) === '1';

    it('renews a token about to run out before the calls, once for calls made together, and keeps the new one', async () => {
      const store = createTestStore();
      store.dispatch(loggedIn({ token: jwt(10), user }));
      const fresh = jwt(600);
      answer(200, { success: true, data: { token: fresh, user } });
      answer(200, { success: true, data: [] });
      answer(200, { success: true, data: [] });
      await Promise.all([
        store.dispatch(testApi.endpoints.adminEvents.initiate()),
        store.dispatch(testApi.endpoints.publish.initiate()),
      ]);
      const requests = fetchMock.mock.calls.map(([request]) => request as Request);
      expect(requests.filter(renewal)).toHaveLength(1);
      expect(renewal(requests[0])).toBe(true);
      for (const call of requests.slice(1)) expect(call.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
      expect(selectToken(store.getState())).toBe(fresh);
      expect(localStorage.getItem(SESSION_KEYS.token)).toBe(fresh);
    });

    it('renews and sends once more when the server finds the token run out', async () => {
      const store = createTestStore();
      store.dispatch(loggedIn({ token: jwt(600), user }));
      answer(401, { success: false, statusCode: 401, error: ACCESS.sessionExpired, message: ACCESS.sessionExpired });
      answer(200, { success: true, data: { token: 'renewed', user } });
      answer(200, { success: true, data: ['e1'] });
      const result = await store.dispatch(testApi.endpoints.adminEvents.initiate());
      expect(result.data).toEqual({ success: true, data: ['e1'] });
      expect(selectIsLoggedIn(store.getState())).toBe(true);
      expect((fetchMock.mock.calls[2][0] as Request).headers.get('Authorization')).toBe('Bearer renewed');
      expect(navigate).not.toHaveBeenCalled();
    });

    it('ends the session when the renewal is refused too', async () => {
      const store = createTestStore();
      store.dispatch(loggedIn({ token: jwt(600), user }));
      answer(401, { success: false, statusCode: 401, error: ACCESS.sessionExpired, message: ACCESS.sessionExpired });
      answer(401, { success: false, statusCode: 401, error: ACCESS.sessionExpired, message: ACCESS.sessionExpired });
      await store.dispatch(testApi.endpoints.adminEvents.initiate());
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(selectIsLoggedIn(store.getState())).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2Fevents%3Fpage%3D2', { replace: true });
    });
  });

  it('tells the shell of a refusal (403) and of a change written, so its menu reads them again', async () => {
    const store = createTestStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    const heard: string[] = [];
    const stops = (['refused', 'changed'] as const).map((event) => onAdminEvent(event, () => heard.push(event)));
    answer(200, { success: true, data: [] });
    await store.dispatch(testApi.endpoints.adminEvents.initiate());
    expect(heard).toEqual([]);
    answer(200, { success: true, data: {} });
    await store.dispatch(testApi.endpoints.publish.initiate());
    expect(heard).toEqual(['changed']);
    answer(403, { success: false, statusCode: 403, error: 'x', message: 'x' });
    await store.dispatch(testApi.endpoints.publish.initiate());
    expect(heard).toEqual(['changed', 'refused']);
    stops.forEach((stop) => stop());
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('turns to the set-up of two-factor sign-in when the API asks for it first, without re-reads that would be refused again', async () => {
    const store = createTestStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    const heard: string[] = [];
    const stop = onAdminEvent('refused', () => heard.push('refused'));
    answer(403, {
      success: false,
      statusCode: 403,
      error: TWO_FACTOR_MESSAGES.setupFirst,
      message: TWO_FACTOR_MESSAGES.setupFirst,
    });
    await store.dispatch(testApi.endpoints.publish.initiate());
    stop();
    expect(heard).toEqual([]);
    expect(selectTwoFactorSetupRequired(store.getState())).toBe(true);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    store.dispatch(twoFactorSetUp());
    expect(selectTwoFactorSetupRequired(store.getState())).toBe(false);
  });

  it('keeps the session when a public call answers 401', async () => {
    const store = createTestStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    answer(401, { success: false, statusCode: 401, error: 'x', message: 'x' });
    await store.dispatch(testApi.endpoints.publicEvents.initiate());
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('knows which calls are admin calls', () => {
    expect(isAdminCall('admin/staff')).toBe(true);
    expect(isAdminCall({ url: '/admin/events/1', method: 'DELETE' })).toBe(true);
    expect(isAdminCall({ url: 'contact', method: 'GET' })).toBe(true);
    expect(isAdminCall({ url: 'contact', method: 'POST' })).toBe(false);
    expect(isAdminCall('admin/auth/login')).toBe(false);
    expect(isAdminCall('events?when=past')).toBe(false);
  });

  it('sends the calls of a forgotten password and of a mailed link without a session', () => {
    for (const path of ['admin/auth/forgot-password', 'admin/auth/accept-invite', 'admin/auth/reset-password']) {
      expect(isAdminCall({ url: path, method: 'POST' })).toBe(false);
    }
    expect(isAdminCall({ url: 'admin/auth/account', method: 'PATCH' })).toBe(true);
  });
});

describe('public reads on a Punjabi or Hindi page', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('ask for the page language (lang last), as writes name it (their mails speak it); admin calls do not', () => {
    window.history.pushState({}, '', '/pa/library');
    expect(inPageLanguage('site')).toBe('site?lang=pa');
    expect(inPageLanguage({ url: 'events', params: { when: 'past' } })).toEqual({
      url: 'events',
      params: { when: 'past', lang: 'pa' },
    });
    expect(inPageLanguage({ url: 'research?page=1' })).toEqual({ url: 'research?page=1&lang=pa' });
    expect(inPageLanguage({ url: 'contact', method: 'POST', body: {} })).toEqual({
      url: 'contact',
      method: 'POST',
      body: {},
      params: { lang: 'pa' },
    });
    expect(inPageLanguage({ url: 'admin/notices', method: 'POST', body: {} })).toEqual({
      url: 'admin/notices',
      method: 'POST',
      body: {},
    });
    expect(inPageLanguage('admin/notices')).toBe('admin/notices');
    window.history.pushState({}, '', '/hi/');
    expect(inPageLanguage('site')).toBe('site?lang=hi');
    window.history.pushState({}, '', '/library');
    expect(inPageLanguage('site')).toBe('site');
    // An English page's write names English: its mails do not follow the browser's Accept-Language.
    expect(inPageLanguage({ url: 'contact', method: 'POST', body: {} })).toEqual({
      url: 'contact',
      method: 'POST',
      body: {},
      params: { lang: 'en' },
    });
  });
});
