import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { ResearchPage } from './research-page';

jest.setTimeout(60_000);
const fetchMock = jest.fn();
const paper = (id: string, title: string, over: object) => ({
  id,
  title,
  author: 'R. Author',
  year: 2021,
  description: 'A long description of the study results',
  status: 'Completed',
  isApproved: false,
  isAdminPublished: false,
  createdAt: '',
  updatedAt: '',
  ...over,
});
let papers: object[] = [];
let approvalStatus = 200;
const calls = () => fetchMock.mock.calls.map(([r]) => r as Request);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  approvalStatus = 200;
  papers = [paper('p1', 'Admin Study', { isAdminPublished: true }), paper('p2', 'Teacher Proposal', {})];
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.method === 'GET') return json({ success: true, data: papers });
    if (request.method === 'PUT')
      return approvalStatus === 200
        ? json({ success: true, data: papers[1], message: 'Research paper updated successfully!' })
        : json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    return json({ success: true, data: null });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <ResearchPage />
    </App>,
    '/admin/research',
  );

it('puts papers in their sections, cuts descriptions and opens the detail on Read More', async () => {
  renderPage();
  expect(screen.getByText('Loading research papers...')).toBeInTheDocument();
  const adminSection = (await screen.findByText('Admin Submitted Research Papers')).closest('.ant-card') as HTMLElement;
  expect(within(adminSection).getByText('Admin Study')).toBeInTheDocument();
  expect(within(adminSection).queryByRole('button', { name: /Approve/ })).toBeNull();
  const userSection = screen.getByText('User Submitted Research Papers').closest('.ant-card') as HTMLElement;
  expect(within(userSection).getByText('Teacher Proposal')).toBeInTheDocument();
  expect(within(userSection).getByText(/A long description o\.\.\./)).toBeInTheDocument();
  fireEvent.click(within(userSection).getByRole('button', { name: 'Read More' }));
  expect(await screen.findByText('A long description of the study results')).toBeInTheDocument();
});

it('approves a user paper with a JSON PUT, and says so when it fails', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /Approve/ }));
  await waitFor(() => expect(calls().some((r) => r.method === 'PUT')).toBe(true));
  const put = calls().find((r) => r.method === 'PUT')!;
  expect(put.url).toMatch(/\/api\/admin\/research\/p2$/);
  expect(await put.json()).toEqual({ isApproved: true });
  approvalStatus = 500;
  fireEvent.click(screen.getByRole('button', { name: /Approve/ }));
  expect(await screen.findByText(TOASTS.approvalFailure)).toBeInTheDocument();
});

it('shows both empty texts', async () => {
  papers = [];
  renderPage();
  expect(await screen.findByText('No research paper found.')).toBeInTheDocument();
  expect(screen.getByText('No user submitted research papers found.')).toBeInTheDocument();
});

it("refuses a year before 2000 with 'Year must be after 2000'", async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: /Add Research Paper/ }));
  fireEvent.change(await screen.findByLabelText('Year'), { target: { value: '1999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(VALIDATION.researchYearMin, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByText(VALIDATION.researchFileRequired, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(calls().some((r) => r.method === 'POST')).toBe(false);
});
