import { screen } from '@testing-library/react';
import { json, renderInShell } from '../../test/render';
import { InfrastructurePage } from './infrastructure-page';
import { AboutPage } from '../about/about-page';

const TITLES = ['Administrative Block', 'Computer Laboratory', 'Central Library', 'Lecture Halls', 'Science Laboratory', 'Diksha Lab'];

beforeEach(() => {
  global.fetch = jest.fn().mockImplementation(async () =>
    json({
      success: true,
      data: {
        instituteShortName: 'DIET',
        brochureUrl: '/uploads/site-brochure.pdf',
        facilities: TITLES.map((title, i) => ({ id: String(i), title, description: `${title} text`, image: `/i${i}.png`, features: [`${title} feature`] })),
      },
    }),
  );
});

describe('infrastructure page', () => {
  it('shows six facilities with features, three amenities and a brochure download', async () => {
    renderInShell(<InfrastructurePage />, '/infrastructure');
    for (const title of TITLES) expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Central Library feature')).toBeInTheDocument();
    for (const a of ['Wi-Fi', 'Parking', '24/7 Security']) expect(screen.getByText(a)).toBeInTheDocument();
    const brochure = screen.getByRole('link', { name: /Download Brochure/ });
    expect(brochure).toHaveAttribute('href', '/uploads/site-brochure.pdf');
    expect(brochure).toHaveAttribute('download');
  });
});

describe('about page', () => {
  it('shows the pillars, core values, timeline and impact', () => {
    renderInShell(<AboutPage />, '/about');
    for (const text of ['Mission', 'Vision', 'Values', 'Excellence', 'Integrity', 'Collaboration', 'Innovation', 'Foundation', 'Diksha Lab Launch', 'Graduates']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const year of ['1989', '2005', '2015', '2020', '2024']) expect(screen.getByText(year)).toBeInTheDocument();
  });
});
