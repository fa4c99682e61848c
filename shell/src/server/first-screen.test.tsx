/**
 * @jest-environment node
 */
// Node, as in the API's process: no window, no document; a render touching them fails here.
import { readFrom } from '@diet/frontend-core/test-server-render';
import { TEST_SITE } from '../test/site';
import { renderFirstScreen } from './first-screen';

jest.mock('@reduxjs/toolkit/query/react', () =>
  jest.requireActual('@diet/frontend-core/test-server-render').serverQueryReact(),
);

const answers = {
  '/api/site': { success: true, data: TEST_SITE },
  '/api/site/updated': { success: true, data: { updatedAt: '2026-11-25T20:29:43.831Z' } },
};

describe('the shell server bundle', () => {
  it("renders the public layout, with the footer's last update, from what it reads around the page it is given", async () => {
    const page = {
      html: '<!--$--><h1 id="home-title">The page</h1><!--/$-->',
      state: { publicApi: { queries: { 'getEvents({"when":"past"})': { status: 'fulfilled' } } } },
    };
    const { html, state } = (await renderFirstScreen('/', readFrom(answers), page))!;
    expect(html).toContain('District Institute of Education and Training, Faridkot');
    expect(html).toContain('Dedicated to teacher education and training.');
    // In the Suspense boundary RemoteArea gives the remote in the browser: the tree the app hydrates.
    expect(html).toMatch(
      /<main id="main-content"[^>]*><!--\$--><!--\$--><h1 id="home-title">The page<\/h1><!--\/\$--><!--\/\$--><\/main>/,
    );
    // The query state of both renders, for the app's store.
    expect(Object.keys(state.publicApi.queries)).toEqual(['getEvents({"when":"past"})']);
    expect(Object.keys(state.siteApi.queries).sort()).toEqual(['getLastUpdate(undefined)', 'getSite(undefined)']);
    expect(html).toContain('href="#main-content"');
    expect(html).toMatch(/Last updated<!-- -->: <time dateTime="2026-11-25T20:29:43.831Z">2[56] November 2026<\/time>/);
  });

  it('renders nothing without the site content or without a page', async () => {
    expect(await renderFirstScreen('/', readFrom({}), { html: '<p>page</p>', state: {} })).toBeUndefined();
    expect(await renderFirstScreen('/', readFrom(answers))).toBeUndefined();
  });
});
