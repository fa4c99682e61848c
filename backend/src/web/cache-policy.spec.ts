import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['dist/index.html', 'no-cache'],
    ['dist/remoteEntry.js', 'no-cache'],
    ['dist/mf-manifest.json', 'no-cache'],
    ['dist/static/js/main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['dist/static/css/app.0123456789abcdef.css', 'public, max-age=31536000, immutable'],
    ['dist/favicon.ico', 'no-cache'],
    ['dist/static/js/vendor.1234.js', 'no-cache'],
  ])('%s -> %s', (file, expected) => expect(cacheControlFor(file)).toBe(expected));
});
