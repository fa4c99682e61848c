import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staff } from '@diet/contracts/content-types/staff';
import { json, renderInShell } from '../../test/render';
import { callsTo } from '../../test/list-server';
import { ListView } from './list-page';

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
/** The staff's list answer (searched by name) and the site settings with the Principal's message. */
function serve(members: ReturnType<typeof member>[] | null, status = 200) {
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
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = (members ?? []).filter((m) => m.name.toLowerCase().includes(q));
    return json({ success: true, data: found, meta: { total: found.length, page: 1, pageSize: 20 } });
  });
}
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('the staff page, drawn from its definition', () => {
  it('shows up to 3 staff as a grid with tel: and mailto: links', async () => {
    serve([member(1), member(2), member(3)]);
    renderInShell(<ListView definition={staff} />, '/staff');
    expect(await screen.findByText('Teacher 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Staff' })).toBeInTheDocument();
    expect(screen.getByText('Meet the faculty who prepare the teachers of tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Faculty' })).toBeInTheDocument();
    expect(screen.getByText('3 staff members found')).toBeInTheDocument();
    const list = screen.getByTestId('content-list');
    expect(list).toHaveAttribute('data-layout', 'grid');
    expect(list).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('link', { name: 't1@example.org' })).toHaveAttribute('href', 'mailto:t1@example.org');
    expect(screen.getByRole('link', { name: '+91 99999 00001' })).toHaveAttribute('href', 'tel:+919999900001');
    expect(screen.getByAltText('Photo of Teacher 1')).toHaveAttribute('loading', 'lazy');
    // A qualification on the card of the one who has it; no empty line for the others.
    const first = screen.getByText('Teacher 1').closest('li')!;
    expect(within(first).getByText('M.Sc., M.Ed., Ph.D.')).toBeInTheDocument();
    expect(within(screen.getByText('Teacher 2').closest('li')!).getAllByRole('paragraph')).toHaveLength(4);
    // No item page: the name is not a link.
    expect(within(first).queryByRole('link', { name: 'Teacher 1' })).toBeNull();
  });

  it('scrolls sideways with more than 3 staff, and shows departments, figures and the message', async () => {
    serve([1, 2, 3, 4].map(member));
    renderInShell(<ListView definition={staff} />, '/staff');
    expect(await screen.findByText('Teacher 4')).toBeInTheDocument();
    const list = screen.getByTestId('content-list');
    expect(list).toHaveAttribute('data-layout', 'scroll');
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list).toHaveAccessibleName('Our Faculty');
    // One row holds them all: the page asks for every member at once, not twenty a page.
    const asked = fetchMock.mock.calls
      .map(([r]) => new URL((r as Request).url))
      .find((u) => u.pathname === '/api/staff');
    expect(asked?.searchParams.get('pageSize')).toBe('200');
    expect(screen.getByRole('heading', { level: 2, name: 'Departments' })).toBeInTheDocument();
    for (const d of [
      'Educational Administration',
      'Mathematics Education',
      'Science Education',
      'Language Education',
      'Social Studies',
      'Arts Education',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: d })).toBeInTheDocument();
    }
    expect(screen.getByText('70+')).toBeInTheDocument();
    expect(screen.getByText('Number of students')).toBeInTheDocument();
    expect(await screen.findByText('Dear visitors.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Principal's Message" })).toBeInTheDocument();
    expect(screen.getByText('Dr. P, Principal')).toBeInTheDocument();
  });

  it('searches by name and says when nothing matches', async () => {
    serve([1, 2].map(member));
    renderInShell(<ListView definition={staff} />, '/staff');
    await screen.findByText('Teacher 2');
    await userEvent.type(screen.getByLabelText('Search staff'), 'Teacher 2');
    await waitFor(() => expect(callsTo(fetchMock, '/api/staff').at(-1)?.get('q')).toBe('Teacher 2'));
    expect(await screen.findByText('1 staff member found')).toBeInTheDocument();
    expect(screen.queryByText('Teacher 1')).toBeNull();
  });

  it('says so when there are no staff, and offers a retry when the load fails', async () => {
    serve([]);
    const { unmount } = renderInShell(<ListView definition={staff} />, '/staff');
    expect(await screen.findByText('No staff information available at the moment.')).toBeInTheDocument();
    unmount();
    serve(null, 500);
    renderInShell(<ListView definition={staff} />, '/staff');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the staff list.');
    serve([member(9)]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Teacher 9')).toBeInTheDocument();
  });
});
