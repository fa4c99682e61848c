import { App } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { SESSION_KEYS } from '@diet/contracts/api';
import type { AuditEntry } from '@diet/contracts/audit';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { AuditPage } from './audit-page';

// antd tables and selects are heavy in jsdom: leave room on a busy 2-core machine.
jest.setTimeout(90_000);
const fetchMock = jest.fn();

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  time: '2026-11-25T10:00:00.000Z',
  action: 'Signed in',
  description: 'Signed in: admin@example.org',
  entity: 'account',
  entityId: 'u1',
  userId: 'u1',
  userName: 'Administrator',
  email: 'admin@example.org',
  address: '203.0.113.7',
  ...over,
});
const failed = entry({
  id: 'e2',
  action: 'Sign-in failed',
  description: 'Sign-in failed: intruder@example.org (unknown e-mail)',
  userId: null,
  userName: 'intruder@example.org',
  email: 'intruder@example.org',
});

function serve(audit: (url: URL) => Response) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/audit') return audit(url);
    if (url.pathname === '/api/admin/audit/actions')
      return json({ success: true, data: ['Sign-in failed', 'Signed in'] });
    if (url.pathname === '/api/admin/users') return json({ success: true, data: [] });
    return json({ success: true, data: { instituteShortName: 'DIET' } });
  });
}
const auditCalls = () =>
  fetchMock.mock.calls.map(([r]) => new URL((r as Request).url)).filter((u) => u.pathname === '/api/admin/audit');

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: 'u1', email: 'admin@example.org', name: 'Administrator', role: 'administrator' }),
  );
});

const renderPage = () =>
  renderInShell(
    <App>
      <AuditPage />
    </App>,
    '/admin/audit',
  );

describe('Audit log', () => {
  it('shows who did what from where, and asks the API again with the chosen action from page 1', async () => {
    serve((url) => {
      const rows = url.searchParams.get('action') === 'Sign-in failed' ? [failed] : [entry({}), failed];
      return json({ success: true, data: rows, meta: { total: rows.length, page: 1, pageSize: 50 } });
    });
    renderPage();
    expect(await screen.findByText('Signed in: admin@example.org')).toBeInTheDocument();
    expect(screen.getAllByText('203.0.113.7')).toHaveLength(2);
    expect(screen.getByText('2 entries')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by action' }));
    fireEvent.click(await screen.findByTitle('Sign-in failed'));
    await waitFor(() => expect(screen.queryByText('Signed in: admin@example.org')).not.toBeInTheDocument());
    const last = auditCalls().at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ action: 'Sign-in failed', page: '1', pageSize: '50' });
  });

  it('tells someone who is not an administrator that they may not read it', async () => {
    serve(() =>
      json(
        { success: false, statusCode: 403, error: ACCOUNT_MESSAGES.forbidden, message: ACCOUNT_MESSAGES.forbidden },
        403,
      ),
    );
    renderPage();
    expect(await screen.findByText(ACCOUNT_MESSAGES.forbidden)).toBeInTheDocument();
  });
});
