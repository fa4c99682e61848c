import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { TRAINEE_MESSAGES } from '@diet/contracts/training-messages';
import { json, renderRoute } from '../../test/render';
import { MyTrainingPage, RECORD_SESSION_KEY } from './my-training-page';

const fetchMock = jest.fn();
const RECORD = {
  name: 'Harpreet Kaur',
  employeeId: 'PB-1042',
  hoursThisYear: 12,
  target: 50,
  enrolments: [
    {
      id: 'e1',
      trainingId: 't1',
      programme: 'Activity-based mathematics',
      status: 'completed',
      hours: 12,
      attendedHours: 10,
      startsAt: '2026-11-02T04:30:00.000Z',
      endsAt: '2026-11-04T11:30:00.000Z',
    },
    {
      id: 'e2',
      trainingId: 't2',
      programme: 'Early reading',
      status: 'waitlisted',
      hours: 6,
      attendedHours: 0,
      startsAt: '2026-12-10T04:30:00.000Z',
      endsAt: '2026-12-10T10:30:00.000Z',
    },
  ],
  certificates: [
    {
      code: 'K7Q2M-9XD4R-ABCDE-12345',
      programme: 'Activity-based mathematics',
      hours: 12,
      issuedAt: '2026-11-05T06:00:00.000Z',
      status: 'valid',
    },
  ],
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}
let calls: Call[];
/** The answers of the trainee routes, by method and path; any other is a 404. */
function serve(answers: Record<string, () => Response>) {
  // RTK Query hands fetch a Request; a download asks by address.
  fetchMock.mockImplementation(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    const key = `${request.method} ${url.pathname}`;
    calls.push({
      method: request.method,
      path: url.pathname,
      body: request.method === 'POST' ? await request.json() : undefined,
      authorization: request.headers.get('Authorization'),
    });
    return answers[key]?.() ?? json({ success: false, statusCode: 404, error: 'Not Found', message: 'x' }, 404);
  });
}
const called = (path: string) => calls.filter((call) => call.path === path);
const refused = (status: number, message: string) =>
  json({ success: false, statusCode: status, error: message }, status);

/** The page, and the address as the router has it (so a test sees the token leave it). */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}
const render = (path: string) =>
  renderRoute(
    '/my-training',
    <>
      <MyTrainingPage />
      <Address />
    </>,
    path,
  );

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  calls = [];
  sessionStorage.clear();
});

describe("a teacher's own record", () => {
  it('asks for the e-mail enrolled with, checks it, and gives the same answer whoever asks', async () => {
    serve({
      'POST /api/trainees/access': () => json({ success: true, message: TRAINEE_MESSAGES.accessSent, data: null }),
    });
    render('/my-training');
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'harpreet@');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(called('/api/trainees/access')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('E-mail'), 'example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText(TRAINEE_MESSAGES.accessSent)).toHaveAttribute('role', 'status');
    expect(called('/api/trainees/access').map((call) => call.body)).toEqual([{ email: 'harpreet@example.org' }]);
    // What was typed stays, so the teacher sees where the link went.
    expect(screen.getByLabelText('E-mail')).toHaveValue('harpreet@example.org');
  });

  it('trades the mailed link once for a session, takes it out of the address, and shows the record', async () => {
    serve({
      'POST /api/trainees/session': () => json({ success: true, data: { token: 'bearer-1' } }),
      'GET /api/trainees/me': () => json({ success: true, data: RECORD }),
    });
    render('/my-training?token=link-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Harpreet Kaur' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/my-training$/);
    expect(called('/api/trainees/session').map((call) => call.body)).toEqual([{ token: 'link-1' }]);
    expect(called('/api/trainees/me').map((call) => call.authorization)).toEqual(['Bearer bearer-1']);
    expect(sessionStorage.getItem(RECORD_SESSION_KEY)).toBe('bearer-1');

    expect(screen.getByText('PB-1042')).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Hours this year' });
    expect(within(hours).getByText('12 of 50 hours')).toBeInTheDocument();
    const bar = within(hours).getByRole('progressbar', { name: 'Hours this year' });
    expect(bar).toHaveAttribute('value', '12');
    expect(bar).toHaveAttribute('max', '50');
    expect(bar).toHaveAccessibleDescription('12 of 50 hours');

    const programmes = within(screen.getByRole('region', { name: 'Your programmes' })).getAllByRole('listitem');
    expect(programmes[0]).toHaveTextContent('Activity-based mathematics');
    expect(programmes[0]).toHaveTextContent('2 November 2026 – 4 November 2026');
    expect(programmes[0]).toHaveTextContent('Completed');
    expect(programmes[0]).toHaveTextContent('Hours attended10 of 12 hours');
    expect(programmes[1]).toHaveTextContent('On the waiting list');
    expect(within(programmes[1]).getByRole('link', { name: 'Early reading' })).toHaveAttribute('href', '/trainings/t2');

    const certificate = within(screen.getByRole('region', { name: 'Your certificates' })).getByRole('listitem');
    expect(certificate).toHaveTextContent('Valid');
    expect(certificate).toHaveTextContent('5 November 2026');
    expect(
      within(certificate).getByRole('link', { name: /^Check it online ?: K7Q2M-9XD4R-ABCDE-12345$/ }),
    ).toHaveAttribute('href', '/verify/K7Q2M-9XD4R-ABCDE-12345');
    expect(within(certificate).getByRole('link', { name: 'Certificate (PDF)' })).toHaveAttribute(
      'href',
      '/api/certificates/K7Q2M-9XD4R-ABCDE-12345.pdf',
    );
    // Opening the page again in this tab (no link) finds the session.
    expect(called('/api/trainees/session')).toHaveLength(1);
  });

  it('downloads the transcript with the session, and says when it could not', async () => {
    sessionStorage.setItem(RECORD_SESSION_KEY, 'bearer-2');
    let transcript = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    serve({
      'GET /api/trainees/me': () => json({ success: true, data: RECORD }),
      'GET /api/trainees/me/transcript.pdf': () => transcript(),
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:transcript');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      render('/my-training');
      await userEvent.click(await screen.findByRole('button', { name: 'Download my transcript (PDF)' }));
      await waitFor(() => expect(saved).toEqual(['training-record.pdf blob:transcript']));
      expect(called('/api/trainees/me/transcript.pdf').map((call) => call.authorization)).toEqual(['Bearer bearer-2']);

      transcript = () => refused(500, 'x');
      await userEvent.click(screen.getByRole('button', { name: 'Download my transcript (PDF)' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your transcript could not be downloaded. Please try again.',
      );
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('asks for a new link when the mailed one was used or has expired', async () => {
    serve({
      'POST /api/trainees/session': () => refused(400, 'This link has already been used. Please ask for a new one.'),
    });
    render('/my-training?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(TRAINEE_MESSAGES.sessionRequired);
    expect(screen.getByRole('button', { name: 'Send me the link' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/my-training$/);
    expect(sessionStorage.getItem(RECORD_SESSION_KEY)).toBeNull();
  });

  it('asks for a new link when the session has ended, and forgets it', async () => {
    sessionStorage.setItem(RECORD_SESSION_KEY, 'old-bearer');
    serve({ 'GET /api/trainees/me': () => refused(401, TRAINEE_MESSAGES.sessionRequired) });
    render('/my-training');
    expect(await screen.findByRole('alert')).toHaveTextContent(TRAINEE_MESSAGES.sessionRequired);
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(sessionStorage.getItem(RECORD_SESSION_KEY)).toBeNull();
  });

  it('offers to try again when the link could not be traded for a passing reason, with the same link', async () => {
    let session = () => refused(503, 'x');
    serve({
      'POST /api/trainees/session': () => session(),
      'GET /api/trainees/me': () => json({ success: true, data: RECORD }),
    });
    render('/my-training?token=link-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your record could not be opened just now.');
    session = () => json({ success: true, data: { token: 'bearer-3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Harpreet Kaur' })).toBeInTheDocument();
    expect(called('/api/trainees/session').map((call) => call.body)).toEqual([
      { token: 'link-3' },
      { token: 'link-3' },
    ]);
  });
});
