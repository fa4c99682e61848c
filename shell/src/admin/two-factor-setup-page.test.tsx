import { App } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en as shared } from '@diet/admin-ui/i18n/en';
import { TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { loggedIn, selectTwoFactorSetupRequired } from '@diet/frontend-core/auth-slice';
import { envelope, renderWithApp } from '../test/render';
import { TwoFactorSetupPage } from './two-factor-setup-page';
import { authApi } from './auth-api';

jest.setTimeout(60_000);

const user = { id: 'u1', email: 'asha@example.org', name: 'Asha', role: 'editor' as const };
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

it('leads an account the policy obliges to use 2FA through its set-up, with the current password, then opens the back office', async () => {
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/admin/auth/2fa/setup'))
      return envelope({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/DIET:asha?secret=JBSWY3DPEHPK3PXP' });
    if (request.url.endsWith('/admin/auth/2fa/enable'))
      return envelope({ recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] });
    return envelope({ instituteShortName: 'DIET' });
  });
  const { store } = renderWithApp(<TwoFactorSetupPage />, {
    path: '/admin',
    routePath: '/admin',
    adminProbe: false,
    wrap: (children) => <App>{children}</App>,
  });
  store.dispatch(authApi.util.resetApiState());
  store.dispatch(loggedIn({ token: 'tok', user, twoFactorSetupRequired: true }));
  expect(screen.getByText(shared.twoFactor.required)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: shared.twoFactor.turnOn }));
  const code = await screen.findByLabelText(shared.twoFactor.code);
  await userEvent.click(screen.getByRole('button', { name: shared.twoFactor.confirm }));
  expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText(shared.twoFactor.password), { target: { value: 'Role-test-password-1' } });
  await userEvent.click(screen.getByRole('button', { name: shared.twoFactor.confirm }));

  expect(await screen.findByText('AAAAA-BBBBB')).toBeInTheDocument();
  const enableCall = fetchMock.mock.calls.find(([request]) =>
    (request as Request).url.endsWith('/admin/auth/2fa/enable'),
  );
  expect(JSON.parse(await (enableCall![0] as Request).clone().text())).toEqual({
    code: '123456',
    currentPassword: 'Role-test-password-1',
  });
  expect(selectTwoFactorSetupRequired(store.getState())).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: shared.twoFactor.done }));
  await waitFor(() => expect(selectTwoFactorSetupRequired(store.getState())).toBe(false));
});
