import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setRenderLanguage } from '@diet/contracts/active-language';
import { library } from '@diet/contracts/content-types/library';
import { json, renderInShell } from '../../test/render';
import { ListView } from './list-page';

const fetchMock = jest.fn();
/** The router's address (without the language's prefix), where the test can read it. */
const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
};
const BOOKS = Array.from({ length: 30 }, (_, i) => ({
  id: String(i),
  title: `Book ${i}`,
  author: i % 2 ? 'Kaur' : 'Singh',
  subject: i % 3 ? 'Education' : 'Science',
  isbn: i === 0 ? '9780000000606' : null,
  year: 2000 + (i % 3),
  language: i % 5 ? 'en' : 'pa',
  callNumber: i === 0 ? '370.1 MEH' : null,
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

/** Searches, filters and pages like the API does. */
function serve(fail = false) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (fail) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    const s = url.searchParams;
    const q = (s.get('q') ?? '').toLowerCase();
    let items = BOOKS.filter((b) => !q || b.title.toLowerCase().includes(q) || b.author.toLowerCase().includes(q));
    for (const field of ['subject', 'year', 'language'] as const)
      if (s.get(field)) items = items.filter((b) => String(b[field]) === s.get(field));
    if (s.get('available')) items = items.filter((b) => String(b.available > 0) === s.get('available'));
    if (s.get('sort') === 'new') items = [...items].reverse();
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
afterEach(() => setRenderLanguage(undefined));

describe('the library page, drawn from its definition', () => {
  it('shows the catalogue as a table of its columns, the figures, hours and services, and pages through the API', async () => {
    serve();
    renderInShell(<ListView definition={library} />, '/library');
    const table = await screen.findByRole('table', { name: 'Books in the catalogue' });
    expect(screen.getByRole('heading', { level: 1, name: 'Digital Library' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Book Catalogue' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Book Details', 'Author', 'Subject', 'ISBN', 'Copies', 'Status']);
    // The machinery's 20 a page: a header row and 20 books.
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('30 books found')).toBeInTheDocument();
    expect(lastLibraryCall().get('pageSize')).toBe('20');
    // A book's row: its title (no item page: the definition's `get` is false), details, cells and badge.
    const first = within(table).getByText('Book 0').closest('tr')!;
    expect(within(first).queryByRole('link')).toBeNull();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Book 0Punjabi · 2000 · Call number 370.1 MEH',
      'Singh',
      'Science',
      '9780000000606',
      '3',
      'Checked Out',
    ]);
    for (const text of ['5000+', '12 hrs', 'Daily Open', 'Library Hours', 'Study Room Reservations', 'Monday - Friday'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('9:00 AM - 5:00 PM').tagName).toBe('DD');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Book 29')).toBeInTheDocument();
    expect(lastLibraryCall().get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 2', { selector: 'span' })).toBeInTheDocument();
  });

  it("offers SPEC's two selects only, filters by subject, availability and search, with the empty text and Clear Filters", async () => {
    serve();
    renderInShell(<ListView definition={library} />, '/library');
    await screen.findByText('30 books found');
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    const availability = screen.getByLabelText('Availability');
    expect(
      within(availability)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Books', 'Available', 'Checked Out']);
    expect(within(screen.getByLabelText('Subject')).getAllByRole('option')[0]).toHaveTextContent('All');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Science');
    expect(await screen.findByText('10 books found')).toBeInTheDocument();
    await userEvent.selectOptions(availability, 'false');
    await waitFor(() => expect(lastLibraryCall().get('available')).toBe('false'));
    expect(await screen.findByText('3 books found')).toBeInTheDocument();
    expect(screen.getAllByText('Checked Out', { selector: 'span' })).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Search by title, author, ISBN or subject'), 'nothing-like-this');
    expect(await screen.findByText('No books found matching your criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(await screen.findByText('30 books found')).toBeInTheDocument();
  });

  it("shows each book's copies on the shelf, the facets' counts as filters, new arrivals and the RIS link", async () => {
    serve();
    renderInShell(<ListView definition={library} />, '/library?q=book');
    await screen.findByText('30 books found');
    expect(screen.getAllByText('Available 2 of 3').length).toBeGreaterThan(0);
    expect(screen.getAllByText('English · 2001').length).toBeGreaterThan(0);
    const refine = screen.getByRole('navigation', { name: 'Refine the catalogue' });
    expect(within(refine).getByRole('group', { name: 'Books by language' })).toHaveTextContent('Punjabi (6)');
    const years = within(refine).getByRole('group', { name: 'Books by year of publication' });
    await userEvent.click(within(years).getByRole('link', { name: '2001 (10)' }));
    await waitFor(() => expect(lastLibraryCall().get('year')).toBe('2001'));
    expect(await screen.findByText('10 books found')).toBeInTheDocument();
    expect(within(years).getByRole('link', { name: '2001 (10)' })).toHaveAttribute('aria-current', 'true');
    // The export carries the search and the filters, never the paging.
    expect(screen.getByRole('link', { name: 'Export these books as citations (RIS)' })).toHaveAttribute(
      'href',
      '/api/library/export.ris?q=book&year=2001',
    );
    const order = screen.getByRole('navigation', { name: 'Order of the catalogue' });
    expect(within(order).getByRole('link', { name: 'All books (A-Z)' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(order).getByRole('link', { name: 'New arrivals' }));
    await waitFor(() => expect(lastLibraryCall().get('sort')).toBe('new'));
    expect(within(order).getByRole('link', { name: 'New arrivals' })).toHaveAttribute('aria-current', 'true');
    // A facet followed again lets go; the order stays.
    await userEvent.click(within(years).getByRole('link', { name: '2001 (10)' }));
    expect(await screen.findByText('30 books found')).toBeInTheDocument();
    expect(lastLibraryCall().get('year')).toBeNull();
    expect(lastLibraryCall().get('sort')).toBe('new');
  });

  it("links under the language's prefix, as the server renders them, and a click changes the list in place", async () => {
    serve();
    renderInShell(
      <>
        <ListView definition={library} />
        <Where />
      </>,
      '/pa/library?sort=new',
      '/pa',
    );
    await screen.findByText('30 books found');
    const order = screen.getByRole('navigation', { name: 'Order of the catalogue' });
    expect(within(order).getByRole('link', { name: 'All books (A-Z)' })).toHaveAttribute('href', '/pa/library');
    const refine = screen.getByRole('navigation', { name: 'Refine the catalogue' });
    const english = within(refine).getByRole('link', { name: 'English (24)' });
    expect(english).toHaveAttribute('href', '/pa/library?sort=new&language=en');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/pa/library?sort=new&page=2');
    // The router's address becomes the link's, so the list reads what a reload of it would.
    await userEvent.click(english);
    expect(await screen.findByText('24 books found')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/library?sort=new&language=en');
    expect(within(refine).getByRole('link', { name: 'English (24)' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/library?sort=new&language=en&page=2');
    expect(Object.fromEntries(lastLibraryCall())).toMatchObject({ sort: 'new', language: 'en', page: '2' });
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/pa/library?sort=new&language=en&page=1',
    );
  });

  it('shows an error with a retry when the catalogue fails to load, and no export link', async () => {
    serve(true);
    renderInShell(<ListView definition={library} />, '/library');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the catalogue.');
    expect(screen.queryByRole('link', { name: /RIS/ })).toBeNull();
    serve();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('30 books found')).toBeInTheDocument();
  });

  it("speaks Punjabi from the definition: the table's columns, the count, the badges and the hours", async () => {
    serve();
    setRenderLanguage('pa');
    renderInShell(<ListView definition={library} />, '/pa/library');
    const table = await screen.findByRole('table', { name: 'ਸੂਚੀ ਵਿਚਲੀਆਂ ਕਿਤਾਬਾਂ' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ਕਿਤਾਬ ਦਾ ਵੇਰਵਾ', 'ਲੇਖਕ', 'ਵਿਸ਼ਾ', 'ISBN', 'ਕਾਪੀਆਂ', 'ਸਥਿਤੀ']);
    expect(screen.getByText('30 ਕਿਤਾਬਾਂ ਮਿਲੀਆਂ')).toBeInTheDocument();
    expect(within(table).getAllByText('ਉਪਲਬਧ: 3 ਵਿੱਚੋਂ 2').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('ਜਾਰੀ ਕੀਤੀ ਗਈ').length).toBeGreaterThan(0);
    expect(within(table).getByText('ਪੰਜਾਬੀ · 2000 · ਕਾਲ ਨੰਬਰ 370.1 MEH')).toBeInTheDocument();
    expect(screen.getByText('12 ਘੰਟੇ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ਲਾਇਬ੍ਰੇਰੀ ਦਾ ਸਮਾਂ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ਇਹਨਾਂ ਕਿਤਾਬਾਂ ਦੇ ਹਵਾਲੇ ਡਾਊਨਲੋਡ ਕਰੋ (RIS)' })).toBeInTheDocument();
  });
});
