import { App } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE, TOASTS } from '@diet/contracts/toasts';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { GalleryPage } from './gallery-page';

jest.setTimeout(60_000);
const fetchMock = jest.fn();
const item = (id: string, title: string) => ({
  id,
  title,
  category: 'Events',
  image: `/uploads/gallery/${id}.jpg`,
  imageThumb: null,
  imageLarge: null,
  imageName: `${id}.jpg`,
  date: '2025-03-15',
  createdAt: '',
  updatedAt: '',
});
let items: object[] = [];
let deleteStatus = 200;
const calls = () => fetchMock.mock.calls.map(([r]) => r as Request);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  deleteStatus = 200;
  items = [item('g1', 'Annual Day'), item('g2', 'New Lab')];
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.method === 'GET') return json({ success: true, data: items });
    if (request.method === 'DELETE')
      return deleteStatus === 200
        ? json({ success: true, data: null, message: TOASTS.imageDeleted })
        : json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    return json({ success: true, data: items[0], message: 'Image updated successfully!' });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <GalleryPage />
    </App>,
    '/admin/gallery',
  );

it('shows image cards with category, title and date, and the empty text when there are none', async () => {
  renderPage();
  expect(screen.getByText('Loading gallery...')).toBeInTheDocument();
  expect(await screen.findByText('Annual Day')).toBeInTheDocument();
  expect(screen.getAllByText('Events')).toHaveLength(2);
  expect(screen.getAllByText('15 March 2025')).toHaveLength(2);
  expect(screen.getByAltText('New Lab')).toBeInTheDocument();
});

it('shows the empty text', async () => {
  items = [];
  renderPage();
  expect(await screen.findByText('No images found in the gallery.')).toBeInTheDocument();
});

it('requires the fields and refuses a file of the wrong type', async () => {
  renderPage();
  await screen.findByText('Annual Day');
  fireEvent.click(screen.getByRole('button', { name: /Add Image/ }));
  const input = (await screen.findByRole('dialog')).querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(VALIDATION.titleRequired, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.categoryRequired)).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.dateRequired)).toBeInTheDocument();
  expect(await screen.findByText(UPLOAD.invalidType, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(calls().some((r) => r.method === 'POST')).toBe(false);
});

it('says so when a delete fails after the confirmation', async () => {
  deleteStatus = 500;
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Annual Day' }));
  expect((await screen.findAllByText(CONFIRM_DELETE.image)).length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(calls().find((r) => r.method === 'DELETE')?.url).toMatch(/\/api\/admin\/gallery\/g1$/));
  expect(await screen.findByText(TOASTS.imageDeleteFailure)).toBeInTheDocument();
});
