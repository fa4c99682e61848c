import { App } from 'antd';
import { screen, within } from '@testing-library/react';
import { json, renderInShell, signedInForTest } from '@diet/admin-ui/test-render';
import { DashboardPage } from './dashboard-page';

jest.setTimeout(60_000);
const fetchMock = jest.fn();
const stats = {
  staffCount: 8,
  staffChange: 2,
  galleryCount: 12,
  galleryChange: 0,
  researchCount: 6,
  researchChange: -1,
  libraryCount: 30,
  libraryChange: 3,
  resultsCount: 7,
  resultsChange: 1,
  studyMaterialCount: 9,
  studyMaterialChange: 4,
  traineeCount: 5,
  traineeChange: 0,
  subscriberCount: 40,
  subscriberChange: 6,
  recentActivities: [
    { action: 'Created staff member: Ravi Singh', user: 'Administrator', time: '2025-03-01T10:00:00.000Z' },
  ],
  visitorsToday: 17,
};
let health = { status: 'ok', db: 'up' };
const pastReview = [
  {
    type: 'notices',
    typeLabel: 'Notice',
    id: 'n1',
    title: 'Hostel timings',
    reviewBy: '2025-06-30',
    editUrl: '/admin/notices?edit=n1',
  },
];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  health = { status: 'ok', db: 'up' };
  signedInForTest('administrator');
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.url.endsWith('/api/health')) return json(health, health.status === 'ok' ? 200 : 503);
    if (request.url.endsWith('/api/admin/dashboard/past-review')) return json({ success: true, data: pastReview });
    return json({ success: true, data: stats });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <DashboardPage />
    </App>,
    '/admin',
  );

it("shows a card per definition asking for one, SPEC.md's eight first, each with its own change (subscribers with theirs)", async () => {
  renderPage();
  expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
  const cards = await screen.findAllByTestId('stat-card');
  const titles = cards.map((card) => card.querySelector('.ant-statistic-title')?.textContent);
  expect(titles.slice(0, 8)).toEqual([
    'Staff Members',
    'Gallery Images',
    'Research Papers',
    'Library Books',
    'Results',
    'Study Materials',
    'Trainees',
    'Subscribers',
  ]);
  // The types after SPEC.md's eight, from their definitions: a figure the answer lacks reads 0.
  expect(titles).toEqual(expect.arrayContaining(['Notices', 'Tenders', 'Downloads', 'Trainings']));
  const subscribers = cards.find((card) => within(card).queryByText('Subscribers'))!;
  expect(within(subscribers).getByText('40')).toBeInTheDocument();
  expect(within(subscribers).getByText('+6 in the last 30 days')).toBeInTheDocument();
  const research = cards.find((card) => within(card).queryByText('Research Papers'))!;
  expect(within(research).getByText('-1 in the last 30 days')).toBeInTheDocument();
  const notices = cards.find((card) => within(card).queryByText('Notices'))!;
  expect(within(notices).getByText('0')).toBeInTheDocument();
});

it('lists recent activities, visitors today, the health and the quick actions', async () => {
  renderPage();
  expect(await screen.findByText('Created staff member: Ravi Singh')).toBeInTheDocument();
  expect(screen.getByText(/Administrator ·/)).toBeInTheDocument();
  expect(screen.getByText('17')).toBeInTheDocument();
  expect(await screen.findByText('Excellent')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Manage Library' })).toHaveAttribute('href', '/admin/library');
});

it('does not claim good health when the database is down', async () => {
  health = { status: 'error', db: 'down' };
  renderPage();
  expect(await screen.findByText('Needs attention')).toBeInTheDocument();
});

it('flags grievances open past 21 days with their count and a link to their list, and nothing when none', async () => {
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.url.endsWith('/api/health')) return json(health);
    return json({ success: true, data: { ...stats, overdueGrievances: 2 } });
  });
  const { unmount } = renderPage();
  expect(await screen.findByText('2 grievances have been open for more than 21 days')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the grievances' })).toHaveAttribute('href', '/admin/messages?overdue=1');
  unmount();

  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.url.endsWith('/api/health')) return json(health);
    return json({ success: true, data: { ...stats, overdueGrievances: 0 } });
  });
  renderPage();
  await screen.findAllByTestId('stat-card');
  expect(screen.queryByRole('link', { name: 'See the grievances' })).toBeNull();
});

it('lists the items past review for an administrator, each linked to its edit form', async () => {
  renderPage();
  const card = await screen.findByTestId('past-review');
  const link = await within(card).findByRole('link', { name: 'Hostel timings' });
  expect(link).toHaveAttribute('href', '/admin/notices?edit=n1');
  expect(within(card).getByText('Notice')).toBeInTheDocument();
  expect(within(card).getByText('30 June 2025')).toBeInTheDocument();
});

it('lists the items past review even when the figures cannot be loaded', async () => {
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/admin/dashboard/past-review')) return json({ success: true, data: pastReview });
    if (request.url.endsWith('/api/admin/dashboard/stats')) return json({ success: false, message: 'down' }, 500);
    return json({ success: true, data: {} });
  });
  renderPage();
  expect(await screen.findByText('The dashboard figures could not be loaded.')).toBeInTheDocument();
  const card = await screen.findByTestId('past-review');
  expect(await within(card).findByRole('link', { name: 'Hostel timings' })).toBeInTheDocument();
});

it('shows no past-review list to a contributor', async () => {
  signedInForTest('contributor');
  renderPage();
  await screen.findAllByTestId('stat-card');
  expect(screen.queryByTestId('past-review')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([request]) => String((request as Request).url).includes('past-review'))).toBe(
    false,
  );
});
