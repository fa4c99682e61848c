import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { callsTo, listServer } from '../../test/list-server';
import { json, renderInShell, renderPage } from '../../test/render';
import { ConfirmEnrolmentPage } from './confirm-page';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const programme = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Programme ${id}`,
  description: 'Three days on early reading.',
  mode: 'In person',
  venue: 'Conference Hall',
  startsAt: '2026-12-10T04:00:00.000Z',
  endsAt: '2026-12-12T10:00:00.000Z',
  hours: 18,
  seats: 40,
  seatsLeft: 37,
  enrolmentClosesAt: '2026-12-07T11:30:00.000Z',
  minAttendancePercent: 75,
  enrolment: 'open',
  sessions: [],
  ...overrides,
});

describe('the training calendar', () => {
  it('shows each programme with its enrolment, dates in IST, venue, hours and seats left; upcoming and past', async () => {
    listServer(
      fetchMock,
      '/api/trainings',
      [programme('t1'), programme('t2', { enrolment: 'waitlist', seatsLeft: 0, mode: 'Online', venue: null })],
      ['title'],
    );
    renderPage('/trainings');
    expect(await screen.findByText('Results: 2')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'Programme t1' }).closest('li')!;
    expect(first).toHaveTextContent('Enrolment open');
    expect(first).toHaveTextContent('10 December 2026 9:30 AM – 12 December 2026 3:30 PM');
    expect(first).toHaveTextContent('Conference Hall');
    expect(first).toHaveTextContent('18 hours · 37 of 40 seats left');
    const second = screen.getByRole('link', { name: 'Programme t2' }).closest('li')!;
    expect(second).toHaveTextContent('Waiting list only');
    expect(second).toHaveTextContent('Online');
    // The views are tabs; the calendar for calendar apps is a link.
    expect(screen.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /iCalendar/ })).toHaveAttribute('href', '/trainings.ics');
    await userEvent.click(screen.getByRole('link', { name: 'Past' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/trainings').at(-1)?.get('when')).toBe('past'));
    expect(screen.getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'true');
  });
});

/** A programme's page: the site, the programme, and its enrolments answered by `enrol`. */
function servePage(item: Record<string, unknown>, enrol: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (url.pathname === `/api/trainings/${item.id}`) return json({ success: true, data: item });
    if (url.pathname === `/api/trainings/${item.id}/enrolments` && request.method === 'POST')
      return enrol((await request.json()) as Record<string, unknown>);
    return json({ success: false, statusCode: 404, error: 'x', message: 'x' }, 404);
  });
}

const fill = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
};

describe("a programme's enrolment", () => {
  it('checks the form as the API does, keeps what was typed through a 409, then says to open the mailed link', async () => {
    let answer = json(
      {
        success: false,
        statusCode: 409,
        error: 'You are already enrolled in this training.',
        message: 'You are already enrolled in this training.',
      },
      409,
    );
    const sent: Record<string, unknown>[] = [];
    servePage(programme('t1'), (body) => {
      sent.push(body);
      return answer;
    });
    renderPage('/trainings/t1');
    await screen.findByRole('heading', { name: 'Enrol in this training' });
    expect(screen.getByText(/37 seats are left\. Enrol below\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    for (const message of [
      'Name is required',
      'Employee ID is required',
      'Email is required',
      'School is required',
      'District is required',
      'Consent is required',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill({
      Name: 'Harpreet Kaur',
      'Employee ID': 'PB-1',
      'E-mail': 'h@example.org',
      School: 'GPS Sadiq',
      District: 'Faridkot',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to this use of my details.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already enrolled in this training.');
    expect(sent[0]).toEqual({
      name: 'Harpreet Kaur',
      employeeId: 'PB-1',
      email: 'h@example.org',
      school: 'GPS Sadiq',
      district: 'Faridkot',
      consent: true,
    });
    // Nothing typed is lost.
    expect(screen.getByLabelText('Name')).toHaveValue('Harpreet Kaur');
    expect(screen.getByRole('checkbox', { name: 'I agree to this use of my details.' })).toBeChecked();

    answer = json({ success: true, data: { id: 'e1', status: 'pending' } }, 201);
    await userEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please check your e-mail and open the link we sent to confirm your enrolment.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says enrolment is closed, with no form, once it has closed', async () => {
    servePage(programme('t3', { enrolment: 'closed' }), () => json({}, 500));
    renderPage('/trainings/t3');
    expect(await screen.findByText('Enrolment for this training is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  });

  it("lists the programme's sessions with their end and hours", async () => {
    servePage(
      programme('t4', {
        sessions: [{ id: 's1', startsAt: '2026-12-10T04:00:00.000Z', endsAt: '2026-12-10T10:00:00.000Z', hours: 6 }],
      }),
      () => json({}, 500),
    );
    renderPage('/trainings/t4');
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByRole('listitem')).toHaveTextContent(
      '10 December 2026 9:30 AM · Ends: 10 December 2026 3:30 PM · Hours: 6',
    );
  });
});

describe('confirming an enrolment from the mailed link', () => {
  const render = (path: string) =>
    renderInShell(
      <Routes>
        <Route path="/trainings/confirm" element={<ConfirmEnrolmentPage />} />
      </Routes>,
      path,
    );
  const serve = (answer: Response) =>
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
      return answer.clone();
    });

  it('confirms once: a place, or the place on the waiting list', async () => {
    serve(json({ success: true, data: { status: 'confirmed' } }));
    const { unmount } = render('/trainings/confirm?token=abc');
    expect(await screen.findByText('Your place is confirmed. We look forward to seeing you.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([r]) => new URL((r as Request).url).pathname.endsWith('/confirm')),
    ).toHaveLength(1);
    unmount();
    serve(json({ success: true, data: { status: 'waitlisted', position: 3 } }));
    render('/trainings/confirm?token=def');
    expect(await screen.findByText(/you are number 3 on the waiting list/)).toBeInTheDocument();
  });

  it('says a used or expired link is not valid, and what to do without a link', async () => {
    serve(
      json(
        {
          success: false,
          statusCode: 400,
          error: 'This link is not valid. Please ask for a new one.',
          message: 'This link is not valid. Please ask for a new one.',
        },
        400,
      ),
    );
    const { unmount } = render('/trainings/confirm?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid. Please ask for a new one.');
    unmount();
    render('/trainings/confirm');
    expect(screen.getByText(/Please open that link/)).toBeInTheDocument();
  });

  it('says a failure to confirm is one, not a bad link', async () => {
    serve(json({ success: false, statusCode: 503, error: 'x', message: 'x' }, 503));
    render('/trainings/confirm?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your place could not be confirmed just now. Please open the link again in a few minutes.',
    );
  });
});
