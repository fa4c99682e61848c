import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SESSION_KEYS } from '@diet/contracts/api';
import { TRAINING_MESSAGES } from '@diet/contracts/content-types/trainings';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { TrainingOfficePage } from './training-office-page';

const fetchMock = jest.fn();
const programme = {
  id: 'p1',
  title: 'Early Reading',
  seats: 2,
  hours: 6,
  minAttendancePercent: 75,
  sessions: [
    { id: 's1', training: 'p1', startsAt: '2026-03-02T04:30:00.000Z', endsAt: '2026-03-02T10:30:00.000Z', hours: 6 },
  ],
};
const enrolment = (id: string, name: string, status: string, position: number | null = null) => ({
  id,
  name,
  employeeId: `EMP-${id}`,
  email: `${id}@school.example`,
  phone: null,
  school: 'GPS Sadiq',
  district: 'Faridkot',
  status,
  position,
  createdAt: '2026-02-01T05:00:00.000Z',
  confirmedAt: null,
});
const ENROLMENTS = [
  enrolment('e1', 'Asha Rani', 'confirmed'),
  enrolment('e2', 'Baljit Kaur', 'waitlisted', 1),
  enrolment('e3', 'Chander Pal', 'pending'),
];

/** What POST …/certificates answers: Asha Rani completed. */
const CODE = 'K7Q2M-9XD4R-AB3CD-EF5GH';
const certificate = { code: CODE, enrolmentId: 'e1', name: 'Asha Rani', employeeId: 'EMP-e1' };
const issuedAt = '2026-03-03T06:00:00.000Z';

type Handler = (request: Request, url: URL) => Response | Promise<Response> | undefined;

/** The programme, its enrolments (filtered by status like the server) and whatever `extra` answers. */
function serve(extra: Handler = () => undefined) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    const answered = await extra(request, url);
    if (answered) return answered;
    if (url.pathname === '/api/site') return json({ success: true, data: {} });
    if (request.method === 'GET' && url.pathname === '/api/admin/trainings/p1')
      return json({ success: true, data: programme });
    if (request.method === 'GET' && url.pathname === '/api/admin/trainings/p1/enrolments') {
      const status = url.searchParams.get('status');
      const items = ENROLMENTS.filter((e) => !status || e.status === status);
      return json({ success: true, data: items, meta: { total: items.length, page: 1, pageSize: 50 } });
    }
    return json({ success: false, statusCode: 404, error: 'Not found' }, 404);
  });
}

const calls = (method: string, path?: string) =>
  fetchMock.mock.calls
    .map(([r]) => r as Request)
    .filter((r) => r.method === method && (!path || new URL(r.url).pathname === path));

const signedInAs = (role: string) =>
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role }));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  signedInAs('administrator');
});

const renderPage = () =>
  renderInShell(
    <App>
      <Routes>
        <Route path="/admin/trainings/:id/office" element={<TrainingOfficePage />} />
      </Routes>
    </App>,
    '/admin/trainings/p1/office',
  );

const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));
const chooseSession = async () => {
  fireEvent.mouseDown(screen.getByLabelText('Session'));
  fireEvent.click(await screen.findByTitle(/\(6 h\)$/));
};
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Enrolments', () => {
  it("lists a programme's enrolments with the waiting-list position and filters by status on the server from page 1", async () => {
    serve();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enrolments and attendance: Early Reading' }),
    ).toBeVisible();
    expect(within(await rowOf('Baljit Kaur')).getByText('Waiting list')).toBeInTheDocument();
    expect(within(await rowOf('Baljit Kaur')).getByText('1')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Waiting list'));
    await waitFor(() => expect(screen.queryByText('Asha Rani')).toBeNull());
    const filtered = calls('GET', '/api/admin/trainings/p1/enrolments').at(-1)!;
    expect(new URL(filtered.url).searchParams.get('status')).toBe('waitlisted');
    expect(new URL(filtered.url).searchParams.get('page')).toBe('1');
    expect(filtered.headers.get('Authorization')).toBe('Bearer tok');
  });

  it("confirms a waiting teacher and shows the server's refusal word for word when no seat is left", async () => {
    serve((request) =>
      request.method === 'PATCH'
        ? json({ success: false, statusCode: 409, error: TRAINING_MESSAGES.noSeatsLeft, message: 'Conflict' }, 409)
        : undefined,
    );
    renderPage();
    fireEvent.click(within(await rowOf('Baljit Kaur')).getByRole('button', { name: 'Confirm: Baljit Kaur' }));
    expect(await screen.findByText(TRAINING_MESSAGES.noSeatsLeft)).toBeInTheDocument();
    const [patch] = calls('PATCH');
    expect(new URL(patch.url).pathname).toBe('/api/admin/trainings/p1/enrolments/e2');
    expect(await patch.clone().json()).toEqual({ status: 'confirmed' });
  });

  it('cancels only after the question, and offers nothing to change on a cancelled or completed enrolment', async () => {
    ENROLMENTS.push(enrolment('e4', 'Dev Raj', 'cancelled'));
    serve((request) =>
      request.method === 'PATCH'
        ? json({
            success: true,
            data: { ...ENROLMENTS[0], status: 'cancelled' },
            message: TRAINING_MESSAGES.enrolmentUpdated,
          })
        : undefined,
    );
    renderPage();
    expect(within(await rowOf('Dev Raj')).queryByRole('button')).toBeNull();
    ENROLMENTS.pop();
    fireEvent.click(within(await rowOf('Asha Rani')).getByRole('button', { name: 'Cancel enrolment: Asha Rani' }));
    // antd's confirmation draws its title twice on the way in (as in diksha-lab-page.test.tsx).
    const [question] = await screen.findAllByText('Cancel the enrolment of Asha Rani?', {}, { timeout: 5_000 });
    expect(question).toBeInTheDocument();
    expect(calls('PATCH')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(TRAINING_MESSAGES.enrolmentUpdated)).toBeInTheDocument();
    expect(await calls('PATCH')[0].clone().json()).toEqual({ status: 'cancelled' });
  });

  it('completes a confirmed enrolment by hand only with a reason, sent with it', async () => {
    serve((request) =>
      request.method === 'PATCH'
        ? json({
            success: true,
            data: { ...ENROLMENTS[0], status: 'completed' },
            message: TRAINING_MESSAGES.enrolmentUpdated,
          })
        : undefined,
    );
    renderPage();
    expect(within(await rowOf('Chander Pal')).queryByRole('button', { name: /Complete/ })).toBeNull();
    fireEvent.click(within(await rowOf('Asha Rani')).getByRole('button', { name: 'Complete: Asha Rani' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Complete the enrolment of Asha Rani')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText(TRAINING_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls('PATCH')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Attended at the block office ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(await calls('PATCH')[0].clone().json()).toEqual({
      status: 'completed',
      reason: 'Attended at the block office',
    });
  });

  it('shows a contributor the enrolments but no action and no export', async () => {
    signedInAs('contributor');
    serve();
    renderPage();
    const row = await rowOf('Baljit Kaur');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Self check-in' })).toBeInTheDocument();
  });
});

describe('Attendance', () => {
  it('ticks the confirmed and completed enrolments of a session, saves them and names whom the save completed', async () => {
    ENROLMENTS.push(enrolment('e5', 'Eshan Lal', 'confirmed'));
    serve((request, url) => {
      if (url.pathname !== '/api/admin/trainings/p1/sessions/s1/attendance') return undefined;
      if (request.method === 'GET') return json({ success: true, data: { present: ['e5'] } });
      return json({
        success: true,
        data: { present: ['e5', 'e1'], completed: ['e1'] },
        message: TRAINING_MESSAGES.attendanceSaved,
      });
    });
    renderPage();
    await openTab('Attendance');
    await chooseSession();
    const asha = await screen.findByRole('checkbox', { name: 'Asha Rani (EMP-e1)' });
    expect(asha).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Eshan Lal (EMP-e5)' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Baljit Kaur/ })).toBeNull();
    ENROLMENTS.pop();
    fireEvent.click(asha);
    expect(screen.getByText('2 of 2 present')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText(TRAINING_MESSAGES.attendanceSaved)).toBeInTheDocument();
    const [put] = calls('PUT');
    expect((await put.clone().json()).present.sort()).toEqual(['e1', 'e5']);
    const completed = await screen.findByText(/Completed by this save/);
    expect(
      within(completed.closest('[role="status"]') as HTMLElement).getByText('Asha Rani (EMP-e1)'),
    ).toBeInTheDocument();
  });
});

describe('Self check-in', () => {
  // A real renewal comes 1 s after the first code is shown; a jsdom on a loaded machine may take many more.
  it('shows the code as a QR code of the check-in address and as text, and fetches a fresh one before it ends', async () => {
    let issued = 0;
    serve((request, url) => {
      if (url.pathname !== '/api/admin/trainings/p1/sessions/s1/check-in-code') return undefined;
      issued += 1;
      // The first code ends soon: the screen must ask for the next one by itself.
      const expiresAt = new Date(Date.now() + (issued === 1 ? 16_000 : 120_000)).toISOString();
      return json({ success: true, data: { code: issued === 1 ? '123456' : '654321', expiresAt } }, 201);
    });
    renderPage();
    await openTab('Self check-in');
    await chooseSession();
    fireEvent.click(screen.getByRole('button', { name: 'Show the check-in code' }));
    const address = `${window.location.origin}/trainings/check-in?code=123456`;
    expect(await screen.findByRole('img', { name: `QR code of the check-in address ${address}` })).toBeInTheDocument();
    expect(screen.getByTestId('check-in-code')).toHaveTextContent('123456');
    expect(screen.getByText(/^A new code in [01]:\d\d$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('check-in-code')).toHaveTextContent('654321'), { timeout: 40_000 });
    expect(calls('POST')).toHaveLength(2);
  }, 60_000);
});

describe('Certificates', () => {
  /** The programme's certificates as the server keeps them: none until issued, revoked once revoked. */
  const serveCertificates = () => {
    let kept: object[] = [];
    serve((request, url) => {
      if (url.pathname === '/api/admin/trainings/p1/certificates') {
        if (request.method === 'POST') kept = [{ ...certificate, hours: 6, issuedAt, status: 'valid' }];
        return json({ success: true, data: kept, message: TRAINING_MESSAGES.certificatesIssued });
      }
      if (url.pathname === `/api/admin/certificates/${certificate.code}/revoke`) {
        kept = kept.map((c) => ({ ...c, status: 'revoked', revokedReason: 'Issued in error' }));
        return json({ success: true, data: { status: 'revoked' }, message: TRAINING_MESSAGES.certificateRevoked });
      }
      return undefined;
    });
  };

  it('lists none, issues them, lists each with its code and verify link, and revokes one only with a reason', async () => {
    serveCertificates();
    renderPage();
    await openTab('Certificates');
    expect(
      await screen.findByText('No certificate yet: one is issued to each completed enrolment.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Issue certificates' }));
    expect(await screen.findByText(TRAINING_MESSAGES.certificatesIssued)).toBeInTheDocument();
    const row = await rowOf('Asha Rani');
    expect(
      within(row).getByRole('link', { name: /Verify page of certificate K7Q2M-9XD4R-AB3CD-EF5GH/ }),
    ).toHaveAttribute('href', '/verify/K7Q2M-9XD4R-AB3CD-EF5GH');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Revoke certificate K7Q2M-9XD4R-AB3CD-EF5GH of Asha Rani' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(TRAINING_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls('POST', `/api/admin/certificates/${certificate.code}/revoke`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Issued in error' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(TRAINING_MESSAGES.certificateRevoked)).toBeInTheDocument();
    const [revoke] = calls('POST', `/api/admin/certificates/${certificate.code}/revoke`);
    expect(await revoke.clone().json()).toEqual({ reason: 'Issued in error' });
    // The list read again says so, with the reason, and offers no second revocation.
    const revoked = await rowOf('Asha Rani');
    expect(await within(revoked).findByText('Reason: Issued in error')).toBeInTheDocument();
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('lets an editor issue certificates but not revoke them, and a contributor only read them', async () => {
    signedInAs('editor');
    serveCertificates();
    const { unmount } = renderPage();
    await openTab('Certificates');
    fireEvent.click(await screen.findByRole('button', { name: 'Issue certificates' }));
    const row = await rowOf('Asha Rani');
    expect(within(row).queryByRole('button', { name: /Revoke/ })).toBeNull();
    unmount();

    signedInAs('contributor');
    renderPage();
    await openTab('Certificates');
    expect(await rowOf('Asha Rani')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue certificates' })).toBeNull();
  });
});
