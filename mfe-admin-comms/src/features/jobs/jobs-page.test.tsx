import { App } from 'antd';
import { fireEvent, screen, within } from '@testing-library/react';
import { JOBS, JOB_NAMES, type JobInfo, type JobRun } from '@diet/contracts/jobs';
import { json, renderInShell, signedInForTest } from '@diet/admin-ui/test-render';
import { JobsPage } from './jobs-page';

jest.setTimeout(90_000);
const fetchMock = jest.fn();

const byTimer: JobRun = {
  at: '2026-11-28T04:30:00.000Z',
  outcome: 'success',
  summary: 'Nothing to do',
  manual: false,
  by: null,
};
const jobs: JobInfo[] = JOB_NAMES.map((name) => ({
  name,
  ...JOBS[name],
  everyMinutes: name === 'scheduled-publications' ? 1 : 60,
  schedule: name === 'scheduled-publications' ? 'Every minute' : 'Every hour',
  lastRun: name === 'form-retention' ? null : byTimer,
  checkedAt: name === 'form-retention' ? null : byTimer.at,
}));

function serve(answer: (name: string) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/jobs') return json({ success: true, data: jobs });
    const ran = /^\/api\/admin\/jobs\/([a-z-]+)\/run$/.exec(url.pathname);
    if (ran && request.method === 'POST') return answer(ran[1]);
    return json({ success: true, data: { instituteShortName: 'DIET' } });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  signedInForTest('administrator');
});

const renderPage = () =>
  renderInShell(
    <App>
      <JobsPage />
    </App>,
    '/admin/jobs',
  );
const card = (title: string) => screen.getAllByTestId('job-card').find((c) => within(c).queryByText(title))!;

describe('Scheduled jobs', () => {
  it('lists each job with how often it runs and its last run; Run now shows what it did in its row', async () => {
    serve(() =>
      json({
        success: true,
        data: { ...byTimer, summary: 'Sent 2 review reminders', manual: true, by: 'Site Administrator' },
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Review reminders' })).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card')).toHaveLength(5);
    expect(within(card('Scheduled publications')).getByText(/Every minute\.$/)).toBeInTheDocument();
    expect(within(card('Trash purge')).getByText(/Every hour\.$/)).toBeInTheDocument();
    expect(within(card('Privacy deletions')).getByText('Not run yet')).toBeInTheDocument();
    expect(within(card('Review reminders')).getByText(/^Last run: .*, by the schedule$/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Run now: Review reminders' }));
    expect(await screen.findByText('Review reminders: Sent 2 review reminders')).toBeInTheDocument();
    expect(within(card('Review reminders')).getByText('Sent 2 review reminders')).toBeInTheDocument();
    expect(within(card('Review reminders')).getByText(/, by Site Administrator$/)).toBeInTheDocument();
  });

  it('says so when a run failed, with its reason', async () => {
    serve(() =>
      json({
        success: true,
        data: { ...byTimer, outcome: 'failure', summary: 'no such table', manual: true, by: 'A' },
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run now: Trash purge' }));
    expect(await screen.findByText('Trash purge: Failed')).toBeInTheDocument();
    expect(within(card('Trash purge')).getByText('Failed')).toBeInTheDocument();
  });

  it('keeps the list and says why when the request itself is refused', async () => {
    serve(() => json({ success: false, message: 'The requested item was not found.' }, 404));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run now: Compliance report' }));
    expect(await screen.findByText('The requested item was not found.')).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card')).toHaveLength(5);
  });

  it('keeps a run that did something, saying when it was checked since and found nothing', async () => {
    const worked: JobRun = { ...byTimer, summary: 'Applied 2 scheduled publications' };
    jobs[0] = { ...jobs[0], lastRun: worked, checkedAt: '2026-11-28T05:41:00.000Z' };
    serve(() => json({ success: true, data: byTimer }));
    renderPage();
    const row = await screen.findByRole('heading', { name: 'Scheduled publications' });
    const card = row.closest('[data-testid="job-card"]') as HTMLElement;
    expect(within(card).getByText('Applied 2 scheduled publications')).toBeInTheDocument();
    expect(within(card).getByText(/^Checked again .*: nothing more to do$/)).toBeInTheDocument();
    // A run with no check since says nothing more.
    expect(within(screen.getAllByTestId('job-card')[1]).queryByText(/^Checked again/)).toBeNull();
  });
});
