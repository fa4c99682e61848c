import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { logout } from '@diet/frontend-core/auth-slice';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { DikshaLabPage } from './diksha-lab-page';

const fetchMock = jest.fn();
const stamps = { createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' };
const course = {
  id: 'c1',
  title: 'ICT in Classrooms',
  description: 'Using tools',
  duration: 20,
  status: 'Active',
  ...stamps,
};
const trainee = {
  id: 't1',
  teacherName: 'Asha Rani',
  employeeId: 'EMP-001',
  totalHours: 60,
  completedCourses: 3,
  progress: 60,
  certificates: ['ICT Basics', 'Pedagogy'],
  ...stamps,
};

type Handler = (request: Request) => Response | Promise<Response>;

function serve(
  extra: Handler = () => json({ success: true, data: null }),
  trainees: Handler = () => json({ success: true, data: [trainee], meta: { total: 1, page: 1, pageSize: 12 } }),
) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (request.method === 'GET' && url.pathname === '/api/admin/diksha-lab/summary')
      return json({
        success: true,
        data: { activeCourses: 3, coursesWithActiveStatus: 2, trainees: 1, trainingHours: 100, completionRate: 37 },
      });
    if (request.method === 'GET' && url.pathname === '/api/admin/diksha-lab')
      return json({ success: true, data: [course], meta: { total: 1, page: 1, pageSize: 200 } });
    if (request.method === 'GET' && url.pathname === '/api/admin/diksha-lab/trainee') return trainees(request);
    return extra(request);
  });
}

const calls = (method: string) => fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === method);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
});

const renderPage = () =>
  renderInShell(
    <App>
      <DikshaLabPage />
    </App>,
    '/admin/diksha-lab',
  );

describe('Diksha Lab Management', () => {
  it('shows the summary from the API, the course card and the trainee card', async () => {
    serve();
    renderPage();
    const courseCard = (await screen.findByText('ICT in Classrooms')).closest(
      '[data-testid="course-card"]',
    ) as HTMLElement;
    expect(within(courseCard).getByText('Active')).toBeInTheDocument();
    expect(within(courseCard).getByText('20 hours')).toBeInTheDocument();
    expect(within(courseCard).getByText('Using tools')).toBeInTheDocument();
    expect(screen.getByText('Completion Rate')).toBeInTheDocument();
    expect(screen.getByText('37')).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
    // 'Active Courses' counts every course (SPEC.md); the caption tells how many are Active.
    const coursesCard = screen.getByText('Active Courses').closest('.ant-card') as HTMLElement;
    expect(within(coursesCard).getByText('3')).toBeInTheDocument();
    expect(within(coursesCard).getByText('2 with status Active')).toBeInTheDocument();
    const traineeCard = (await screen.findByText('Asha Rani')).closest('[data-testid="trainee-card"]') as HTMLElement;
    expect(within(traineeCard).getByText('EMP-001')).toBeInTheDocument();
    expect(within(traineeCard).getByText('ICT Basics')).toBeInTheDocument();
    expect(within(traineeCard).getByText('Pedagogy')).toBeInTheDocument();
    expect(within(traineeCard).getByRole('button', { name: /Update Record/ })).toBeInTheDocument();
    expect(
      calls('GET')
        .find((r) => r.url.includes('/summary'))!
        .headers.get('Authorization'),
    ).toBe('Bearer tok');
  });

  it('shows a contributor the courses but no trainee records (personal data), and asks nothing of them', async () => {
    localStorage.setItem(
      SESSION_KEYS.user,
      JSON.stringify({ id: '2', email: 'c@b.cd', name: 'C', role: 'contributor' }),
    );
    serve();
    renderPage();
    expect(await screen.findByText('ICT in Classrooms')).toBeInTheDocument();
    expect(screen.queryByText('Asha Rani')).toBeNull();
    expect(screen.queryByRole('region', { name: /trainee/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Training Record/ })).toBeNull();
    expect(calls('GET').some((r) => new URL(r.url).pathname === '/api/admin/diksha-lab/trainee')).toBe(false);
  });

  it('asks the API to search trainees by name or employee ID, from page 1', async () => {
    serve();
    renderPage();
    await screen.findByText('Asha Rani');
    const box = screen.getByPlaceholderText('Search by name or employee ID');
    fireEvent.change(box, { target: { value: 'EMP-9' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls('GET').some((r) => new URL(r.url).searchParams.get('q') === 'EMP-9')).toBe(true));
    const searched = calls('GET').find((r) => new URL(r.url).searchParams.get('q') === 'EMP-9')!;
    expect(new URL(searched.url).searchParams.get('page')).toBe('1');
  });

  it("opens 'Add Training Course', refuses empty fields with the contracts' messages and sends nothing", async () => {
    serve();
    renderPage();
    await screen.findByText('ICT in Classrooms');
    fireEvent.click(screen.getByRole('button', { name: /Add Course/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Training Course')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Course' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    // antd validates the fields one promise each: on a busy machine the messages appear one by one.
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Duration is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Status is required')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it("opens 'Update Trainee Record' preloaded, sends certificates as a list, and shows a duplicate employee ID under its field", async () => {
    serve((request) =>
      request.method === 'PUT'
        ? json(
            {
              success: false,
              statusCode: 409,
              error: 'A trainee record with this employee ID already exists',
              message: 'Conflict',
            },
            409,
          )
        : json({ success: true, data: null }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Update Record/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Update Trainee Record')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Employee ID')).toHaveValue('EMP-001');
    expect(within(dialog).getByLabelText('Certificates (comma-separated)')).toHaveValue('ICT Basics, Pedagogy');
    fireEvent.change(within(dialog).getByLabelText('Certificates (comma-separated)'), {
      target: { value: 'ICT Basics, , Assessment ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Record' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(calls('PUT')[0].url).toMatch(/\/api\/admin\/diksha-lab\/trainee\/t1$/);
    expect((await calls('PUT')[0].clone().json()).certificates).toEqual(['ICT Basics', 'Assessment']);
    expect(
      await within(dialog).findByText('A trainee record with this employee ID already exists'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to save trainee record')).toBeInTheDocument();
  });

  it('says the administrator must be logged in and sends nothing when the session is gone', async () => {
    serve();
    const { store } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Add Training Record/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Trainee Record')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Teacher Name'), { target: { value: 'B' } });
    fireEvent.change(within(dialog).getByLabelText('Employee ID'), { target: { value: 'E2' } });
    fireEvent.change(within(dialog).getByLabelText('Total Hours'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Completed Courses'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Progress (%)'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Certificates (comma-separated)'), { target: { value: 'X' } });
    store.dispatch(logout());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Record' }));
    expect(await screen.findByText('You must be logged in to add or update trainee records')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it('asks before deleting a course and deletes only after the confirmation', async () => {
    serve(() => json({ success: true, data: null }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete course ICT in Classrooms' }));
    const [title] = await screen.findAllByText('Are you sure you want to delete this course?');
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(within(title.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Course deleted successfully!')).toBeInTheDocument();
    expect(calls('DELETE')[0].url).toMatch(/\/api\/admin\/diksha-lab\/course\/c1$/);
  });
});
