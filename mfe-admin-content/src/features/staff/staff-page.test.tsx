import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE, TOASTS } from '@diet/contracts/toasts';
import { json, renderInShell } from '@diet/admin-ui/test-render';
import { StaffPage } from './staff-page';

jest.setTimeout(60_000);
const fetchMock = jest.fn();
const member = (id: string, name: string, displayOrder: number) => ({
  id,
  name,
  designation: 'Lecturer',
  subject: 'Maths',
  qualification: null as string | null,
  phone: '123',
  email: `${id}@x.in`,
  photo: `/uploads/staff/${id}.jpg`,
  photoThumb: null,
  leavingDate: null as string | null,
  displayOrder,
  createdAt: '',
  updatedAt: '',
});
let staff = [member('a1', 'Principal Kaur', 0), member('b2', 'Ravi Singh', 1)];
const calls = () => fetchMock.mock.calls.map(([r]) => r as Request);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  staff = [member('a1', 'Principal Kaur', 0), member('b2', 'Ravi Singh', 1)];
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
    if (request.method === 'GET') return json({ success: true, data: staff });
    if (request.method === 'DELETE') return json({ success: true, data: null, message: TOASTS.staffDeleted });
    if (request.url.endsWith('/order')) return json({ success: true, data: staff });
    return json({
      success: true,
      data: staff[0],
      message: request.method === 'PUT' ? TOASTS.staffUpdated : TOASTS.staffAdded,
    });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <StaffPage />
    </App>,
    '/admin/staff',
  );

describe('Staff Management', () => {
  it('shows a loading indicator, then the staff cards in display order', async () => {
    renderPage();
    expect(screen.getByText('Loading staff...')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('staff-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Principal Kaur',
      'Ravi Singh',
    ]);
    expect(calls()[calls().length - 1].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('shows the empty state when there is no staff', async () => {
    staff = [];
    renderPage();
    expect(await screen.findByText('No staff members found.')).toBeInTheDocument();
  });

  it('refuses to add without the required fields and photo, with the contracts messages', async () => {
    renderPage();
    await screen.findAllByTestId('staff-card');
    fireEvent.click(screen.getByRole('button', { name: /Add Staff/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION.nameRequired, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION.designationRequired)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION.photoRequired, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls().some((r) => r.method === 'POST')).toBe(false);
  });

  it('edits with the record preloaded and keeps the photo when none is chosen', async () => {
    renderPage();
    const [first] = await screen.findAllByTestId('staff-card');
    fireEvent.click(within(first).getByRole('button', { name: /Edit/ }));
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Principal Kaur');
    fireEvent.change(name, { target: { value: 'Dr. Principal Kaur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls().some((r) => r.method === 'PUT')).toBe(true));
    const put = calls().find((r) => r.method === 'PUT')!;
    expect(put.url).toMatch(/\/api\/admin\/staff\/a1$/);
    const body = await put.formData();
    expect(body.get('name')).toBe('Dr. Principal Kaur');
    expect(body.has('photo')).toBe(false);
    expect(await screen.findByText(TOASTS.staffUpdated)).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    renderPage();
    const [, second] = await screen.findAllByTestId('staff-card');
    fireEvent.click(within(second).getByRole('button', { name: /Delete/ }));
    expect((await screen.findAllByText(CONFIRM_DELETE.staff)).length).toBeGreaterThan(0);
    expect(calls().some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls().find((r) => r.method === 'DELETE')?.url).toMatch(/\/api\/admin\/staff\/b2$/));
    expect(await screen.findByText(TOASTS.staffDeleted)).toBeInTheDocument();
  });

  it('moves a member down by sending the new order', async () => {
    renderPage();
    await screen.findAllByTestId('staff-card');
    fireEvent.click(screen.getByRole('button', { name: 'Move Principal Kaur down' }));
    await waitFor(() => expect(calls().some((r) => r.url.endsWith('/api/admin/staff/order'))).toBe(true));
    const order = calls().find((r) => r.url.endsWith('/order'))!;
    expect(await order.json()).toEqual({ ids: ['b2', 'a1'] });
  });

  it('offers the current and former staff as views, asking the server for the one chosen', async () => {
    renderPage();
    await screen.findAllByTestId('staff-card');
    fireEvent.mouseDown(within(screen.getByLabelText('Which staff').closest('.ant-select')!).getByRole('combobox'));
    expect(await screen.findByTitle('Current')).toBeInTheDocument();
    fireEvent.click(await screen.findByTitle('Former'));
    await waitFor(() =>
      expect(calls().some((r) => r.url.includes('former=true') && r.url.includes('page=1'))).toBe(true),
    );
    // Former staff are not on the public page: no order to keep, so no arrows.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Move .* (up|down)$/ })).toBeNull());
    expect(screen.getAllByTestId('staff-card').length).toBeGreaterThan(0);
  });

  it("shows each member's qualification, and the date of leaving of one who has one", async () => {
    staff = [
      { ...member('a1', 'Principal Kaur', 0), qualification: 'M.A., M.Ed., Ph.D.' },
      { ...member('b2', 'Ravi Singh', 1), leavingDate: '2026-03-31' },
    ];
    renderPage();
    const [first, second] = await screen.findAllByTestId('staff-card');
    expect(within(first).getByText('M.A., M.Ed., Ph.D.')).toBeInTheDocument();
    expect(within(first).queryByText(/Date of leaving/)).toBeNull();
    expect(within(second).getByText('Date of leaving: 31 March 2026')).toBeInTheDocument();
  });

  it('fetches the neighbour across the page boundary within the view shown', async () => {
    fetchMock.mockImplementation(async (request: Request) => {
      if (request.url.endsWith('/api/site')) return json({ success: true, data: {} });
      if (request.url.endsWith('/order')) return json({ success: true, data: staff });
      if (request.url.includes('pageSize=1&'))
        return json({ success: true, data: [member('c3', 'Former Gill', 2)], meta: { total: 3 } });
      return json({ success: true, data: staff, meta: { total: 3 } });
    });
    renderPage();
    await screen.findAllByTestId('staff-card');
    fireEvent.mouseDown(within(screen.getByLabelText('Which staff').closest('.ant-select')!).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Current'));
    await waitFor(() => expect(calls().some((r) => r.url.includes('former=false'))).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Move Ravi Singh down' }));
    await waitFor(() => expect(calls().some((r) => r.url.endsWith('/order'))).toBe(true));
    const neighbour = calls().find((r) => /pageSize=1(&|$)/.test(r.url))!;
    expect(new URL(neighbour.url).searchParams.get('former')).toBe('false');
    expect(
      await calls()
        .find((r) => r.url.endsWith('/order'))!
        .json(),
    ).toEqual({ ids: ['c3', 'b2'] });
  });

  it('gives a contributor no arrows: the public order is a publishing action', async () => {
    localStorage.setItem(
      SESSION_KEYS.user,
      JSON.stringify({ id: '2', email: 'c@b.cd', name: 'C', role: 'contributor' }),
    );
    renderPage();
    await screen.findAllByTestId('staff-card');
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Principal Kaur' })).toBeInTheDocument();
  });
});
