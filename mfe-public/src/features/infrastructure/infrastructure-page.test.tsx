import { screen } from '@testing-library/react';
import { json, renderInShell } from '../../test/render';
import { InfrastructurePage } from './infrastructure-page';
import { AboutPage } from '../about/about-page';
import { TEST_SITE_SETTINGS } from '../../test/site-settings';

const TITLES = [
  'Administrative Block',
  'Computer Laboratory',
  'Central Library',
  'Lecture Halls',
  'Science Laboratory',
  'Diksha Lab',
];

beforeEach(() => {
  global.fetch = jest.fn().mockImplementation(async () =>
    json({
      success: true,
      data: {
        ...TEST_SITE_SETTINGS,
        recognition: { order: 'NCTE/NRC/2024/123', date: '2024-03-15', body: 'Northern Regional Committee' },
        instituteShortName: 'DIET',
        brochureUrl: '/uploads/site-brochure.pdf',
        facilities: TITLES.map((title, i) => ({
          id: String(i),
          title,
          description: `${title} text`,
          image: `/i${i}.png`,
          features: [`${title} feature`],
        })),
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
  it("shows the office's mission, vision, values, timeline and NCTE recognition, and the impact", async () => {
    renderInShell(<AboutPage />, '/about');
    expect(await screen.findByText('Our test mission.')).toBeInTheDocument();
    for (const text of [
      'Mission',
      'Vision',
      'Values',
      'Our test vision.',
      'We care.',
      'Opening',
      'The doors opened.',
      '1990',
      'Graduates',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // The value's card, and the Values card that names them.
    expect(screen.getAllByText('Care')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'NCTE Recognition' })).toBeInTheDocument();
    for (const text of ['NCTE/NRC/2024/123', '15 March 2024', 'Northern Regional Committee'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows no recognition until the office has entered its order', async () => {
    global.fetch = jest
      .fn()
      .mockImplementation(async () =>
        json({ success: true, data: { ...TEST_SITE_SETTINGS, instituteShortName: 'DIET' } }),
      );
    renderInShell(<AboutPage />, '/about');
    expect(await screen.findByText('Our test mission.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'NCTE Recognition' })).not.toBeInTheDocument();
  });
});
