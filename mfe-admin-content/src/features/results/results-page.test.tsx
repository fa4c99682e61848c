import { App } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { VALIDATION } from '@diet/contracts/messages';
import { currentYear } from '@diet/contracts/limits';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { ResultsPage } from './results-page';

jest.setTimeout(60_000);
const fetchMock = jest.fn();
const result = {
  id: 'r1',
  course: 'B.Ed',
  semester: 'Final',
  year: 2024,
  publishDate: '2025-06-01',
  file: '/uploads/r1.pdf',
  fileName: 'bed-final-2024.pdf',
  fileSize: 10,
  fileType: 'application/pdf',
  createdAt: '',
  updatedAt: '',
};
let results: object[] = [];
const calls = () => fetchMock.mock.calls.map(([r]) => r as Request);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  results = [result];
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.method === 'GET') return json({ success: true, data: results });
    return json({ success: true, data: result, message: 'Result updated successfully!' });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <ResultsPage />
    </App>,
    '/admin/results',
  );

it("shows result cards labelled 'Published' with a download under the original name", async () => {
  renderPage();
  expect(screen.getByText('Loading results...')).toBeInTheDocument();
  expect(await screen.findByText('B.Ed')).toBeInTheDocument();
  expect(screen.getByText('Published')).toBeInTheDocument();
  expect(screen.getByText('Final · 2024')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: /Download/ });
  expect(link).toHaveAttribute('href', '/uploads/r1.pdf?download=1');
  expect(link).toHaveAttribute('download', 'bed-final-2024.pdf');
});

it('shows the empty text', async () => {
  results = [];
  renderPage();
  expect(await screen.findByText('No results found.')).toBeInTheDocument();
});

it("refuses a year more than one year ahead (the e2e test covers 'Year must be after 2020')", async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /Publish Result/ }));
  const year = await screen.findByLabelText('Academic year');
  fireEvent.change(year, { target: { value: String(currentYear() + 2) } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(VALIDATION.resultYearFuture, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.fileRequired, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(calls().some((r) => r.method === 'POST')).toBe(false);
});

it('edits with the record preloaded and keeps the file when none is chosen', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /Edit B.Ed/ }));
  expect(await screen.findByLabelText('Academic year')).toHaveValue('2024');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls().some((r) => r.method === 'PUT')).toBe(true));
  const body = await calls()
    .find((r) => r.method === 'PUT')!
    .formData();
  expect(body.get('semester')).toBe('Final');
  expect(body.get('publishDate')).toBe('2025-06-01');
  expect(body.has('file')).toBe(false);
});
