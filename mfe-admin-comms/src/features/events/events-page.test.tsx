import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { EventsPage } from './events-page';

const fetchMock = jest.fn();
const event = (id: string, title: string, date: string) => ({
  id,
  title,
  date,
  description: `About ${title}`,
  link: null,
  excerpt: null,
  location: null,
  category: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

type Handler = (request: Request) => Response | Promise<Response>;

/** Answers /api/site, the counts and the list; `extra` decides every other call. */
function serve(
  list: (request: Request) => Response | Promise<Response>,
  extra: Handler = () => json({ success: true, data: null }),
) {
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (request.url.endsWith('/api/admin/events/counts'))
      return json({ success: true, data: { total: 2, upcoming: 1, past: 1 } });
    if (request.method === 'GET' && request.url.includes('/api/admin/events?')) return list(request);
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

const renderPage = () =>
  renderInShell(
    <App>
      <EventsPage />
    </App>,
    '/admin/events',
  );
/** The API splits upcoming from past: one future and one past event. */
const twoEvents = (request: Request) => {
  const when = new URL(request.url).searchParams.get('when');
  const data =
    when === 'upcoming'
      ? [event('event-fut001', 'Future Fair', '2099-01-01')]
      : [event('event-old001', 'Old Meet', '2001-01-01')];
  return json({ success: true, data, meta: { total: 1, page: 1, pageSize: 12 } });
};

describe('Events Management', () => {
  it("says 'Loading events...' while the list loads", () => {
    serve(() => new Promise(() => {}));
    renderPage();
    expect(screen.getAllByText('Loading events...')).toHaveLength(2);
  });

  it('lists events in the two sections with badge, long date, description and the last 6 characters of the id', async () => {
    serve(twoEvents);
    renderPage();
    const future = (await screen.findByText('Future Fair')).closest('[data-testid="event-card"]') as HTMLElement;
    expect(within(future).getByText('Upcoming')).toBeInTheDocument();
    expect(within(future).getByText('1 January 2099')).toBeInTheDocument();
    expect(within(future).getByText('About Future Fair')).toBeInTheDocument();
    expect(within(future).getByText('Event ID: fut001')).toBeInTheDocument();
    const old = screen.getByText('Old Meet').closest('[data-testid="event-card"]') as HTMLElement;
    expect(within(old).getByText('Completed')).toBeInTheDocument();
    const request = calls('GET').find((r) => r.url.includes('/api/admin/events?'))!;
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(screen.getByRole('region', { name: 'Upcoming Events' })).toContainElement(future);
    expect(screen.getByRole('region', { name: 'Past Events' })).toContainElement(old);
  });

  it('asks the API for each section a page at a time, and pages through many events', async () => {
    const many = (request: Request) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const when = params.get('when');
      const data = Array.from({ length: page === 3 ? 6 : 12 }, (_, i) =>
        event(`ev-${when}-${page}-${i}`, `${when} ${page}.${i}`, when === 'past' ? '2001-01-01' : '2099-01-01'),
      );
      return json({ success: true, data, meta: { total: 30, page, pageSize: 12 } });
    };
    serve(many);
    renderPage();
    expect(await screen.findByText('upcoming 1.0')).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).getAllByTestId('event-card')).toHaveLength(12);
    const listCall = calls('GET').find((r) => r.url.includes('when=upcoming'))!;
    expect(new URL(listCall.url).searchParams.get('pageSize')).toBe('12');
    fireEvent.click(within(upcoming).getByTitle('3'));
    expect(await within(upcoming).findByText('upcoming 3.5')).toBeInTheDocument();
    expect(within(upcoming).getAllByTestId('event-card')).toHaveLength(6);
    // The other section keeps its own page.
    expect(within(screen.getByRole('region', { name: 'Past Events' })).getByText('past 1.0')).toBeInTheDocument();
  });

  it("shows 'No Upcoming Events' and 'No Past Events' when there are none (a non-array counts as none)", async () => {
    serve(() => json({ success: true, data: { not: 'an array' } }));
    renderPage();
    expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
    expect(screen.getByText('No Past Events')).toBeInTheDocument();
  });

  it('refuses an empty form with the required messages and sends nothing', async () => {
    serve(twoEvents);
    renderPage();
    await screen.findByText('Future Fair');
    fireEvent.click(screen.getByRole('button', { name: /Create New Event/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create New Event')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    // antd validates the fields one by one; on a busy host the messages appear in separate renders.
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Date is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it('creates an event, says so, and reloads the list', async () => {
    serve(twoEvents, (request) =>
      json({ success: true, data: event('new', 'x', '2099-02-02') }, request.method === 'POST' ? 201 : 200),
    );
    renderPage();
    await screen.findByText('Future Fair');
    fireEvent.click(screen.getByRole('button', { name: /Create New Event/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Science Day' } });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2099-02-02' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Experiments for all' } });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'Hall A' } });
    const listCallsBefore = calls('GET').filter((r) => r.url.includes('/api/admin/events?')).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event added successfully!')).toBeInTheDocument();
    const post = calls('POST')[0];
    expect(post.url).toMatch(/\/api\/admin\/events$/);
    expect(await post.clone().json()).toEqual({
      title: 'Science Day',
      date: '2099-02-02',
      startTime: null,
      description: 'Experiments for all',
      link: null,
      excerpt: null,
      location: 'Hall A',
      category: null,
      // Every content form sends its publish time and its translations (none typed here).
      publishAt: null,
      translations: { pa: {}, hi: {} },
    });
    await waitFor(() =>
      expect(calls('GET').filter((r) => r.url.includes('/api/admin/events?')).length).toBeGreaterThan(listCallsBefore),
    );
  });

  it("opens 'Edit Event' preloaded and sends PUT to the event's id; an API field error shows under its field", async () => {
    serve(twoEvents, (request) =>
      request.method === 'PUT'
        ? json(
            {
              success: false,
              statusCode: 400,
              error: 'Link is not valid',
              message: 'Link is not valid',
              details: { link: 'Link is not valid' },
            },
            400,
          )
        : json({ success: true, data: null }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit event Old Meet' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Event')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Old Meet');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2001-01-01');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Older Meet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(calls('PUT')[0].url).toMatch(/\/api\/admin\/events\/event-old001$/);
    expect((await calls('PUT')[0].clone().json()).title).toBe('Older Meet');
    expect(await within(dialog).findByText('Link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before deleting and deletes only after the confirmation', async () => {
    serve(twoEvents, () => json({ success: true, data: null }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete event Future Fair' }));
    const [title] = await screen.findAllByText('Are you sure you want to delete this event?');
    expect(calls('DELETE')).toHaveLength(0);
    const confirm = title.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted successfully!')).toBeInTheDocument();
    expect(calls('DELETE')[0].url).toMatch(/\/api\/admin\/events\/event-fut001$/);
  });
});
