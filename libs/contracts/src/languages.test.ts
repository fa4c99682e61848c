import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './languages';

describe('language of a public path', () => {
  it.each([
    ['/', 'en'],
    ['/library', 'en'],
    ['/pa', 'pa'],
    ['/pa/', 'pa'],
    ['/hi/library', 'hi'],
    ['/en/library', 'en'],
    ['/pages', 'en'],
    ['/hindi', 'en'],
  ])('%s is in %s', (path, language) => expect(languageOfPath(path)).toBe(language));

  it.each([
    ['/', '/'],
    ['/library', '/library'],
    ['/pa', '/'],
    ['/pa/', '/'],
    ['/hi/events/archive', '/events/archive'],
  ])('%s without its language is %s', (path, base) => expect(pathWithoutLanguage(path)).toBe(base));

  it.each([
    ['/library', 'pa', '/pa/library'],
    ['/', 'hi', '/hi/'],
    ['/hi/', 'en', '/'],
    ['/pa/notices', 'hi', '/hi/notices'],
    ['/hi/notices', 'en', '/notices'],
  ] as const)('%s in %s is %s', (path, language, target) => expect(pathInLanguage(path, language)).toBe(target));
});
