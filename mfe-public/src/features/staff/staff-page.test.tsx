import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderInShell } from '../../test/render';
import { StaffPage } from './staff-page';

const fetchMock = jest.fn();
const member = (n: number) => ({
  id: String(n),
  name: `Teacher ${n}`,
  designation: 'Lecturer',
  subject: 'Mathematics',
  qualification: n === 1 ? 'M.Sc., M.Ed., Ph.D.' : null,
  phone: '+91 99999 0000' + n,
  email: `t${n}@example.org`,
  photo: `/uploads/p${n}.png`,
  photoThumb: `/uploads/t${n}.png`,
  displayOrder: n,
});
function serve(staff: unknown, status = 200) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site')
      return json({
        success: true,
        data: {
          instituteShortName: 'DIET',
          principal: { name: 'Dr. P', title: 'Principal', photo: '/p.png', message: ['Dear visitors.'] },
        },
      });
    if (status !== 200) return json({ success: false, statusCode: status, error: 'x', message: 'x' }, status);
    return json({ success: true, data: staff });
  });
}
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('staff page', () => {
  it('shows up to 3 staff as a grid with tel: and mailto: links', async () => {
    serve([member(1), member(2), member(3)]);
    renderInShell(<StaffPage />, '/staff');
    expect(await screen.findByText('Teacher 1')).toBeInTheDocument();
    expect(screen.getByTestId('staff-list')).toHaveAttribute('data-layout', 'grid');
    expect(screen.getByRole('link', { name: 't1@example.org' })).toHaveAttribute('href', 'mailto:t1@example.org');
    expect(screen.getByRole('link', { name: '+91 99999 00001' })).toHaveAttribute('href', 'tel:+919999900001');
    expect(screen.getByAltText('Photo of Teacher 1')).toHaveAttribute('loading', 'lazy');
    // A qualification on the card of the one who has it; no empty line for the others.
    const first = screen.getByText('Teacher 1').closest('li')!;
    expect(within(first).getByText('M.Sc., M.Ed., Ph.D.')).toBeInTheDocument();
    expect(within(screen.getByText('Teacher 2').closest('li')!).getAllByRole('paragraph')).toHaveLength(4);
  });

  it('scrolls sideways with more than 3 staff, and shows departments, figures and the message', async () => {
    serve([1, 2, 3, 4].map(member));
    renderInShell(<StaffPage />, '/staff');
    expect(await screen.findByText('Teacher 4')).toBeInTheDocument();
    expect(screen.getByTestId('staff-list')).toHaveAttribute('data-layout', 'scroll');
    for (const d of [
      'Educational Administration',
      'Mathematics Education',
      'Science Education',
      'Language Education',
      'Social Studies',
      'Arts Education',
    ]) {
      expect(screen.getByText(d)).toBeInTheDocument();
    }
    expect(screen.getByText('70+')).toBeInTheDocument();
    expect(await screen.findByText('Dear visitors.')).toBeInTheDocument();
  });

  it('says so when there are no staff, and offers a retry when the load fails', async () => {
    serve([]);
    const { unmount } = renderInShell(<StaffPage />, '/staff');
    expect(await screen.findByText('No staff information available at the moment.')).toBeInTheDocument();
    unmount();
    serve(null, 500);
    renderInShell(<StaffPage />, '/staff');
    const alert = await screen.findByRole('alert');
    serve([member(9)]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Teacher 9')).toBeInTheDocument();
  });
});
