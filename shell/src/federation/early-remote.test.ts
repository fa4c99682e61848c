import { exposeFiles, loadRemoteEarly, pageChunkName, takeEarlyManifest } from './early-remote';

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
};
const URL_OF = 'https://diet.example/mfe/mfe-public/mf-manifest.json';
const at = (file: string) => `https://diet.example/mfe/mfe-public/${file}`;

describe('early remote', () => {
  it('names the chunk of the page at a path as mfe-public does', () => {
    expect(pageChunkName('/')).toBe('page-home');
    expect(pageChunkName('/library')).toBe('page-library');
    expect(pageChunkName('/events/archive/')).toBe('page-events-archive');
  });

  it('lists the remoteEntry, the exposed module and the first page, next to the manifest', () => {
    expect(exposeFiles(URL_OF, MANIFEST, './routes', 'page-home')).toEqual({
      scripts: [at('remoteEntry.js'), at('__federation_expose_routes.1.js'), at('page-home.2.js')],
      styles: [at('__federation_expose_routes.5.css'), at('page-home.6.css')],
    });
    expect(exposeFiles(URL_OF, MANIFEST, './routes', 'page-unknown').scripts).toHaveLength(2);
    expect(exposeFiles(URL_OF, {}, './routes')).toEqual({ scripts: [], styles: [] });
  });

  it('preloads those files and hands the manifest response to the runtime once', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(MANIFEST), { status: 200 }));
    await loadRemoteEarly(URL_OF, './routes', 'page-library', fetchMock, document);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.as, l.href]);
    expect(links).toEqual([
      ['script', at('remoteEntry.js')],
      ['script', at('__federation_expose_routes.1.js')],
      ['script', at('page-library.3.js')],
      ['style', at('__federation_expose_routes.5.css')],
      ['style', at('page-library.7.css')],
    ]);
    const response = await takeEarlyManifest(URL_OF);
    expect(await response!.json()).toEqual(MANIFEST);
    expect(takeEarlyManifest(URL_OF)).toBeUndefined();
  });

  it('preloads nothing when the manifest cannot be read, leaving the runtime to ask again', async () => {
    document.head.innerHTML = '';
    await loadRemoteEarly(URL_OF, './routes', 'page-home', jest.fn().mockRejectedValue(new Error('offline')), document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await expect(takeEarlyManifest(URL_OF)).rejects.toThrow('offline');
  });
});
