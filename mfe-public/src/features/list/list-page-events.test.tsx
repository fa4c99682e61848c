import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@diet/contracts/content-types/events';
import { callsTo } from '../../test/list-server';
import { json, renderInShell, renderPage } from '../../test/render';
import { testEvent as event } from '../../test/events';
import { ListView } from './list-page';

const fetchMock = jest.fn();
const ALL = [
  event('1', 'Coding Workshop', '2024-05-01', { category: 'Technology', location: 'Computer Lab', startTime: '10:30' }),
  event('2', 'Leadership Talk', '2024-03-01', { category: 'Leadership' }),
];

/** A tiny stand-in for GET /api/events that filters like the API does. */
function serve(fail = false) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (fail) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const category = url.searchParams.get('category');
    const items = ALL.filter(
      (e) => (!q || e.title.toLowerCase().includes(q)) && (!category || e.category === category),
    );
    return json({ success: true, data: items, meta: { total: items.length, page: 1, pageSize: 50 } });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe("the events' archive, drawn from the events' definition", () => {
  it("is the list page at /events/archive, asking for past events in the definition's order (newest first), 50 a page", async () => {
    serve();
    renderPage('/events/archive');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events Archive' })).toBeInTheDocument();
    expect(
      screen.getByText('A look back at the events, workshops and celebrations of our institute.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
    const first = callsTo(fetchMock, '/api/events')[0];
    expect(first.get('when')).toBe('past');
    // SPEC's only order, 'Sort by Date' newest first, is the definition's own: the past view has none of its own.
    expect(first.get('sort')).toBeNull();
    expect(events.order).toEqual(events.sorts?.options.newest);
    expect(events.views?.order?.past).toBeUndefined();
    expect(first.get('pageSize')).toBe('50');
    // The one view: no tabs.
    expect(screen.queryByRole('link', { name: 'Past' })).toBeNull();
  });

  it('shows the date with its time, the title to its page, the description and the location when set', async () => {
    serve();
    renderInShell(<ListView definition={events} />, '/events/archive');
    const title = await screen.findByRole('link', { name: 'Coding Workshop' });
    expect(title).toHaveAttribute('href', '/events/1');
    const card = title.closest('li')!;
    expect(within(card).getByText('Coding Workshop description')).toBeInTheDocument();
    expect(card).toHaveTextContent('Location: Computer Lab');
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2024-05-01T10:30+05:30');
    const other = screen.getByRole('link', { name: 'Leadership Talk' }).closest('li')!;
    expect(other).not.toHaveTextContent('Location');
    // SPEC's sort select: only 'Sort by Date'.
    expect(
      within(screen.getByLabelText('Sort'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sort by Date']);
    expect(screen.getByLabelText('Sort')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('filters by category and search through the API, says the category in the count, and Clear Filters resets', async () => {
    serve();
    renderInShell(<ListView definition={events} />, '/events/archive');
    await screen.findByText('2 events found');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Leadership');
    expect(await screen.findByText('1 events found in Leadership')).toBeInTheDocument();
    expect(screen.queryByText('Coding Workshop')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/events').at(-1)?.get('category')).toBe('Leadership');

    await userEvent.type(screen.getByPlaceholderText('Search events...'), 'coding');
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/events').at(-1)?.get('q')).toBe('coding'));
    expect(callsTo(fetchMock, '/api/events').at(-1)?.get('when')).toBe('past');
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search events...')).toHaveValue('');
  });

  it('shows an error with a retry when the load fails', async () => {
    serve(true);
    renderInShell(<ListView definition={events} />, '/events/archive');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the events.');
    serve();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
  });
});
