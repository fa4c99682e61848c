import { App } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE } from '@diet/contracts/toasts';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { StudyMaterialPage } from './study-material-page';

jest.setTimeout(60_000);
const fetchMock = jest.fn();
const material = {
  id: 'm1',
  title: 'Child Development Notes',
  subject: 'Psychology',
  course: 'B.Ed',
  type: 'Notes',
  uploadDate: '2025-02-10',
  file: '/uploads/m1.pdf',
  fileName: 'cd-notes.pdf',
  fileSize: 10,
  fileType: 'application/pdf',
  createdAt: '',
  updatedAt: '',
};
let materials: object[] = [];
const calls = () => fetchMock.mock.calls.map(([r]) => r as Request);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  materials = [material];
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.method === 'GET') return json({ success: true, data: materials });
    if (request.method === 'DELETE')
      return json({ success: true, data: null, message: 'Study material deleted successfully!' });
    return json({ success: true, data: material });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <StudyMaterialPage />
    </App>,
    '/admin/study-material',
  );

it('shows material cards with type badge, subject, course, date and a download under the original name', async () => {
  renderPage();
  expect(screen.getByText('Loading study material...')).toBeInTheDocument();
  expect(await screen.findByText('Child Development Notes')).toBeInTheDocument();
  expect(screen.getByText('Notes')).toBeInTheDocument();
  expect(screen.getByText('Psychology · B.Ed')).toBeInTheDocument();
  expect(screen.getByText(/10 February 2025/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Download/ })).toHaveAttribute('download', 'cd-notes.pdf');
});

it('shows the empty text', async () => {
  materials = [];
  renderPage();
  expect(await screen.findByText('No study material found.')).toBeInTheDocument();
});

it('requires every field and the file', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /Upload Study Material/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText(VALIDATION.titleRequired, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.materialTypeRequired)).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.uploadDateRequired)).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.fileRequired, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(calls().some((r) => r.method === 'POST')).toBe(false);
});

it('deletes after the confirmation', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Child Development Notes' }));
  expect((await screen.findAllByText(CONFIRM_DELETE.material)).length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() =>
    expect(calls().find((r) => r.method === 'DELETE')?.url).toMatch(/\/api\/admin\/study-material\/m1$/),
  );
  expect(await screen.findByText('Study material deleted successfully!')).toBeInTheDocument();
});
