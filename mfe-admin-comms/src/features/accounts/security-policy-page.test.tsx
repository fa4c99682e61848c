import { App } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_KEYS } from '@diet/contracts/api';
import { SECURITY_POLICY_MESSAGES, SECURITY_POLICY_TOASTS } from '@diet/contracts/security-policy';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { SecurityPolicyPage } from './security-policy-page';

// antd forms are heavy in jsdom: leave room on a busy 2-core machine.
jest.setTimeout(90_000);
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: 'u1', email: 'admin@example.org', name: 'Administrator', role: 'administrator' }),
  );
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/security-policy' && request.method === 'PUT') {
      return json({ success: true, data: await request.clone().json(), message: SECURITY_POLICY_TOASTS.saved });
    }
    if (url.pathname === '/api/admin/security-policy')
      return json({ success: true, data: { requireTwoFactor: ['administrator'], idleMinutes: 30 } });
    return json({ success: true, data: { instituteShortName: 'DIET' } });
  });
});

const puts = () => fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === 'PUT');

it('shows the policy, checks the idle limit in the browser, and saves the roles that must use 2FA', async () => {
  renderInShell(
    <App>
      <SecurityPolicyPage />
    </App>,
    '/admin/security-policy',
  );
  const administrators = await screen.findByRole('checkbox', { name: 'Administrator' });
  expect(administrators).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Editor' })).not.toBeChecked();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Editor' }));
  const idle = screen.getByLabelText('Idle limit (minutes)');
  fireEvent.change(idle, { target: { value: '' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  expect(await screen.findByText(SECURITY_POLICY_MESSAGES.idleMinutesRange)).toBeInTheDocument();
  expect(puts()).toHaveLength(0);

  fireEvent.change(idle, { target: { value: '20' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(await puts()[0].clone().json()).toEqual({ requireTwoFactor: ['administrator', 'editor'], idleMinutes: 20 });
  expect(await screen.findByText(SECURITY_POLICY_TOASTS.saved)).toBeInTheDocument();
});
