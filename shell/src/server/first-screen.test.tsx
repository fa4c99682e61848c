/**
 * @jest-environment node
 */
// Node, as in the API's process: no window, no document; a render touching them fails here.
import { TEST_SITE } from '../test/site';
import { renderFirstScreen } from './first-screen';

const answers = { '/api/site': { success: true, data: TEST_SITE } };

describe('the shell server bundle', () => {
  it('renders the public layout from the site content around the page it is given', () => {
    const html = renderFirstScreen('/', answers, '<h1 id="home-title">The page</h1>')!;
    expect(html).toContain('District Institute of Education and Training, Faridkot');
    expect(html).toContain('Dedicated to teacher education and training.');
    expect(html).toMatch(
      /<main id="main-content"[^>]*><div style="display:contents"><h1 id="home-title">The page<\/h1><\/div><\/main>/,
    );
    expect(html).toContain('href="#main-content"');
  });

  it('renders nothing without the site content or without a page', () => {
    expect(renderFirstScreen('/', {}, '<p>page</p>')).toBeUndefined();
    expect(renderFirstScreen('/', answers)).toBeUndefined();
  });
});
