import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { siteSettings } from '@diet/contracts/content-types/site-settings';
import { SingletonScreen } from './singleton-screen';
import { contentEndpointsForTest, json, renderInShell } from './test-render';

/** The site settings' screen, made from their definition alone. */
const endpoints = contentEndpointsForTest('singletonScreenTestApi');

jest.setTimeout(60_000);
const fetchMock = jest.fn();
const record = () => ({
  instituteName: 'District Institute of Education and Training',
  phone: '+91 1639 250 100',
  email: 'info@diet.example',
  address: { lines: ['Kotkapura Road', 'Faridkot'], pin: '151203', mapUrl: null, mapEmbedUrl: null },
  principal: { name: 'Dr. Test', title: 'Principal', photo: null, message: ['Welcome.'] },
  stats: [{ value: '100+', label: 'Students' }],
  translations: { pa: { instituteName: 'ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਸੰਸਥਾ' } },
  publishState: 'published',
  updatedAt: '2026-11-27T10:00:00.000Z',
});
const sent = () => fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === 'PUT');

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(
    SESSION_KEYS.user,
    JSON.stringify({ id: '1', email: 'a@b.cd', name: 'A', role: 'administrator' }),
  );
  fetchMock.mockImplementation(async (request: Request) => {
    if (request.method === 'PUT')
      return json({
        success: true,
        data: { ...record(), ...(await request.clone().json()) },
        message: 'Site settings saved successfully!',
      });
    return json({ success: true, data: record() });
  });
});

const renderPage = () =>
  renderInShell(
    <App>
      <SingletonScreen definition={siteSettings} endpoints={endpoints} />
    </App>,
    '/admin/site-settings',
  );

it('lays the settings out in the sections a person expects, and saves a changed phone and message whole', async () => {
  renderPage();
  const phone = await screen.findByLabelText('Phone');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Contact',
    'Principal',
    'Home',
    'About',
    'Facilities',
    'Diksha Lab',
    'Recognition',
  ]);
  fireEvent.change(phone, { target: { value: '+91 1639 250 200' } });
  fireEvent.click(screen.getByRole('tab', { name: 'Principal' }));
  fireEvent.change(screen.getByLabelText('Message paragraph 1'), { target: { value: 'A new welcome.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent()).toHaveLength(1));
  const body = await sent()[0].json();
  expect(body).toMatchObject({
    phone: '+91 1639 250 200',
    principal: { name: 'Dr. Test', message: ['A new welcome.'] },
    translations: { pa: { instituteName: 'ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਸੰਸਥਾ' } },
  });
  expect(body).not.toHaveProperty('publishState');
  expect(await screen.findByText('Site settings saved successfully!')).toBeInTheDocument();
});

it("checks the fields with the API's own messages before saving, and shows the API's under the field", async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Phone is required')).toBeInTheDocument();
  expect(sent()).toHaveLength(0);

  fetchMock.mockImplementation(async (request: Request) =>
    request.method === 'PUT'
      ? json(
          {
            success: false,
            statusCode: 400,
            message: 'Value must be at most 20 characters',
            details: { 'stats.0.value': 'Value must be at most 20 characters' },
          },
          400,
        )
      : json({ success: true, data: record() }),
  );
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+91 1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Shown under the figure's value in the Home section, which keeps what was typed.
  fireEvent.click(screen.getByRole('tab', { name: 'Home' }));
  expect(await screen.findAllByText('Value must be at most 20 characters')).not.toHaveLength(0);
  expect(screen.getByLabelText('Phone')).toHaveValue('+91 1');
});

it('shows the Punjabi of each translatable text under the English it translates, and none of the others', async () => {
  renderPage();
  await screen.findByLabelText('Phone');
  fireEvent.click(screen.getByText('Punjabi'));
  const name = await screen.findByLabelText('Institute name (Punjabi)');
  expect(name).toHaveValue('ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਸੰਸਥਾ');
  expect(screen.getByText('In English: District Institute of Education and Training')).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Principal' }));
  const section = screen.getByRole('tabpanel');
  expect(within(section).getByLabelText('Message paragraph 1 (Punjabi)')).toBeInTheDocument();
});
