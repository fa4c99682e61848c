import { App } from 'antd';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { NewsletterPage } from './newsletter-page';

const fetchMock = jest.fn();
const byType = { Student: 4, Teacher: 3, Administrator: 0, Parent: 1, Public: 2 };
const overview = {
  subscribers: [
    {
      id: 's1',
      name: 'asha',
      email: 'asha@example.org',
      type: 'Student',
      subscribedAt: '2025-06-01T10:00:00.000Z',
      status: true,
    },
    {
      id: 's2',
      name: 'Bal',
      email: 'bal@example.org',
      type: 'Teacher',
      subscribedAt: '2025-05-01T10:00:00.000Z',
      status: false,
    },
  ],
  meta: { total: 2, page: 1, pageSize: 20 },
  stats: {
    total: 10,
    inactive: 1,
    byType,
    thisWeek: { total: 3, byType: { Student: 2, Teacher: 1, Administrator: 0, Parent: 0, Public: 0 } },
    emailsSentThisMonth: 42,
    growthRate: 25,
    newLast30Days: 5,
    newPrevious30Days: 4,
    openRate: null,
  },
  logs: [
    {
      id: 'c1',
      subject: 'June News',
      content: 'x',
      createdAt: '2025-06-02T10:00:00.000Z',
      recipientCount: 9,
      sentCount: 7,
      failedCount: 2,
      pendingCount: 0,
    },
  ],
};

type Handler = (request: Request) => Response | Promise<Response>;

function serve(extra: Handler = () => json({ success: true, data: null })) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (request.method === 'GET' && url.pathname === '/api/admin/newsletter')
      return json({ success: true, data: overview });
    return extra(request);
  });
}

const calls = (method: string) => fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === method);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
});

/** Clicks the modal's Send once it is ready again ('Sending...' and disabled while a send is busy). */
async function clickSend(dialog: HTMLElement) {
  const send = await within(dialog).findByRole('button', { name: 'Send' });
  await waitFor(() => expect(send).toBeEnabled());
  fireEvent.click(send);
}

const renderPage = () =>
  renderInShell(
    <App>
      <NewsletterPage />
    </App>,
    '/admin/newsletter',
  );

describe('Newsletter admin', () => {
  it('shows the counted stats, this-week changes, performance and the subscriber table', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('asha@example.org')).toBeInTheDocument();
    const cards = screen.getAllByTestId('newsletter-stat');
    expect(within(cards[0]).getByText('Total Subscribers')).toBeInTheDocument();
    expect(within(cards[0]).getByText('10')).toBeInTheDocument();
    expect(within(cards[0]).getByText('+3 this week')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Active only (1 inactive)')).toBeInTheDocument();
    expect(within(cards[1]).getByText('+2 this week')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('Not tracked')).toBeInTheDocument();
    expect(screen.getByText('+25%')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('June News')).toBeInTheDocument();
    expect(
      calls('GET')
        .find((r) => r.url.includes('/api/admin/newsletter'))!
        .headers.get('Authorization'),
    ).toBe('Bearer tok');
  });

  it("refuses to send with an empty field: the toast 'Subject and content are required.' and no call", async () => {
    serve();
    renderPage();
    await screen.findByText('asha@example.org');
    fireEvent.click(screen.getByRole('button', { name: /Send Newsletter/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Only a subject' } });
    await clickSend(dialog);
    expect(await screen.findByText('Subject and content are required.')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it('sends, says so, and closes with the fields cleared; a failure keeps the modal open', async () => {
    let fail = true;
    serve((request) =>
      request.method === 'POST' && fail
        ? json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500)
        : json({ success: true, data: overview.logs[0] }, 201),
    );
    renderPage();
    await screen.findByText('asha@example.org');
    fireEvent.click(screen.getByRole('button', { name: /Send Newsletter/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'July News' } });
    fireEvent.change(within(dialog).getByLabelText('Content'), { target: { value: '<p>Hello</p>' } });
    await clickSend(dialog);
    expect(await screen.findByText('Failed to send newsletter. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('July News');
    fail = false;
    await clickSend(dialog);
    expect(await screen.findByText('Newsletter sent successfully!')).toBeInTheDocument();
    expect(await calls('POST')[1].clone().json()).toEqual({ subject: 'July News', content: '<p>Hello</p>' });
    fireEvent.click(screen.getByRole('button', { name: /Send Newsletter/ }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
  });

  it('deactivates a subscriber and retries failed deliveries', async () => {
    serve(() => json({ success: true, data: null }));
    renderPage();
    await screen.findByText('asha@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(calls('PATCH')[0].url).toMatch(/\/api\/admin\/newsletter\/subscribers\/s1$/);
    expect(await calls('PATCH')[0].clone().json()).toEqual({ status: false });
    fireEvent.click(screen.getByRole('button', { name: 'Retry failed' }));
    expect(await screen.findByText('Failed deliveries will be sent again.')).toBeInTheDocument();
    expect(calls('POST')[0].url).toMatch(/\/api\/admin\/newsletter\/campaigns\/c1\/retry$/);
  });

  it('asks the API for one type when the filter changes', async () => {
    serve();
    renderPage();
    await screen.findByText('asha@example.org');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by type' }));
    fireEvent.click(await screen.findByText('Teachers', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(calls('GET').some((r) => new URL(r.url).searchParams.get('type') === 'Teacher')).toBe(true),
    );
  });

  describe('while a campaign is sending', () => {
    const campaign = {
      id: 'c2',
      subject: 'August News',
      content: 'x',
      createdAt: '2025-08-01T10:00:00.000Z',
      recipientCount: 5,
    };
    /** What successive GETs of the overview answer: the campaign's counts move, then it is done. */
    const polls = [
      { sentCount: 0, failedCount: 0, pendingCount: 5 },
      { sentCount: 3, failedCount: 0, pendingCount: 2 },
      { sentCount: 4, failedCount: 1, pendingCount: 0 },
    ];
    const overviewCalls = () => calls('GET').filter((r) => new URL(r.url).pathname === '/api/admin/newsletter');
    const row = () => screen.getByText('August News').closest('tr')!;
    /** The Sent, Failed and Pending cells of the campaign's row. */
    const counts = () =>
      Array.from(row().querySelectorAll('td'))
        .slice(3, 6)
        .map((td) => td.textContent);
    const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('asks again every 3 seconds, so the counts move without a reload, and stops once none is sending', async () => {
      fetchMock.mockImplementation(async (request: Request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
        const answer = polls[Math.min(overviewCalls().length, polls.length) - 1];
        return json({ success: true, data: { ...overview, logs: [{ ...campaign, ...answer }] } });
      });
      renderPage();
      await screen.findByText('August News');
      expect(counts()).toEqual(['0', '0', '5']);
      expect(overviewCalls()).toHaveLength(1);

      await advance(3000);
      await waitFor(() => expect(counts()).toEqual(['3', '0', '2']));
      expect(overviewCalls()).toHaveLength(2);

      await advance(3000);
      await waitFor(() => expect(counts()).toEqual(['4', '1', '0']));
      expect(within(row()).getByRole('button', { name: 'Retry failed' })).toBeInTheDocument();

      // Done: no more requests, however long the page stays open.
      await advance(30_000);
      expect(overviewCalls()).toHaveLength(3);
    });

    it("shows each delivery's attempts and next try, and keeps them current while the campaign sends", async () => {
      const deliveryPolls = [
        {
          state: 'pending',
          attempts: 1,
          error: '451 Mailbox busy',
          nextAttemptAt: '2025-08-01T10:01:00.000Z',
          sentAt: null,
        },
        { state: 'sent', attempts: 2, error: null, nextAttemptAt: null, sentAt: '2025-08-01T10:01:02.000Z' },
      ];
      let deliveryCalls = 0;
      fetchMock.mockImplementation(async (request: Request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
        if (url.pathname.endsWith('/deliveries')) {
          const answer = deliveryPolls[Math.min(++deliveryCalls, deliveryPolls.length) - 1];
          return json({
            success: true,
            data: [{ id: 'd1', campaignId: 'c2', email: 'busy@example.org', ...answer }],
            meta: { total: 1, page: 1, pageSize: 20 },
          });
        }
        const counts =
          deliveryCalls < 2
            ? { sentCount: 4, failedCount: 0, pendingCount: 1 }
            : { sentCount: 5, failedCount: 0, pendingCount: 0 };
        return json({ success: true, data: { ...overview, logs: [{ ...campaign, ...counts }] } });
      });
      renderPage();
      await screen.findByText('August News');
      fireEvent.click(within(row()).getByRole('button', { name: 'Deliveries' }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(within(dialog).getByText('Deliveries: August News')).toBeInTheDocument();
      const cells = async () =>
        Array.from((await within(dialog).findByText('busy@example.org')).closest('tr')!.querySelectorAll('td')).map(
          (td) => td.textContent,
        );
      expect(within(dialog).getByRole('columnheader', { name: 'Attempts' })).toBeInTheDocument();
      const waiting = await cells();
      expect(waiting.slice(1, 4)).toEqual(['pending', '1', '451 Mailbox busy']);
      // The institute's time (10:01 UTC is 15:31 in Kolkata), whatever the browser's zone.
      expect(waiting[4]).toBe('Next try 1 Aug 2025, 3:31 pm');

      await advance(3000);
      await waitFor(async () => expect((await cells()).slice(1, 3)).toEqual(['sent', '2']));
      expect((await cells())[4]).toBe('1 Aug 2025, 3:31 pm');
    });
  });
});
