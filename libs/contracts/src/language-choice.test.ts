import { chosenLanguage, languageCookie, preferredLanguage } from './language-choice';
import { apiUrlInLanguage } from './languages';
import { firstRouteData, firstScreenChunks, pageChunkName } from './first-route';
import { formatEventWhen, formatLongDate } from './dates';

describe("the visitor's language", () => {
  it.each([
    ['pa-IN,pa;q=0.9,en;q=0.8', 'pa'],
    ['en-GB,en;q=0.9,hi;q=0.8', 'en'],
    ['fr, hi;q=0.7, pa;q=0.5', 'hi'],
    ['hi;q=0.2, pa;q=0.9', 'pa'],
    ['fr, de', 'en'],
    ['pa;q=0, hi', 'hi'],
    ['', 'en'],
  ])('Accept-Language %p prefers %s', (header, language) => expect(preferredLanguage(header)).toBe(language));

  it('reads the choice the language switch kept, and nothing else', () => {
    expect(chosenLanguage(languageCookie('hi').split(';')[0])).toBe('hi');
    expect(chosenLanguage('a=1; lang=pa; b=2')).toBe('pa');
    expect(chosenLanguage('lang=fr')).toBeUndefined();
    expect(chosenLanguage('language=pa')).toBeUndefined();
    expect(chosenLanguage(undefined)).toBeUndefined();
    expect(languageCookie('pa')).toMatch(/^lang=pa; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
});

describe('public reads in the page language', () => {
  it('adds lang as the last parameter, and nothing for English', () => {
    expect(apiUrlInLanguage('/api/site', 'pa')).toBe('/api/site?lang=pa');
    expect(apiUrlInLanguage('/api/events?when=past', 'hi')).toBe('/api/events?when=past&lang=hi');
    expect(apiUrlInLanguage('/api/events?when=past', 'en')).toBe('/api/events?when=past');
  });

  it("names a /pa or /hi page's first data in its language, and the same page chunk as in English", () => {
    const english = firstRouteData('/');
    expect(firstRouteData('/pa/')).toEqual(english.map((url) => apiUrlInLanguage(url, 'pa')));
    expect(firstRouteData('/hi')).toEqual(english.map((url) => apiUrlInLanguage(url, 'hi')));
    expect(firstRouteData('/hi/research')).toEqual(
      firstRouteData('/research').map((url) => apiUrlInLanguage(url, 'hi')),
    );
    expect(pageChunkName('/pa/newsletter/unsubscribe')).toBe('page-newsletter-unsubscribe');
    expect(pageChunkName('/pa/events/archive')).toBe('page-list');
    expect(pageChunkName('/hi/')).toBe('page-home');
    expect(firstScreenChunks('/pa/library')).toEqual([
      'page-list',
      'public-type-library',
      'card-library',
      'list-table',
      'i18n-pa-common',
    ]);
    expect(firstScreenChunks('/hi/notices')).toEqual([
      'page-list',
      'public-type-notices',
      'card-notices',
      'i18n-hi-common',
    ]);
    expect(firstScreenChunks('/pa/notices/n1')).toEqual(['page-item', 'public-type-notices', 'i18n-pa-common']);
    expect(firstScreenChunks('/')).toEqual(['page-home', 'i18n-en-common']);
    // A list page that lists another type too (`related`) carries that type's card as well (its
    // definition comes in the page's type's: publicTypeOf).
    expect(firstScreenChunks('/pa/rti')).toEqual([
      'page-list',
      'public-type-rti',
      'card-rti',
      'card-rti-officers',
      'i18n-pa-common',
    ]);
  });
});

describe('dates in the three languages', () => {
  it('names the month in the language, with Western digits', () => {
    expect(formatLongDate('2025-03-15', 'en')).toBe('15 March 2025');
    expect(formatLongDate('2025-03-15', 'pa')).toBe('15 ਮਾਰਚ 2025');
    expect(formatLongDate('2025-03-15', 'hi')).toBe('15 मार्च 2025');
    expect(formatEventWhen({ date: '2026-12-23', startTime: '14:30' }, 'hi')).toMatch(
      /^23 दिसंबर 2026, 2:30 (pm|PM|अपराह्न)$/,
    );
    expect(formatEventWhen({ date: '2026-12-23', startTime: '14:30' }, 'en')).toBe('23 December 2026, 2:30 PM');
  });
});
