import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { en as shared } from '@diet/admin-ui/i18n/en';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { emitAdminEvent } from '@diet/frontend-core/admin-events';
import { MessagesPage } from './messages-page';

const fetchMock = jest.fn();
const long = 'I would like to know the admission dates for the D.El.Ed course. '.repeat(3);
const messages = [
  {
    id: 'm1',
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    subject: 'Admission Inquiry',
    message: long,
    read: false,
    createdAt: new Date().toISOString(),
    reference: 'DIET-2026-000007',
    status: 'received',
    reply: null,
    updatedAt: new Date().toISOString(),
  },
  {
    id: 'm2',
    name: 'Meena',
    email: 'meena@example.org',
    subject: 'General',
    message: 'Please call me asap',
    read: true,
    createdAt: '2020-01-01T10:00:00.000Z',
    reference: 'DIET-2020-000001',
    status: 'in_progress',
    reply: 'We are looking into it.',
    updatedAt: '2020-01-02T10:00:00.000Z',
  },
];

type Handler = (request: Request) => Response | Promise<Response>;

function serve(
  list: Handler = () => json({ success: true, data: messages, meta: { total: 2, page: 1, pageSize: 20 } }),
  extra: Handler = () => json({ success: true, data: null }),
) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (url.pathname === '/api/contact' && url.searchParams.get('pageSize') === '1')
      return json({ success: true, data: [messages[0]], meta: { total: 7, page: 1, pageSize: 1 } });
    if (url.pathname === '/api/contact') return list(request);
    return extra(request);
  });
}

const calls = (method: string) => fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === method);
const listCalls = () =>
  calls('GET')
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === '/api/contact' && u.searchParams.get('pageSize') !== '1');

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
});

const renderPage = (path = '/admin/messages') =>
  renderInShell(
    <App>
      <MessagesPage />
    </App>,
    path,
  );

describe('Message Center', () => {
  it("says 'Loading messages...' while loading, then 'No messages yet' when there are none", async () => {
    let answer: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    answer(json({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 20 } }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows cards with mailto, relative time, cut message, Read more, Reply, urgent highlight, unread mark and the counts', async () => {
    serve();
    renderPage();
    const ravi = (await screen.findByText('Ravi Kumar')).closest('[data-testid="message-card"]') as HTMLElement;
    expect(within(ravi).getByRole('link', { name: 'ravi@example.org' })).toHaveAttribute(
      'href',
      'mailto:ravi@example.org',
    );
    expect(within(ravi).getByText(/Just now/)).toBeInTheDocument();
    expect(within(ravi).getByText(`${long.slice(0, 50)}...`, { exact: false })).toBeInTheDocument();
    expect(within(ravi).getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    expect(within(ravi).getByRole('link', { name: /Reply/ })).toHaveAttribute(
      'href',
      'mailto:ravi@example.org?subject=Re%3A%20Admission%20Inquiry',
    );
    expect(ravi).toHaveAttribute('data-unread', 'true');
    expect(ravi).toHaveAttribute('data-urgent', 'false');
    const meena = screen.getByText('Meena').closest('[data-testid="message-card"]') as HTMLElement;
    expect(meena).toHaveAttribute('data-urgent', 'true');
    expect(within(meena).getByText('Urgent')).toBeInTheDocument();
    expect(within(meena).queryByRole('button', { name: 'Read more' })).toBeNull();
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(
      calls('GET')
        .find((r) => r.url.includes('/api/contact'))!
        .headers.get('Authorization'),
    ).toBe('Bearer tok');
  });

  it('opens the detail modal with the whole message, marks it read, and closes', async () => {
    serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Read more' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(long.trim())).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      expect.stringContaining('subject=Re%3A'),
    );
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0].url).toMatch(/\/api\/admin\/messages\/m1$/);
    expect(await calls('PATCH')[0].clone().json()).toEqual({ read: true });
    fireEvent.click(within(dialog).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("asks the API to search and sort; no match shows 'No matching messages' and 'Clear Search' empties the box", async () => {
    serve((request) =>
      new URL(request.url).searchParams.get('q')
        ? json({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 20 } })
        : json({ success: true, data: messages, meta: { total: 2, page: 1, pageSize: 20 } }),
    );
    renderPage();
    await screen.findByText('Ravi Kumar');
    fireEvent.change(screen.getByPlaceholderText('Search by name, email, subject or message'), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No matching messages')).toBeInTheDocument();
    expect(listCalls().some((u) => u.searchParams.get('q') === 'zzz')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by name, email, subject or message')).toHaveValue('');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort messages' }));
    fireEvent.click(await screen.findByText('By Name'));
    await waitFor(() => expect(listCalls().some((u) => u.searchParams.get('sort') === 'name')).toBe(true));
  });

  it('deletes a message only after the confirmation', async () => {
    serve(undefined, () => json({ success: true, data: null }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Meena' }));
    const [title] = await screen.findAllByText('Are you sure you want to delete this message?');
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted successfully!')).toBeInTheDocument();
    expect(calls('DELETE')[0].url).toMatch(/\/api\/admin\/messages\/m2$/);
  });

  it('shows each reference and status, and saves the office answer with the API messages under the fields', async () => {
    let answers = 0;
    serve(undefined, async (request) => {
      if (request.method !== 'PATCH') return json({ success: true, data: null });
      const body = (await request.clone().json()) as Record<string, unknown>;
      if (!('status' in body)) return json({ success: true, data: messages[1] });
      answers++;
      if (answers === 1)
        return json(
          {
            success: false,
            statusCode: 400,
            error: 'Reply must be at most 5000 characters',
            message: 'Reply must be at most 5000 characters',
            details: { reply: 'Reply must be at most 5000 characters' },
          },
          400,
        );
      return json({ success: true, data: { ...messages[1], ...body } });
    });
    renderPage();
    expect(await screen.findByText('DIET-2026-000007')).toBeInTheDocument();
    expect(screen.getByText('DIET-2020-000001')).toBeInTheDocument();
    expect(screen.getByText('Received')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open message from Meena' }));
    const dialog = await screen.findByRole('dialog');
    const reply = within(dialog).getByLabelText('Reply (mailed to the sender when it changes)');
    expect(reply).toHaveValue('We are looking into it.');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Resolved'));
    fireEvent.change(reply, { target: { value: 'Posted today.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save status and reply' }));
    expect(await within(dialog).findByText('Reply must be at most 5000 characters')).toBeInTheDocument();
    expect(reply).toHaveValue('Posted today.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save status and reply' }));
    expect(await screen.findByText('Message updated successfully!')).toBeInTheDocument();
    const sent = calls('PATCH').filter((r) => r.url.endsWith('/m2'));
    expect(await sent[sent.length - 1].clone().json()).toEqual({ status: 'resolved', reply: 'Posted today.' });
  });

  it('keeps a reply being written when the session ends, and opens it again after signing in', async () => {
    serve();
    const first = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open message from Meena' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reply (mailed to the sender when it changes)'), {
      target: { value: 'Your certificate goes by post on Monday.' },
    });
    // A call answered 401: the base query says so before the sign-in page replaces the screen.
    emitAdminEvent('sessionEnded', '1');
    first.unmount();

    renderPage();
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('Reply (mailed to the sender when it changes)')).toHaveValue(
      'Your certificate goes by post on Monday.',
    );
    expect(await screen.findByText(shared.form.typedWorkBack)).toBeInTheDocument();
  });

  it("lists only the overdue grievances from the dashboard's link, and shows all again", async () => {
    serve();
    renderPage('/admin/messages?overdue=1');
    expect(await screen.findByText('Grievances open for more than 21 days')).toBeInTheDocument();
    await waitFor(() => expect(listCalls().some((u) => u.searchParams.get('overdue') === 'true')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Show all messages' }));
    await waitFor(() => expect(screen.queryByText('Grievances open for more than 21 days')).toBeNull());
  });
});
