import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderInShell } from '../../test/render';
import { DirectoryPage } from './directory-page';

const fetchMock = jest.fn();
const SITE = {
  instituteShortName: 'DIET',
  phone: '+91 1639 250 100',
  email: 'office@example.org',
  officeHours: 'Mon-Fri 9-5',
};
const STAFF = [
  {
    id: '1',
    name: 'Dr. A',
    designation: 'Principal',
    qualification: 'M.A., M.Ed., Ph.D.',
    subject: 'Administration',
    phone: '+91 98765-43210',
    email: 'a@example.org',
  },
  { id: '2', name: 'Sh. B', designation: 'Lecturer', subject: 'Mathematics', phone: null, email: null },
];
function serve(staffStatus = 200, staff: unknown = STAFF) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: SITE });
    if (staffStatus !== 200) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    return json({ success: true, data: staff });
  });
}
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('directory', () => {
  it("lists the office's contacts and every member of staff, each number and address one tap away", async () => {
    serve();
    renderInShell(<DirectoryPage />, '/directory');
    expect(await screen.findByRole('heading', { level: 1, name: 'Directory' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+91 1639 250 100' })).toHaveAttribute('href', 'tel:+911639250100');
    expect(screen.getByRole('link', { name: 'office@example.org' })).toHaveAttribute(
      'href',
      'mailto:office@example.org',
    );
    expect(screen.getByText('Mon-Fri 9-5')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Staff of the institute/ });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [],
      ['Dr. A', 'Principal', 'M.A., M.Ed., Ph.D.', 'Administration', '+91 98765-43210', 'a@example.org'],
      ['Sh. B', 'Lecturer', '', 'Mathematics', '', ''],
    ]);
    expect(within(table).getByRole('link', { name: '+91 98765-43210' })).toHaveAttribute('href', 'tel:+919876543210');
    // A phone shows each cell after its column's name.
    expect(within(rows[1]).getAllByRole('cell')[4]).toHaveAttribute('data-label', 'Telephone');
  });

  it('says when the staff cannot be read, and reads them again on request', async () => {
    serve(500);
    renderInShell(<DirectoryPage />, '/directory');
    expect(await screen.findByText('We could not load the directory.')).toBeInTheDocument();
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says the directory is being prepared while there is no staff', async () => {
    serve(200, []);
    renderInShell(<DirectoryPage />, '/directory');
    expect(await screen.findByText('The directory is being prepared.')).toBeInTheDocument();
  });
});
