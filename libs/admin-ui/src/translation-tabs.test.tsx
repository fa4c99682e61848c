import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { VALIDATION } from '@diet/contracts/messages';
import { library } from '@diet/contracts/content-types/library';
import { ContentScreen } from './content-screen';
import { contentEndpointsForTest, json, renderInShell } from './test-render';

/** The library's screen: its title is translatable, so the form has language tabs and the table its marks. */
const endpoints = contentEndpointsForTest('translationTabsTestApi');

// Form tests with antd in jsdom are slow on a loaded machine.
jest.setTimeout(420_000);
const fetchMock = jest.fn();
const book = (id: string, title: string, translations: object | null) => ({
  id,
  title,
  author: 'A. Author',
  subject: 'Science',
  isbn: null,
  copies: 2,
  available: 2,
  translations,
  createdAt: '',
  updatedAt: '',
});
const books = [
  book('k1', 'Child Psychology', { pa: { title: 'ਬਾਲ ਮਨੋਵਿਗਿਆਨ' }, hi: { title: 'बाल मनोविज्ञान' } }),
  book('k2', 'Algebra Basics', { hi: { title: 'बीजगणित' } }),
];
const calls = () => fetchMock.mock.calls.map(([r]) => r as Request);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.method === 'GET')
      return json({ success: true, data: books, meta: { total: 2, page: 1, pageSize: 50 } });
    return json({ success: true, data: books[1], message: 'Book updated successfully!' });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <ContentScreen definition={library} endpoints={endpoints} />
    </App>,
    '/admin/library',
  );

it('marks the rows that lack a translation, per language', async () => {
  renderPage();
  const translated = (await screen.findByText('Child Psychology')).closest('tr')!;
  expect(within(translated).queryByText('ਪੰਜਾਬੀ')).toBeNull();
  const untranslated = screen.getByText('Algebra Basics').closest('tr')!;
  expect(within(untranslated).getByText('ਪੰਜਾਬੀ')).toBeInTheDocument();
  expect(within(untranslated).queryByText('हिन्दी')).toBeNull();
});

it("lists the records missing a language's translation through the server's filter", async () => {
  renderPage();
  await screen.findByText('Child Psychology');
  fireEvent.mouseDown(
    within(screen.getByLabelText('Missing translation').closest('.ant-select')!).getByRole('combobox'),
  );
  fireEvent.click(await screen.findByTitle('Missing Punjabi'));
  await waitFor(() =>
    expect(calls().some((r) => r.url.includes('missingTranslation=pa') && r.url.includes('page=1'))).toBe(true),
  );
});

it('edits the Punjabi translation in its tab, marked missing until it is filled, and sends every language', async () => {
  renderPage();
  fireEvent.click(
    within((await screen.findByText('Algebra Basics')).closest('tr')!).getByRole('button', { name: /Edit/ }),
  );
  const dialog = await screen.findByRole('dialog');
  const punjabiTab = within(dialog).getByRole('tab', { name: /ਪੰਜਾਬੀ/ });
  expect(punjabiTab).toHaveTextContent('Missing');
  expect(within(dialog).getByRole('tab', { name: /हिन्दी/ })).not.toHaveTextContent('Missing');
  fireEvent.click(punjabiTab);
  const title = within(dialog).getByLabelText('Title (Punjabi)');
  // The English limit holds for the translation, with the message the API would give.
  fireEvent.change(title, { target: { value: 'ਅ'.repeat(201) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(VALIDATION.tooLong('Title (Punjabi)', 200))).toBeInTheDocument();
  expect(calls().some((r) => r.method === 'PUT')).toBe(false);
  fireEvent.change(title, { target: { value: 'ਅਲਜਬਰਾ ਦੀ ਮੁੱਢਲੀ ਜਾਣ-ਪਛਾਣ' } });
  await waitFor(() => expect(punjabiTab).not.toHaveTextContent('Missing'));
  expect(within(dialog).getByLabelText('Title (Hindi)')).toHaveValue('बीजगणित');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls().some((r) => r.method === 'PUT')).toBe(true));
  expect(
    await calls()
      .find((r) => r.method === 'PUT')!
      .json(),
  ).toMatchObject({
    title: 'Algebra Basics',
    translations: { pa: { title: 'ਅਲਜਬਰਾ ਦੀ ਮੁੱਢਲੀ ਜਾਣ-ਪਛਾਣ' }, hi: { title: 'बीजगणित' } },
  });
});
