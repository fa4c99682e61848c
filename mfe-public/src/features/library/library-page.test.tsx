import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderInShell } from '../../test/render';
import { LibraryPage } from './library-page';

const fetchMock = jest.fn();
const BOOKS = Array.from({ length: 30 }, (_, i) => ({
  id: String(i),
  title: `Book ${i}`,
  author: i % 2 ? 'Kaur' : 'Singh',
  subject: i % 3 ? 'Education' : 'Science',
  isbn: null,
  year: 2000 + (i % 3),
  language: i % 5 ? 'en' : 'pa',
  callNumber: null,
  copies: 3,
  available: i % 4 === 0 ? 0 : 2,
}));

/** Each facet's values among `items`, with their counts, as the API's meta.facets. */
const facetsOf = (items: typeof BOOKS) =>
  Object.fromEntries(
    (['subject', 'year', 'language'] as const).map((facet) => {
      const counts = new Map<string | number, number>();
      for (const b of items) counts.set(b[facet], (counts.get(b[facet]) ?? 0) + 1);
      return [facet, [...counts].map(([value, count]) => ({ value, count }))];
    }),
  );

/** Filters and pages like the API does. */
function serve(fail = false) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (fail) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    const s = url.searchParams;
    const q = (s.get('q') ?? '').toLowerCase();
    let items = BOOKS.filter((b) => !q || b.title.toLowerCase().includes(q) || b.author.toLowerCase().includes(q));
    if (s.get('subject')) items = items.filter((b) => b.subject === s.get('subject'));
    if (s.get('available')) items = items.filter((b) => String(b.available > 0) === s.get('available'));
    if (s.get('year')) items = items.filter((b) => String(b.year) === s.get('year'));
    const page = Number(s.get('page') ?? 1);
    const size = Number(s.get('pageSize') ?? 50);
    return json({
      success: true,
      data: items.slice((page - 1) * size, page * size),
      meta: { total: items.length, page, pageSize: size, facets: facetsOf(items) },
    });
  });
}
function lastLibraryCall(): URLSearchParams {
  const urls = fetchMock.mock.calls
    .map(([r]) => new URL((r as Request).url))
    .filter((u) => u.pathname === '/api/library');
  return urls[urls.length - 1].searchParams;
}
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('library page', () => {
  it('shows the table with its columns, the figures, hours and services, and pages through the API', async () => {
    serve();
    renderInShell(<LibraryPage />, '/library');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Book Details', 'Author', 'Subject', 'ISBN', 'Copies', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('30 books found')).toBeInTheDocument();
    expect(lastLibraryCall().get('pageSize')).toBe('25');
    for (const text of ['500+', '12 hrs', 'Library Hours', 'Study Room Reservations', 'Monday - Friday'])
      expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Book 29')).toBeInTheDocument();
    expect(lastLibraryCall().get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 2', { selector: 'span' })).toBeInTheDocument();
  });

  it('filters by subject, availability and search, with the empty text and Clear Filters', async () => {
    serve();
    renderInShell(<LibraryPage />, '/library');
    await screen.findByText('30 books found');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Science');
    expect(await screen.findByText('10 books found')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Availability'), 'false');
    await waitFor(() => expect(lastLibraryCall().get('available')).toBe('false'));
    expect(await screen.findByText('3 books found')).toBeInTheDocument();
    expect(screen.getAllByText('Checked Out', { selector: 'span' })).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Search by title, author, ISBN or subject'), 'nothing-like-this');
    expect(await screen.findByText('No books found matching your criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('30 books found')).toBeInTheDocument();
  });

  it("shows each book's copies on the shelf, the facets' counts as filters, new arrivals and the RIS link", async () => {
    serve();
    renderInShell(<LibraryPage />, '/library');
    await screen.findByText('30 books found');
    expect(screen.getAllByText('Available 2 of 3').length).toBeGreaterThan(0);
    expect(screen.getAllByText('English · 2001').length).toBeGreaterThan(0);
    const years = screen.getByRole('group', { name: 'Books by year of publication' });
    await userEvent.click(within(years).getByRole('button', { name: '2001 (10)' }));
    await waitFor(() => expect(lastLibraryCall().get('year')).toBe('2001'));
    expect(await screen.findByText('10 books found')).toBeInTheDocument();
    expect(within(years).getByRole('button', { name: '2001 (10)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Export these books as citations (RIS)' })).toHaveAttribute(
      'href',
      '/api/library/export.ris?year=2001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'New arrivals' }));
    await waitFor(() => expect(lastLibraryCall().get('sort')).toBe('new'));
  });

  it('shows an error with a retry when the catalogue fails to load', async () => {
    serve(true);
    renderInShell(<LibraryPage />, '/library');
    const alert = await screen.findByRole('alert');
    serve();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('30 books found')).toBeInTheDocument();
  });
});
