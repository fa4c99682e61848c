/**
 * @jest-environment node
 */
// Node, as in the API's process: no window, no document; a render touching them fails here.
import { readFrom } from '@diet/frontend-core/test-server-render';
import { about } from '../i18n/about.en';
import { renderFirstScreen } from './first-screen';
import { TEST_SITE_SETTINGS } from '../test/site-settings';

jest.mock('@reduxjs/toolkit/query/react', () =>
  jest.requireActual('@diet/frontend-core/test-server-render').serverQueryReact(),
);

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
  ...TEST_SITE_SETTINGS,
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
const notice = {
  id: 'n1',
  title: 'Date Sheet of the December Examinations',
  category: 'Examination',
  publishDate: '2026-11-19',
  pinned: false,
};
const answers = {
  '/api/site': { success: true, data: site },
  '/api/events?when=upcoming': { success: true, data: [event('u1', 'Science Fair', '2099-01-10')] },
  '/api/events?when=past': { success: true, data: [event('p1', 'Annual Day', '2020-02-01')] },
  '/api/notices?pageSize=5': { success: true, data: [notice], meta: { total: 1, page: 1, pageSize: 5 } },
};

describe('the public remote server bundle', () => {
  it('renders the complete home page with what its own queries read: hero, carousel, both event lists, the latest notices', async () => {
    const asked: string[] = [];
    const { html, state } = (await renderFirstScreen('/', readFrom(answers, asked)))!;
    expect(html).toContain('Teachers for Tomorrow');
    expect(html).toContain('120+');
    expect(html).toContain('src="/uploads/c1.png"');
    expect(html).toContain('Caption 2');
    expect(html).toContain('Science Fair');
    expect(html).toContain('Annual Day');
    expect(html).toContain('Date Sheet of the December Examinations');
    expect(html).toContain('19 November 2026');
    // The lists' loading text is what the app shows before its data: never in a server render.
    expect(html).not.toContain('Loading events');
    expect(html).toContain('Principal&#x27;s Message');
    // Each URL read once, spelled as the browser's queries spell it (so the page's answers are the app's).
    expect([...asked].sort()).toEqual(Object.keys(answers).sort());
    // The routes module's own tree (its Suspense boundary's markers), which the app hydrates.
    expect(html).toMatch(/^<!--\$-->[\s\S]*<!--\/\$-->$/);
    // And the query state it was rendered from, which the page carries for the app's store.
    expect(Object.keys(state.publicApi.queries).sort()).toEqual([
      'getContentList({"params":{"pageSize":5},"path":"notices"})',
      'getEvents({"when":"past"})',
      'getEvents({"when":"upcoming"})',
    ]);
    expect(state.publicApi.queries['getEvents({"when":"past"})']).toMatchObject({
      status: 'fulfilled',
      data: [expect.objectContaining({ title: 'Annual Day' })],
    });
    expect(Object.keys(state.siteApi.queries)).toEqual(['getSite(undefined)']);
  });

  it('renders any public route with the lists its own queries read', async () => {
    const site = { '/api/site': answers['/api/site'] };
    const aboutPage = (await renderFirstScreen('/about', readFrom(site)))?.html;
    expect(aboutPage).toContain(about.timelineTitle);
    expect(aboutPage).toContain('Our test vision.');
    expect(aboutPage).toContain('The doors opened.');
    expect((await renderFirstScreen('/infrastructure', readFrom(site)))?.html).toContain('Computer Lab');
    const asked: string[] = [];
    const read = readFrom(
      {
        ...site,
        '/api/notices?page=1&pageSize=20': { success: true, data: [notice], meta: { total: 1, page: 1, pageSize: 20 } },
      },
      asked,
    );
    const notices = (await renderFirstScreen('/notices', read))?.html;
    expect(asked).toContain('/api/notices?page=1&pageSize=20');
    expect(notices).toContain('Date Sheet of the December Examinations');
    expect(notices).toContain('Notices and Circulars');
  });

  it('renders nothing when a read fails: the app renders that page as before', async () => {
    const { ['/api/events?when=past']: _past, ...withoutPast } = answers;
    expect(await renderFirstScreen('/', readFrom(withoutPast))).toBeUndefined();
    expect(await renderFirstScreen('/library', readFrom({}))).toBeUndefined();
  });
});
