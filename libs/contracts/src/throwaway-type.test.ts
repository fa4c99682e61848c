// Issue 32's done-when on the public side's registries: a type added to CONTENT_TYPES, and nothing
// else, gets its list route, item pages, menu entry, first screen and search entries, in three
// languages. (The server's registries: backend/src/content/content-registries.spec.ts; its page:
// mfe-public's list-page.test.tsx.)
jest.mock('./content-types/index', () => {
  const actual = jest.requireActual<typeof import('./content-types/index')>('./content-types/index');
  const { downloads } = jest.requireActual<typeof import('./content-types/downloads')>('./content-types/downloads');
  const circulars = {
    ...downloads,
    name: 'circular',
    path: 'throwaway-circulars',
    table: 'throwaway_circulars',
    public: { ...downloads.public, nav: { en: 'Circulars', pa: 'ਸਰਕੂਲਰ', hi: 'परिपत्र' } },
  };
  return { ...actual, CONTENT_TYPES: [...actual.CONTENT_TYPES, circulars] };
});

import { CONTENT_TYPES } from './content-types/index';
import { firstScreenChunks, pageChunkName } from './first-route';
import { PUBLIC_CONTENT } from './public-content.build-data';
import { PUBLIC_TYPES } from './public-type.build-chunks';
import { itemOfPage, itemPageHref, listOfPage, PUBLIC_ITEM_ROUTES, PUBLIC_LIST_ROUTES } from './public-routes';
import { groupLabelOf, searchedTypes, searchUrlOf } from './search';

const circulars = CONTENT_TYPES.find((d) => d.path === 'throwaway-circulars')!;

describe('a public type added to CONTENT_TYPES and nowhere else', () => {
  it('has its list page and item pages in every language', () => {
    expect(PUBLIC_LIST_ROUTES).toContain('throwaway-circulars');
    expect(PUBLIC_ITEM_ROUTES).toContain('throwaway-circulars/:id');
    for (const prefix of ['', '/pa', '/hi']) {
      expect(listOfPage(`${prefix}/throwaway-circulars`)).toBe('throwaway-circulars');
      expect(itemOfPage(`${prefix}/throwaway-circulars/c1`)).toEqual({ path: 'throwaway-circulars', id: 'c1' });
      expect(pageChunkName(`${prefix}/throwaway-circulars`)).toBe('page-list');
    }
    expect(itemPageHref('throwaway-circulars', 'c1')).toBe('/throwaway-circulars/c1');
    expect(firstScreenChunks('/pa/throwaway-circulars')).toEqual([
      'page-list',
      'public-type-throwaway-circulars',
      'card-throwaway-circulars',
      'i18n-pa-common',
    ]);
  });

  it('has the definitions its pages read, in a chunk of its own', async () => {
    const type = await PUBLIC_TYPES['throwaway-circulars']();
    expect(type.definition).toMatchObject({ path: 'throwaway-circulars', public: circulars.public });
    expect(type.embedded).toEqual([]);
  });

  it('is in the menu with its name in three languages', () => {
    expect(PUBLIC_CONTENT.pages).toContainEqual({
      path: 'throwaway-circulars',
      nav: { en: 'Circulars', pa: 'ਸਰਕੂਲਰ', hi: 'परिपत्र' },
    });
  });

  it('is searched, its hits named in the language and leading to their item pages', () => {
    expect(searchedTypes(CONTENT_TYPES)).toContain(circulars);
    expect(['en', 'pa', 'hi'].map((l) => groupLabelOf(circulars, l as 'en' | 'pa' | 'hi'))).toEqual([
      'Circulars',
      'ਸਰਕੂਲਰ',
      'परिपत्र',
    ]);
    expect(searchUrlOf(circulars, { id: 'c1', title: 'Winter timings' })).toBe('/throwaway-circulars/c1');
  });

  it('is not there without the line in CONTENT_TYPES', () => {
    const actual = jest.requireActual<typeof import('./content-types/index')>('./content-types/index');
    expect(actual.CONTENT_TYPES.map((d) => d.path)).not.toContain('throwaway-circulars');
  });
});
