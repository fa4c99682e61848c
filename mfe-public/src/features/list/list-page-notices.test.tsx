import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInInstitute } from '@diet/contracts/limits';
import { notices } from '@diet/contracts/content-types/notices';
import { callsTo, listServer } from '../../test/list-server';
import { json, renderInShell, renderPage } from '../../test/render';
import { isNew } from '../notices/notice-card';
import { ListView } from './list-page';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  document.head.innerHTML = '';
});

/** The institute's day `days` from today. */
const day = (days: number) => new Date(Date.parse(todayInInstitute()) + days * 86_400_000).toISOString().slice(0, 10);
const notice = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Notice ${id}`,
  category: 'Circular',
  body: `The body of notice ${id}.\nIts second line.`,
  publishDate: day(-30),
  expiryDate: null,
  pinned: false,
  file: null,
  fileName: null,
  fileSize: null,
  fileType: null,
  ...overrides,
});
const NOTICES = [
  notice('n1', {
    publishDate: day(-1),
    expiryDate: day(20),
    pinned: true,
    file: '/uploads/n1.pdf',
    fileName: 'n1.pdf',
    fileSize: 245 * 1024,
    fileType: 'application/pdf',
  }),
  notice('n2', { category: 'Examination', body: 'x'.repeat(400) }),
  notice('n3', { category: 'Recruitment', expiryDate: day(-2) }),
];

describe('isNew', () => {
  it('is New for seven days from the publish date', () => {
    expect(isNew('2026-03-01', '2026-03-01')).toBe(true);
    expect(isNew('2026-03-01', '2026-03-07')).toBe(true);
    expect(isNew('2026-03-01', '2026-03-08')).toBe(false);
    expect(isNew('2026-03-02', '2026-03-01')).toBe(false);
  });
});

describe('the notices page, drawn from its definition', () => {
  it('shows each notice: category, New, Pinned, its dates, an excerpt, Read more and its PDF with its size', async () => {
    listServer(fetchMock, '/api/notices', NOTICES, ['title', 'body']);
    renderInShell(<ListView definition={notices} />, '/notices');
    expect(await screen.findByText('3 notices found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notices and Circulars' })).toBeInTheDocument();
    expect(screen.getByText(/^Notices, circulars, admission and examination schedules/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Current notices' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search notices')).toHaveAttribute('placeholder', 'Search by title or text...');

    const first = screen.getByRole('link', { name: 'Notice n1' }).closest('li')!;
    expect(screen.getByRole('link', { name: 'Notice n1' })).toHaveAttribute('href', '/notices/n1');
    for (const text of ['Circular', 'New', 'Pinned']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(first).toHaveTextContent(/Published .+ · Valid till /);
    expect(within(first).getByRole('link', { name: 'Read more (Notice n1)' })).toHaveAttribute(
      'href',
      '/notices?id=n1',
    );
    const file = within(first).getByRole('link', { name: /Download PDF/ });
    expect(file).toHaveAttribute('href', '/uploads/n1.pdf?download=1');
    expect(file).toHaveTextContent('Download PDF (245 KB)');

    const second = screen.getByRole('link', { name: 'Notice n2' }).closest('li')!;
    expect(within(second).queryByText('New')).toBeNull();
    expect(within(second).queryByText('Pinned')).toBeNull();
    expect(within(second).queryByRole('link', { name: /Download/ })).toBeNull();
    expect(second.textContent!.length).toBeLessThan(400);
    const third = screen.getByRole('link', { name: 'Notice n3' }).closest('li')!;
    expect(third).toHaveTextContent('Expired on');
  });

  it('filters by category by its name, searches, and keeps the archive a view that Clear Filters keeps', async () => {
    listServer(fetchMock, '/api/notices', NOTICES, ['title', 'body']);
    renderInShell(<ListView definition={notices} />, '/notices');
    await screen.findByText('3 notices found');
    const options = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All',
      'Notice',
      'Circular',
      'Admission',
      'Examination',
      'Recruitment',
      'Other',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Examination');
    expect(await screen.findByText('1 notice found')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/notices').at(-1)?.get('category')).toBe('Examination');

    expect(screen.getByRole('navigation', { name: 'Current notices or the archive' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Current' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Archive' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/notices').at(-1)?.get('archived')).toBe('true'));
    expect(screen.getByRole('heading', { level: 2, name: 'Archived notices' })).toBeInTheDocument();
    expect(await screen.findByText('No notices found matching your criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/notices').at(-1)?.get('category')).toBeNull());
    expect(callsTo(fetchMock, '/api/notices').at(-1)?.get('archived')).toBe('true');
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('There are no notices here at the moment.')).toBeInTheDocument();
  });

  it('works as plain HTML too: its filters a GET form to its own address, its views and Clear Filters links', async () => {
    listServer(fetchMock, '/api/notices', NOTICES, ['title', 'body']);
    renderInShell(<ListView definition={notices} />, '/notices?archived=true&q=zzz&category=Examination');
    expect(await screen.findByText('No notices found matching your criteria.')).toBeInTheDocument();
    // Submitted before the script arrives, the form asks the server for the page its fields say.
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/notices');
    expect(screen.getByLabelText('Category')).toHaveAttribute('name', 'category');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Show' })).toHaveAttribute('type', 'submit');
    // The view is no field of the form: a hidden one keeps it.
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      q: 'zzz',
      category: 'Examination',
      archived: 'true',
    });
    // Each view and Clear Filters is the address it leads to; the default view is no parameter.
    const hrefs = ['Current', 'Archive', 'Clear Filters'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/notices?q=zzz&category=Examination',
      '/notices?archived=true&q=zzz&category=Examination',
      '/notices?archived=true',
    ]);
  });

  it('names its RSS feed in the head', async () => {
    listServer(fetchMock, '/api/notices', NOTICES, ['title']);
    renderInShell(<ListView definition={notices} />, '/notices');
    await screen.findByText('3 notices found');
    const feed = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toMatch(/\/rss\/notices\.xml$/);
    expect(feed).toHaveAttribute('title', 'Notices and Circulars');
  });

  it('opens a notice of the page in the dialog at ?id=, whole, and closes it', async () => {
    listServer(fetchMock, '/api/notices', NOTICES, ['title']);
    renderInShell(<ListView definition={notices} />, '/notices?id=n1');
    const dialog = await screen.findByRole('dialog', { name: 'Notice n1' });
    expect(within(dialog).getByText(/Its second line\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Download PDF/ })).toHaveTextContent('Download PDF (245 KB)');
    expect(within(dialog).queryByRole('link', { name: /Read more/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the notice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a notice not on the page (an archived one), and says when it is gone', async () => {
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/notices/old')
        return json({ success: true, data: notice('old', { title: 'Old notice' }) });
      if (url.pathname.startsWith('/api/notices/'))
        return json({ success: false, statusCode: 404, error: 'Not Found', message: 'x' }, 404);
      if (url.pathname === '/api/notices')
        return json({ success: true, data: NOTICES, meta: { total: 3, page: 1, pageSize: 20 } });
      return json({ success: true, data: {} });
    });
    const first = renderInShell(<ListView definition={notices} />, '/notices?id=old');
    expect(await screen.findByRole('dialog', { name: 'Old notice' })).toBeInTheDocument();
    first.unmount();
    renderInShell(<ListView definition={notices} />, '/notices?id=gone');
    expect(
      await screen.findByRole('dialog', { name: 'This notice could not be found. It may have been removed.' }),
    ).toBeInTheDocument();
  });
});

describe("the notices page in the staff preview's place", () => {
  it('is drawn at /preview/notice/<id>, the previewed notice in its dialog', async () => {
    listServer(fetchMock, '/api/notices', NOTICES, ['title']);
    renderPage('/preview/notice/n1?id=n1', '/notices');
    expect(await screen.findByRole('dialog', { name: 'Notice n1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notices and Circulars' })).toBeInTheDocument();
  });
});
