import { exposeFiles, firstRouteData, pageChunkName } from './first-route';

const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.1.js'], async: ['page-home.2.js', 'page-library.3.js', '77.4.js'] },
        css: { sync: ['__federation_expose_routes.5.css'], async: ['page-home.6.css', 'page-library.7.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['10.js'] } } },
    { name: '@diet/frontend-core/document-title', assets: { js: { sync: ['11.js'] } } },
    { name: '@diet/frontend-core/toast', assets: { js: { sync: ['12.js', '10.js'] }, css: { sync: ['12.css'] } } },
  ],
};
const URL_OF = 'https://diet.example/mfe/mfe-public/mf-manifest.json';
const at = (file: string) => `https://diet.example/mfe/mfe-public/${file}`;

describe('first route', () => {
  it('asks for the site content everywhere, and the two event lists and the latest notices on the home page', () => {
    expect(firstRouteData('/')).toEqual([
      '/api/site',
      '/api/events?when=upcoming',
      '/api/events?when=past',
      '/api/notices?pageSize=5',
    ]);
    expect(firstRouteData('/library')).toEqual(['/api/site']);
  });

  it("asks for no list of /research's own: its list comes in the render's query state, as every list page's", () => {
    expect(firstRouteData('/research')).toEqual(['/api/site']);
  });

  it('names the chunk of the page at a path as mfe-public does', () => {
    expect(pageChunkName('/')).toBe('page-home');
    expect(pageChunkName('/library')).toBe('page-list');
    expect(pageChunkName('/newsletter/unsubscribe/')).toBe('page-newsletter-unsubscribe');
    // A list page at its definition's own route (`pagePath`).
    expect(pageChunkName('/events/archive/')).toBe('page-list');
  });

  it('lists the remoteEntry, the exposed module and the first page, next to the manifest', () => {
    expect(exposeFiles(URL_OF, MANIFEST, './routes', { chunks: ['page-home'] })).toEqual({
      scripts: [at('remoteEntry.js'), at('__federation_expose_routes.1.js'), at('page-home.2.js')],
      styles: [at('__federation_expose_routes.5.css'), at('page-home.6.css')],
    });
    expect(exposeFiles(URL_OF, MANIFEST, './routes', { chunks: ['page-unknown'] }).scripts).toHaveLength(2);
    expect(exposeFiles(URL_OF, {}, './routes')).toEqual({ scripts: [], styles: [] });
  });

  it('adds the shared modules the host does not provide, each file once', () => {
    const files = exposeFiles(URL_OF, MANIFEST, './routes', {
      chunks: ['page-home'],
      fallbacks: ['@diet/frontend-core/document-title', '@diet/frontend-core/toast'],
    });
    expect(files.scripts.slice(3)).toEqual([at('11.js'), at('12.js'), at('10.js')]);
    expect(files.styles.slice(2)).toEqual([at('12.css')]);
  });

  it("adds the chunks split out of a page's and of the exposed module's own, which their imports load with them", () => {
    const manifest = {
      ...MANIFEST,
      chunkGroups: {
        'page-library': ['77.4.js', '78.8.css'],
        __federation_expose_routes: ['79.9.js'],
        'page-home': ['80.js'],
      },
    };
    expect(exposeFiles(URL_OF, manifest, './routes', { chunks: ['page-library'] })).toEqual({
      scripts: [
        at('remoteEntry.js'),
        at('__federation_expose_routes.1.js'),
        at('page-library.3.js'),
        at('77.4.js'),
        at('79.9.js'),
      ],
      styles: [at('__federation_expose_routes.5.css'), at('page-library.7.css'), at('78.8.css')],
    });
  });

  it("adds the texts a page's chunks load as they run, in the page's language", () => {
    const manifest = {
      ...MANIFEST,
      exposes: [
        {
          path: './routes',
          assets: {
            js: {
              sync: ['__federation_expose_routes.1.js'],
              async: ['page-list.2.js', 'i18n-pa-list.3.js', 'i18n-hi-list.4.js', 'i18n-pa-common.5.js'],
            },
          },
        },
      ],
      chunkTexts: { 'page-list': ['list'] },
      chunkGroups: { 'i18n-pa-list': ['6.js'] },
    };
    const pageList = { chunks: ['page-list', 'i18n-pa-common'], language: 'pa' } as const;
    expect(exposeFiles(URL_OF, manifest, './routes', pageList).scripts).toEqual(
      [
        'remoteEntry.js',
        '__federation_expose_routes.1.js',
        'page-list.2.js',
        'i18n-pa-list.3.js',
        'i18n-pa-common.5.js',
        '6.js',
      ].map(at),
    );
    // Without a language, no texts: the chunks asked for only.
    expect(exposeFiles(URL_OF, manifest, './routes', { chunks: pageList.chunks }).scripts).toEqual(
      ['remoteEntry.js', '__federation_expose_routes.1.js', 'page-list.2.js', 'i18n-pa-common.5.js'].map(at),
    );
    // The language says which texts, whatever the chunks asked for.
    expect(exposeFiles(URL_OF, manifest, './routes', { chunks: ['page-list'], language: 'hi' }).scripts).toEqual(
      ['remoteEntry.js', '__federation_expose_routes.1.js', 'page-list.2.js', 'i18n-hi-list.4.js'].map(at),
    );
  });

  it('keeps the URLs relative to the site when the manifest address is', () => {
    expect(
      exposeFiles('/mfe/mfe-public/mf-manifest.json', MANIFEST, './routes', { chunks: ['page-library'] }).scripts,
    ).toEqual([
      '/mfe/mfe-public/remoteEntry.js',
      '/mfe/mfe-public/__federation_expose_routes.1.js',
      '/mfe/mfe-public/page-library.3.js',
    ]);
  });
});
