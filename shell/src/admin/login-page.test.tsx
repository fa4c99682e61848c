import { App } from 'antd';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS } from '@diet/contracts/access-messages';
import { SESSION_KEYS } from '@diet/contracts/api';
import { loggedIn, logout } from '@diet/frontend-core/auth-slice';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { envelope, renderWithApp } from '../test/render';
import { LoginPage } from './login-page';

const user = { id: 'u1', email: 'admin@example.org', name: 'Admin', role: 'administrator' as const };

// antd forms are heavy in jsdom: leave room on a busy 2-core machine.
jest.setTimeout(20_000);
const fetchMock = jest.fn();

/** antd's App around the router, as AdminProviders is in the shell: toasts outlive a page change. */
function renderLogin(path = '/admin/login') {
  return renderWithApp(<LoginPage />, { path, routePath: '/admin/login', wrap: (children) => <App>{children}</App> });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /sign in|signing in/i }));

async function fillAndSubmit(email = 'admin@example.org', password = 'Admin@2024') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await submit();
}

/** Only the login call is of interest; /api/site may be asked for the page title. */
function loginCalls() {
  return fetchMock.mock.calls.filter(([request]) => String((request as Request).url).includes('/admin/auth/login'));
}

function answerLogin(response: Promise<Response> | Response) {
  fetchMock.mockImplementation(async (request: Request) =>
    request.url.includes('/admin/auth/login') ? response : envelope({ instituteShortName: 'DIET' }),
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  answerLogin(envelope({ token: 'tok', user }));
});

describe('login page', () => {
  it('says what is missing on submit, without calling the API', async () => {
    renderLogin();
    expect(screen.queryByText(VALIDATION.emailRequired)).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(loginCalls()).toHaveLength(0);
  });

  it('validates on submit first, then on every change', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    // Nothing yet: the rules wait for the first submit.
    expect(screen.queryByText(VALIDATION.emailInvalid)).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.org');
    await waitFor(() => expect(screen.queryByText(VALIDATION.emailInvalid)).not.toBeInTheDocument());
  });

  it("shows 'Signing in...' on a disabled button while the call runs", async () => {
    let finish: (response: Response) => void = () => {};
    answerLogin(new Promise<Response>((resolve) => (finish = resolve)));
    renderLogin();
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    await act(async () => finish(envelope({ token: 'tok', user })));
  });

  it('signs in, keeps the session, toasts and goes on to next', async () => {
    renderLogin('/admin/login?next=%2Fadmin%2Fevents');
    await fillAndSubmit();
    expect(await screen.findByText(TOASTS.loginSuccess)).toBeInTheDocument();
    expect(await screen.findByTestId('admin-page')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok');
    const body = JSON.parse(await (loginCalls()[0][0] as Request).text());
    expect(body).toEqual({ email: 'admin@example.org', password: 'Admin@2024' });
  });

  it('asks for the authentication code when the account has two-factor sign-in, then signs in with it', async () => {
    const answers = [
      envelope({ codeRequired: true }),
      envelope(
        {
          success: false,
          statusCode: 401,
          error: TWO_FACTOR_MESSAGES.codeInvalid,
          message: TWO_FACTOR_MESSAGES.codeInvalid,
        },
        401,
      ),
      envelope({ token: 'tok', user }),
    ];
    fetchMock.mockImplementation(async (request: Request) =>
      request.url.includes('/admin/auth/login') ? answers.shift() : envelope({ instituteShortName: 'DIET' }),
    );
    renderLogin();
    await fillAndSubmit();
    const code = await screen.findByLabelText('Authentication code');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '000000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123456' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok'));
    const bodies = await Promise.all(loginCalls().map(([request]) => (request as Request).clone().text()));
    expect(bodies.map((b) => JSON.parse(b))).toEqual([
      { email: 'admin@example.org', password: 'Admin@2024' },
      { email: 'admin@example.org', password: 'Admin@2024', code: '000000' },
      { email: 'admin@example.org', password: 'Admin@2024', code: '123456' },
    ]);
  }, 60_000);

  it("shows the server's error text when the credentials are refused", async () => {
    answerLogin(envelope({ success: false, statusCode: 401, error: 'Invalid email or password', message: 'x' }, 401));
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it("falls back to 'Invalid credentials or server error' when the error has no text", async () => {
    answerLogin(new Response('<html>bad gateway</html>', { status: 502 }));
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText(TOASTS.loginHttpError)).toBeInTheDocument();
  });

  it("says 'Invalid response from server' when token or user is missing", async () => {
    answerLogin(envelope({ token: 'tok' }));
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText(TOASTS.loginInvalidResponse)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it("says 'Something went wrong during login' when the server cannot be reached", async () => {
    answerLogin(Promise.reject(new TypeError('Failed to fetch')));
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText(TOASTS.loginOther)).toBeInTheDocument();
  });

  it('says the session has expired when the server ended it, not after the sign-out button or on a first visit', async () => {
    const { store, unmount } = renderLogin();
    expect(screen.queryByText(ACCESS.sessionExpired)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loggedIn({ token: 'tok', user }));
      store.dispatch(logout({ byUser: true }));
    });
    expect(screen.queryByText(ACCESS.sessionExpired)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loggedIn({ token: 'tok', user }));
      store.dispatch(logout());
    });
    expect(await screen.findByText(ACCESS.sessionExpired)).toBeInTheDocument();
    unmount();
  });

  it('sends an already signed-in administrator straight to /admin', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    renderLogin();
    expect(await screen.findByTestId('admin-page')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
