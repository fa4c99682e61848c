import { screen, within } from '@testing-library/react';
import { envelope, renderWithApp } from '../test/render';
import { TEST_SITE as site } from '../test/site';
import { formatCount } from './last-updated';
import { PublicFooter } from './public-footer';

const LAST_CHANGE = '2026-11-20T10:00:00.000Z';

/**
 * /api/site answers `content`; /api/site/updated the last change; /api/site/visitors the counter
 * (a fresh Response each: a body is read once).
 */
function serve(content: typeof site & { visitorCounter?: boolean }) {
  global.fetch = jest.fn().mockImplementation(async (input: Request | string) => {
    const url = typeof input === 'string' ? input : input.url;
    if (/\/site\/updated$/.test(url)) return envelope({ updatedAt: LAST_CHANGE });
    if (/\/site\/visitors$/.test(url)) return envelope({ visitors: 123456 });
    return envelope(content);
  });
}
const asked = (path: RegExp) =>
  (global.fetch as jest.Mock).mock.calls.some(([input]) => path.test(typeof input === 'string' ? input : input.url));

describe('public footer', () => {
  it('shows the link columns, the contact details and the copyright', async () => {
    serve(site);
    renderWithApp(<PublicFooter />);
    expect(await screen.findByText('Dedicated to teacher education and training.')).toBeInTheDocument();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/about', '/infrastructure', '/staff', '/directory', '/diksha-lab', '/library', '/research']);
    const academic = screen.getByRole('navigation', { name: 'Academic' });
    expect(
      within(academic)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/gallery',
      '/results',
      '/study-material',
      '/newsletter',
      '/downloads',
      '/admissions',
      '/notices',
      '/tenders',
      '/rti',
      '/trainings',
      '/archive',
      '/verify',
      '/my-training',
      '/contact',
    ]);
    expect(screen.getByRole('link', { name: '01639-250 123' })).toHaveAttribute('href', 'tel:01639250123');
    expect(screen.getByRole('link', { name: 'info@diet.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@diet.example.org',
    );
    expect(screen.getByText(/PIN 151203/)).toBeInTheDocument();
    expect(
      screen.getByText('© 2024 District Institute of Education and Training, Faridkot. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('links the accessibility statement, website policies, help, the site map (GIGW 3.0, issue 39 item 2) and the NCTE disclosure (issue 34 item 4)', async () => {
    serve(site);
    renderWithApp(<PublicFooter />);
    const pages = await screen.findByRole('navigation', { name: 'About this website' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Accessibility Statement', '/accessibility'],
      ['Website Policies', '/website-policies'],
      ['Help', '/help'],
      ['Site Map', '/sitemap'],
      ['Feedback', '/contact?subject=feedback'],
      ['NCTE Mandatory Disclosure', '/mandatory-disclosure'],
    ]);
  });

  it('points a grievance against the department to CPGRAMS (issue 34 item 5)', async () => {
    serve(site);
    renderWithApp(<PublicFooter />);
    const portal = await screen.findByRole('link', { name: 'CPGRAMS (opens in a new tab)' });
    expect(portal).toHaveAttribute('href', 'https://pgportal.gov.in');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal.closest('p')).toHaveTextContent(/grievance against the department/);
  });

  it('shows when the content last changed, from the API', async () => {
    serve(site);
    renderWithApp(<PublicFooter />);
    const updated = await screen.findByText(/^Last updated:/);
    expect(updated).toHaveTextContent('Last updated: 20 November 2026');
    expect(updated.querySelector('time')).toHaveAttribute('dateTime', LAST_CHANGE);
  });

  it('shows the visitor count where the institute wants one, in Indian digit grouping', async () => {
    serve({ ...site, visitorCounter: true });
    renderWithApp(<PublicFooter />);
    expect(await screen.findByText('Visitors: 1,23,456')).toBeInTheDocument();
  });

  it('groups digits the Indian way', () => {
    expect([0, 999, 1000, 12345, 123456, 1234567, 123456789].map(formatCount)).toEqual([
      '0',
      '999',
      '1,000',
      '12,345',
      '1,23,456',
      '12,34,567',
      '12,34,56,789',
    ]);
  });

  it('neither shows nor asks for the count where the institute does not want one', async () => {
    serve({ ...site, visitorCounter: false });
    renderWithApp(<PublicFooter />);
    await screen.findByText(/^Last updated:/);
    expect(screen.queryByText(/^Visitors:/)).not.toBeInTheDocument();
    expect(asked(/\/site\/visitors$/)).toBe(false);
  });

  it('hides the social icons when none are configured, and links the configured ones', async () => {
    serve(site);
    const { unmount } = renderWithApp(<PublicFooter />);
    await screen.findByText('Dedicated to teacher education and training.');
    expect(screen.queryByRole('list', { name: 'Follow Us' })).not.toBeInTheDocument();
    unmount();

    serve({
      ...site,
      social: [
        { network: 'Facebook', url: 'https://facebook.com/diet' },
        { network: 'YouTube', url: '' },
      ],
    });
    renderWithApp(<PublicFooter />);
    const social = await screen.findByRole('list', { name: 'Follow Us' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://facebook.com/diet');
  });
});
