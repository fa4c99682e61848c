import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderInShell } from '../../test/render';
import { EventsArchivePage } from './events-archive-page';

const fetchMock = jest.fn();
const event = (id: string, title: string, date: string, extra: object = {}) => ({
  id,
  title,
  date,
  description: `${title} description`,
  link: null,
  excerpt: null,
  location: null,
  category: null,
  ...extra,
});
const ALL = [
  event('1', 'Coding Workshop', '2024-05-01', { category: 'Technology', location: 'Computer Lab' }),
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

function eventCalls(): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([r]) => new URL((r as Request).url))
    .filter((u) => u.pathname === '/api/events')
    .map((u) => u.searchParams);
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('events archive', () => {
  it('asks for past events newest first and shows the count, cards and location', async () => {
    serve();
    renderInShell(<EventsArchivePage />, '/events/archive');
    expect(screen.getByRole('heading', { level: 1, name: 'Events Archive' })).toBeInTheDocument();
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
    expect(screen.getByText('Coding Workshop')).toBeInTheDocument();
    expect(screen.getByText('Computer Lab')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sort by Date' })).toBeInTheDocument();
    const first = eventCalls()[0];
    expect(first.get('when')).toBe('past');
    expect(first.get('sort')).toBe('newest');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('filters by category and search through the API, and Clear Filters resets', async () => {
    serve();
    renderInShell(<EventsArchivePage />, '/events/archive');
    await screen.findByText('2 events found');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Leadership');
    expect(await screen.findByText('1 events found in Leadership')).toBeInTheDocument();
    expect(screen.queryByText('Coding Workshop')).not.toBeInTheDocument();
    expect(eventCalls().at(-1)?.get('category')).toBe('Leadership');

    await userEvent.type(screen.getByPlaceholderText('Search events...'), 'coding');
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    await waitFor(() => expect(eventCalls().at(-1)?.get('q')).toBe('coding'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search events...')).toHaveValue('');
  });

  it('shows an error with a retry when the load fails', async () => {
    serve(true);
    renderInShell(<EventsArchivePage />, '/events/archive');
    const alert = await screen.findByRole('alert');
    serve();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 events found')).toBeInTheDocument();
  });
});
