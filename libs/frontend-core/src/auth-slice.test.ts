import { configureStore } from '@reduxjs/toolkit';
import { SESSION_KEYS } from '@diet/contracts/api';
import {
  authSlice,
  loggedIn,
  logout,
  selectIsLoggedIn,
  selectRole,
  selectSignedOutByUser,
  selectToken,
  selectUser,
  sessionPersistence,
  userRefreshed,
} from './auth-slice';

const user = { id: 'u1', email: 'admin@example.org', name: 'Admin', role: 'editor' as const };

function makeStore() {
  return configureStore({
    reducer: { auth: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sessionPersistence),
  });
}

beforeEach(() => localStorage.clear());

describe('auth slice', () => {
  it('starts signed out when nothing is stored', () => {
    const store = makeStore();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectToken(store.getState())).toBeNull();
  });

  it('restores the session from adminToken and adminUser', () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    const store = makeStore();
    expect(selectToken(store.getState())).toBe('tok');
    expect(selectUser(store.getState())).toEqual(user);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectRole(store.getState())).toBe('editor');
  });

  it('counts a stored session without a role (kept before roles were enforced) as signed out', () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: 'u1', email: 'admin@example.org', name: 'Admin' }));
    const store = makeStore();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectRole(store.getState())).toBeNull();
  });

  it('ignores a stored user that is not valid JSON', () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.user, '{not json');
    expect(selectIsLoggedIn(makeStore().getState())).toBe(false);
  });

  it('stores the session on login and clears it on logout', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user)!)).toEqual(user);

    store.dispatch(logout());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it('remembers whether the administrator signed out on purpose', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    store.dispatch(logout({ byUser: true }));
    expect(selectSignedOutByUser(store.getState())).toBe(true);
    store.dispatch(loggedIn({ token: 'tok', user }));
    store.dispatch(logout());
    expect(selectSignedOutByUser(store.getState())).toBe(false);
  });

  it('takes a role changed on the server into the session and its storage, but not once signed out', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 'tok', user }));
    store.dispatch(userRefreshed({ ...user, role: 'contributor' }));
    expect(selectRole(store.getState())).toBe('contributor');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user)!).role).toBe('contributor');
    store.dispatch(logout());
    store.dispatch(userRefreshed(user));
    expect(selectUser(store.getState())).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
  });
});
