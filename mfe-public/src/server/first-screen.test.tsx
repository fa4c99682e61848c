/**
 * @jest-environment node
 */
// Node, as in the API's process: no window, no document; a render touching them fails here.
import { about } from '../i18n/about.en';
import { renderFirstScreen } from './first-screen';

const event = (id: string, title: string, date: string) => ({
  id,
  title,
  date,
  description: `${title} description`,
  link: null,
  excerpt: null,
  location: null,
  category: null,
});
const site = {
  instituteShortName: 'DIET Faridkot',
  principal: { name: 'Dr. Test Principal', title: 'Principal', photo: '/uploads/p.png', message: ['Welcome.'] },
  carousel: [1, 2].map((n) => ({ src: `/uploads/c${n}.png`, alt: `Alt ${n}`, caption: `Caption ${n}` })),
  facilities: [
    {
      id: 'lab',
      title: 'Computer Lab',
      description: 'Forty computers.',
      image: '/uploads/lab.png',
      features: ['Projector'],
    },
  ],
  brochureUrl: '/uploads/brochure.pdf',
};
const answers = {
  '/api/site': { success: true, data: site },
  '/api/events?when=upcoming': { success: true, data: [event('u1', 'Science Fair', '2099-01-10')] },
  '/api/events?when=past': { success: true, data: [event('p1', 'Annual Day', '2020-02-01')] },
  '/api/notices?pageSize=5': {
    success: true,
    data: [{ id: 'n1', title: 'Date Sheet of the December Examinations', category: 'Examination', publishDate: '2026-11-19', pinned: false }],
    meta: { total: 1, page: 1, pageSize: 5 },
  },
};

describe('the public remote server bundle', () => {
  it('renders the complete home page from the answers: hero, carousel, both event lists, the latest notices', () => {
    const html = renderFirstScreen('/', answers)!;
    expect(html).toContain('Excellence in Teacher Education');
    expect(html).toContain('src="/uploads/c1.png"');
    expect(html).toContain('Caption 2');
    expect(html).toContain('Science Fair');
    expect(html).toContain('Annual Day');
    expect(html).toContain('Date Sheet of the December Examinations');
    expect(html).toContain('19 November 2026');
    // The lists' loading text is what the app shows before its data: never in a server render.
    expect(html).not.toContain('Loading events');
    expect(html).toContain('Principal&#x27;s Message');
  });

  it('renders the pages made of the site content alone from it', () => {
    const site = { '/api/site': answers['/api/site'] };
    expect(renderFirstScreen('/about', site)).toContain(about.timelineTitle);
    expect(renderFirstScreen('/infrastructure', site)).toContain('Computer Lab');
  });

  it('renders nothing when an answer the page reads is missing, or for a page it does not render', () => {
    const { ['/api/events?when=past']: _past, ...withoutPast } = answers;
    expect(renderFirstScreen('/', withoutPast)).toBeUndefined();
    const { ['/api/notices?pageSize=5']: _notices, ...withoutNotices } = answers;
    expect(renderFirstScreen('/', withoutNotices)).toBeUndefined();
    expect(renderFirstScreen('/library', answers)).toBeUndefined();
    expect(renderFirstScreen('/constructor', answers)).toBeUndefined();
  });
});
