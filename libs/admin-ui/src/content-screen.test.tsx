import { App } from 'antd';
import { Route, Routes, useParams } from 'react-router-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE } from '@diet/contracts/toasts';
import { library } from '@diet/contracts/content-types/library';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { contentQueryString } from './content-api';
import { ContentScreen } from './content-screen';
import { PreviewButton } from './publish-controls';
import { contentEndpointsForTest, json, renderInShell } from './test-render';

/** The library's screen, made from its definition alone. */
const endpoints = contentEndpointsForTest('contentScreenTestApi');

// Form tests with antd in jsdom are slow on a loaded machine (as translation-tabs.test.tsx).
jest.setTimeout(420_000);
const fetchMock = jest.fn();
/** Valid ISBN-13s (check digits hold), one per book. */
const ISBNS: Record<string, string> = { k1: '9780000000002', k2: '9780000000019' };
const book = (id: string, title: string, available: number, publishState = 'published') => ({
  id,
  title,
  author: 'A. Author',
  subject: 'Science',
  isbn: ISBNS[id] ?? null,
  copies: 2,
  available,
  publishState,
  publishAt: null,
  createdAt: '',
  updatedAt: '',
});
let books = [book('k1', 'Child Psychology', 2), book('k2', 'Algebra Basics', 0)];
/** The session the page starts with: its role decides the buttons (the shell keeps it up to date). */
const signedInAs = (role: string) =>
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role }));
const calls = () => fetchMock.mock.calls.map(([r]) => r as Request);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  books = [book('k1', 'Child Psychology', 2), book('k2', 'Algebra Basics', 0)];
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  signedInAs('administrator');
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.url.endsWith('/revisions'))
      return json({
        success: true,
        data: [{ id: 'r1', number: 1, action: 'created', user: 'A', createdAt: '2026-01-05T10:00:00Z', changes: [] }],
      });
    if (request.url.includes('/submit') || request.url.includes('/publish'))
      return json({ success: true, data: books[0], message: 'Submitted for review successfully!' });
    if (request.method === 'GET')
      return json({ success: true, data: books, meta: { total: 120, page: 1, pageSize: 50 } });
    if (request.method === 'DELETE') return json({ success: true, data: null, message: 'Book deleted successfully!' });
    return json({
      success: true,
      data: books[0],
      message: request.method === 'PUT' ? 'Book updated successfully!' : 'Book added successfully!',
    });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <ContentScreen definition={library} endpoints={endpoints} />
    </App>,
    '/admin/library',
  );

it('builds the server query from search, subject and availability, leaving empty filters out', () => {
  expect(
    contentQueryString({ page: 2, pageSize: 50, q: ' maths ', filters: { subject: 'Science', available: false } }),
  ).toBe('page=2&pageSize=50&q=maths&subject=Science&available=false');
  expect(contentQueryString({ page: 1, pageSize: 50, q: '', filters: { subject: undefined } })).toBe(
    'page=1&pageSize=50',
  );
});

it('filters on the server by subject and availability, back to page 1', async () => {
  renderPage();
  await screen.findByText('Child Psychology');
  expect(screen.getByText('Library Management')).toBeInTheDocument();
  expect(document.title).toContain('Library Management');
  fireEvent.mouseDown(within(screen.getByLabelText('Available').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Checked Out'));
  await waitFor(() =>
    expect(calls().some((r) => r.url.includes('available=false') && r.url.includes('page=1'))).toBe(true),
  );
});

it('lists books with their status and pages on the server total', async () => {
  renderPage();
  expect(await screen.findByText('Child Psychology')).toBeInTheDocument();
  expect(screen.getByText('Available (2)')).toBeInTheDocument();
  expect(screen.getByText('Checked Out')).toBeInTheDocument();
  // 120 books at 50 a page = 3 pages, though only 2 rows came back.
  expect(screen.getByTitle('3')).toBeInTheDocument();
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(calls().some((r) => r.url.includes('page=2'))).toBe(true));
});

it('searches on the server', async () => {
  renderPage();
  await screen.findByText('Child Psychology');
  const search = screen.getByPlaceholderText('Search title, author, subject or ISBN');
  fireEvent.change(search, { target: { value: 'algebra' } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(calls().some((r) => r.url.includes('q=algebra'))).toBe(true));
});

it('shows the empty text', async () => {
  books = [];
  renderPage();
  expect(await screen.findByText('No books found. Click the button above to add one.')).toBeInTheDocument();
});

it("refuses fewer than one copy with 'Must have at least 1 copy' and the required messages", async () => {
  renderPage();
  await screen.findByText('Child Psychology');
  fireEvent.click(screen.getByRole('button', { name: /Add Book/ }));
  fireEvent.change(await screen.findByLabelText('Copies'), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(VALIDATION.copiesMin, {}, { timeout: 60_000 })).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.titleRequired)).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.authorRequired)).toBeInTheDocument();
  expect(calls().some((r) => r.method === 'POST')).toBe(false);
});

it('edits a preloaded book as JSON and deletes after the confirmation', async () => {
  renderPage();
  const row = (await screen.findByText('Algebra Basics')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
  expect(await screen.findByLabelText('Title')).toHaveValue('Algebra Basics');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls().some((r) => r.method === 'PUT')).toBe(true));
  const put = calls().find((r) => r.method === 'PUT')!;
  expect(put.url).toMatch(/\/api\/admin\/library\/k2$/);
  expect(await put.json()).toMatchObject({ title: 'Algebra Basics', copies: 2, available: 0, subject: 'Science' });
  expect(await screen.findByText('Book updated successfully!')).toBeInTheDocument();

  fireEvent.click(within(screen.getByText('Child Psychology').closest('tr')!).getByRole('button', { name: /Delete/ }));
  expect((await screen.findAllByText(CONFIRM_DELETE.book)).length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(calls().find((r) => r.method === 'DELETE')?.url).toMatch(/\/api\/admin\/library\/k1$/));
});

it('shows how each item stands and offers a contributor Submit for review on a draft, nothing to change on a published item', async () => {
  signedInAs('contributor');
  books = [book('k1', 'Child Psychology', 2, 'published'), book('k2', 'Algebra Basics', 0, 'draft')];
  renderPage();
  const published = (await screen.findByText('Child Psychology')).closest('tr')!;
  const draft = screen.getByText('Algebra Basics').closest('tr')!;
  expect(within(published).getByText('Published')).toBeInTheDocument();
  expect(within(draft).getByText('Draft')).toBeInTheDocument();
  await waitFor(() => expect(within(published).queryByRole('button', { name: /Edit/ })).toBeNull());
  expect(within(published).queryByRole('button', { name: /Publish/ })).toBeNull();
  fireEvent.click(within(draft).getByRole('button', { name: 'Submit for review' }));
  await waitFor(() =>
    expect(calls().some((r) => r.method === 'POST' && r.url.endsWith('/api/admin/library/k2/submit'))).toBe(true),
  );
  expect(await screen.findByText('Submitted for review successfully!')).toBeInTheDocument();
});

it('offers an editor Publish and Schedule on an item in review, and filters by state on the server', async () => {
  signedInAs('editor');
  books = [book('k2', 'Algebra Basics', 0, 'in_review')];
  renderPage();
  const row = (await screen.findByText('Algebra Basics')).closest('tr')!;
  expect(within(row).getByText('In review')).toBeInTheDocument();
  expect(await within(row).findByRole('button', { name: 'Send back' })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button', { name: 'Publish' }));
  await waitFor(() =>
    expect(calls().some((r) => r.method === 'POST' && r.url.endsWith('/api/admin/library/k2/publish'))).toBe(true),
  );
  fireEvent.mouseDown(within(screen.getByLabelText('State').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Scheduled'));
  await waitFor(() => expect(calls().some((r) => r.url.includes('publishState=scheduled'))).toBe(true));
});

it('shows a contributor the Add and Edit buttons of drafts but no Delete, which the API would refuse', async () => {
  signedInAs('contributor');
  books = [book('k1', 'Child Psychology', 2, 'draft'), book('k2', 'Algebra Basics', 0, 'in_review')];
  renderPage();
  await screen.findByText('Child Psychology');
  expect(screen.getByRole('button', { name: /Add Book/ })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Edit/ })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
});

it('shows an editor the Delete button of each row', async () => {
  signedInAs('editor');
  renderPage();
  await screen.findByText('Child Psychology');
  expect(screen.getAllByRole('button', { name: /Delete/ })).toHaveLength(2);
});

it('offers no Add and no Delete for a type whose records are fixed, only their edit', async () => {
  const fixed = { ...library, admin: { ...library.admin, fixedRecords: true } };
  renderInShell(
    <App>
      <ContentScreen definition={fixed} endpoints={endpoints} />
    </App>,
    '/admin/library',
  );
  await screen.findByText('Child Psychology');
  expect(screen.getAllByRole('button', { name: /Edit/ })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /Add Book/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
});

it("links each row to its record's own screens (admin.itemScreens), named with the record, and opens one in the app", async () => {
  const withScreens = { ...library, admin: { ...library.admin, itemScreens: [{ path: 'loans', label: 'Loans' }] } };
  const LoansScreen = () => <p>Loans of {useParams().id}</p>;
  renderInShell(
    <App>
      <Routes>
        <Route path="/admin/library/:id/loans" element={<LoansScreen />} />
        <Route path="/admin/library/*" element={<ContentScreen definition={withScreens} endpoints={endpoints} />} />
      </Routes>
    </App>,
    '/admin/library',
  );
  const row = (await screen.findByText('Algebra Basics')).closest('tr')!;
  const link = within(row).getByRole('link', { name: 'Loans for Algebra Basics' });
  expect(link).toHaveAttribute('href', '/admin/library/k2/loans');
  fireEvent.click(link);
  expect(await screen.findByText('Loans of k2')).toBeInTheDocument();
});

it('draws no record screen links for a type without any', async () => {
  renderPage();
  await screen.findByText('Child Psychology');
  expect(screen.queryByRole('link', { name: /for Child Psychology/ })).toBeNull();
});

it('offers Preview of what is not public yet (its public page, in a new tab) and every row its History', async () => {
  signedInAs('contributor');
  books = [book('k1', 'Child Psychology', 2, 'published'), book('k2', 'Algebra Basics', 0, 'draft')];
  renderPage();
  const published = (await screen.findByText('Child Psychology')).closest('tr')!;
  const draft = screen.getByText('Algebra Basics').closest('tr')!;
  expect(within(published).queryByRole('link', { name: /Preview/ })).toBeNull();
  const preview = within(draft).getByRole('link', { name: /Preview/ });
  expect(preview).toHaveAttribute('href', '/preview/book/k2');
  expect(preview).toHaveAttribute('target', '_blank');
  fireEvent.click(within(published).getByRole('button', { name: 'History: Child Psychology' }));
  expect(await screen.findByText('History of Child Psychology')).toBeInTheDocument();
  expect(await screen.findByText('#1')).toBeInTheDocument();
  expect(calls().some((r) => r.url.endsWith('/api/admin/library/k1/revisions'))).toBe(true);
});

it('offers Preview exactly for the types a public page shows: their own, or the page they are shown on', () => {
  const offered = CONTENT_TYPES.filter((d) => {
    const { container, unmount } = render(<PreviewButton path={d.path} item={{ id: 'd1', publishState: 'draft' }} />);
    const link = container.querySelector('a');
    unmount();
    return link?.getAttribute('href')?.startsWith(`/preview/${d.name}/d1`) === true;
  });
  const pages = CONTENT_TYPES.filter((d) => d.public && (d.public.page || d.public.itemPath));
  // The officers (on /rti) and a tender's documents and corrigenda (on /tenders) too; trainee records are on no page.
  expect(offered.map((d) => d.name).sort()).toEqual(
    [...pages.map((d) => d.name), 'rtiOfficer', 'tenderDocument', 'corrigendum'].sort(),
  );
  expect(offered.map((d) => d.name)).not.toContain('traineeRecord');
});
