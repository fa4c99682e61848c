import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderInShell } from '../../test/render';
import { DikshaLabPage } from './diksha-lab-page';

const fetchMock = jest.fn();
const site = {
  instituteShortName: 'DIET',
  brochureUrl: '/uploads/site-brochure.pdf',
  dikshaFeatures: [{ title: 'Blended Learning', description: 'd' }],
  dikshaModules: [
    { title: 'Pedagogical Foundations', hours: 20, category: 'Core Module', topics: ['Learning theories'] },
  ],
};
let coursesFail = false;
const COURSES = [
  { id: '1', title: 'Digital Tools', description: 'Using DIKSHA', duration: 15, status: 'Active' },
  { id: '2', title: 'Old Course', description: 'Closed', duration: 1, status: 'Inactive' },
];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  coursesFail = false;
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: site });
    if (coursesFail) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    return json({ success: true, data: COURSES });
  });
});

describe('diksha lab page', () => {
  it('shows modules, features, courses with status and hours, Enroll Now and the brochure', async () => {
    renderInShell(<DikshaLabPage />, '/diksha-lab');
    expect(await screen.findByText('Digital Tools')).toBeInTheDocument();
    expect(screen.getByText('15 hours')).toBeInTheDocument();
    expect(screen.getByText('1 hour')).toBeInTheDocument();
    expect(screen.getByText('Active').className).toMatch(/green/);
    expect(screen.getByText('Inactive').className).toMatch(/grey/);
    expect(screen.getByText('Core Module')).toBeInTheDocument();
    expect(screen.getByText('20 hours')).toBeInTheDocument();
    expect(screen.getByText('Learning theories')).toBeInTheDocument();
    expect(screen.getByText('Blended Learning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/contact?subject=diksha');
    expect(screen.getByRole('link', { name: 'Download Brochure (PDF)' })).toHaveAttribute(
      'href',
      '/uploads/site-brochure.pdf',
    );
  });

  it('offers a retry when the courses fail to load', async () => {
    coursesFail = true;
    renderInShell(<DikshaLabPage />, '/diksha-lab');
    const alert = await screen.findByRole('alert');
    coursesFail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Digital Tools')).toBeInTheDocument();
  });
});
