import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRAINING_MESSAGES } from '@diet/contracts/training-messages';
import { json, renderRoute } from '../../test/render';
import { CheckInPage } from './check-in-page';

const fetchMock = jest.fn();
/** The bodies the page sent to POST /api/trainings/check-in, in order. */
let sent: unknown[];

/** The site, and `answer` to every check-in. */
function serve(answer: () => Response) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (url.pathname === '/api/trainings/check-in' && request.method === 'POST') {
      sent.push(await request.json());
      return answer();
    }
    return json({ success: false, statusCode: 404, error: 'Not Found', message: 'x' }, 404);
  });
}
const refused = (details: Record<string, string>) =>
  json({ success: false, statusCode: 400, error: Object.values(details)[0], details }, 400);
const render = (path: string) => renderRoute('/trainings/check-in', <CheckInPage />, path);
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  sent = [];
});

describe('self check-in', () => {
  it("takes the code from the QR code's address, asks for the employee ID and says the teacher is present", async () => {
    serve(() => json({ success: true, message: TRAINING_MESSAGES.checkedIn, data: { status: 'present' } }));
    render('/trainings/check-in?code=%20123456');
    const code = screen.getByLabelText('Check-in code');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByText('Employee ID is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Employee ID'), ' PB-1042 ');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are marked present. Thank you!');
    expect(sent).toEqual([{ code: '123456', employeeId: 'PB-1042' }]);
  });

  it('lets a code be typed from the screen, and says which field is wrong without losing what was typed', async () => {
    let answer = refused({ code: TRAINING_MESSAGES.checkInInvalid });
    serve(() => answer);
    render('/trainings/check-in');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByText('Code is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Check-in code'), '654321');
    await userEvent.type(screen.getByLabelText('Employee ID'), 'PB-9');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    const codeError = await screen.findByText('This check-in code is not valid.');
    expect(screen.getByLabelText('Check-in code')).toHaveAccessibleDescription(codeError.textContent ?? '');
    expect(screen.getByLabelText('Check-in code')).toHaveValue('654321');
    expect(screen.getByLabelText('Employee ID')).toHaveValue('PB-9');

    answer = refused({ employeeId: TRAINING_MESSAGES.notEnrolled });
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText('No confirmed enrolment in this training has this employee ID.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Employee ID')).toHaveAccessibleDescription(
      'No confirmed enrolment in this training has this employee ID.',
    );
    expect(screen.queryByText('This check-in code is not valid.')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a check-in that could not be sent was not, so it can be tried again', async () => {
    serve(() => json({ success: false, statusCode: 503, error: 'x', message: 'x' }, 503));
    render('/trainings/check-in?code=111111');
    await userEvent.type(screen.getByLabelText('Employee ID'), 'PB-1');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your check-in could not be sent. Please try again.');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });
});
