import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { json, renderInShell } from '../../test/render';
import { VerifyPage } from './verify-page';

const fetchMock = jest.fn();
const CODE = 'K7Q2M-9XD4R-ABCDE-12345';
const CERTIFICATE = {
  status: 'valid',
  name: 'Harpreet Kaur',
  programme: 'Activity-based mathematics',
  hours: 12,
  startsAt: '2026-11-02T04:30:00.000Z',
  endsAt: '2026-11-04T11:30:00.000Z',
  issuedAt: '2026-11-05T06:00:00.000Z',
};

/** The site, and the certificate of each code in `known` (404 for any other, or `status` for all). */
function serve(known: Record<string, unknown>, status = 200) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    const code = decodeURIComponent(url.pathname.replace('/api/certificates/', ''));
    if (status !== 200) return json({ success: false, statusCode: status, error: 'x', message: 'x' }, status);
    if (known[code]) return json({ success: true, data: known[code] });
    return json({ success: false, statusCode: 404, error: 'Not Found', message: 'x' }, 404);
  });
}
const render = (path: string) =>
  renderInShell(
    <Routes>
      <Route path="/verify" element={<VerifyPage />} />
      <Route path="/verify/:code" element={<VerifyPage />} />
    </Routes>,
    path,
  );
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('verifying a certificate', () => {
  it('takes a code as typed from paper and shows whom it was issued to, for what and when', async () => {
    serve({ [CODE]: CERTIFICATE });
    render('/verify');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Certificate code'), ' k7q2m-9xd4r-abcde-12345 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const outcome = await screen.findByRole('region', { name: 'This certificate is valid.' });
    const details = within(outcome);
    for (const text of [CODE, 'Harpreet Kaur', 'Activity-based mathematics', '12 hours']) {
      expect(details.getByText(text)).toBeInTheDocument();
    }
    expect(details.getByText('2 November 2026')).toBeInTheDocument();
    expect(details.getByText('5 November 2026')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Download the certificate (PDF)' })).toHaveAttribute(
      'href',
      `/api/certificates/${CODE}.pdf`,
    );
    // The form is there again, empty, for the next code.
    expect(screen.getByLabelText('Certificate code')).toHaveValue('');
  });

  it('says a revoked certificate is revoked, and why', async () => {
    serve({ [CODE]: { ...CERTIFICATE, status: 'revoked', revokedReason: 'Issued in error' } });
    render(`/verify/${CODE}`);
    const outcome = await screen.findByRole('region', { name: 'This certificate has been revoked.' });
    expect(within(outcome).getByText('Issued in error')).toBeInTheDocument();
  });

  it('says when no certificate has the code, and offers a retry when the check fails', async () => {
    serve({});
    const { unmount } = render('/verify/NOPE-NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No certificate has this code. Check the code and try again.',
    );
    unmount();
    serve({}, 500);
    render(`/verify/${CODE}`);
    expect(await screen.findByText('We could not check the certificate.')).toBeInTheDocument();
    serve({ [CODE]: CERTIFICATE });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'This certificate is valid.' })).toBeInTheDocument();
  });
});
