import { loadRemoteEarly, takeEarlyManifest } from './early-remote';

// The first page's files among others of the same exposed module (exposeFiles is tested in libs/contracts).
const routes = {
  js: { sync: ['__federation_expose_routes.1.js'], async: ['page-home.2.js', 'page-library.3.js'] },
  css: { sync: ['__federation_expose_routes.5.css'], async: ['page-library.7.css'] },
};
const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ path: './routes', assets: routes }],
};
const URL_OF = 'https://diet.example/mfe/mfe-public/mf-manifest.json';
const at = (file: string) => `https://diet.example/mfe/mfe-public/${file}`;

describe('early remote', () => {
  it('preloads those files and hands the manifest response to the runtime once', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(MANIFEST), { status: 200 }));
    await loadRemoteEarly(URL_OF, './routes', { chunks: ['page-library'] }, fetchMock, document);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [
      l.as,
      l.href,
    ]);
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

  it('takes the manifest the server wrote into the page, without asking the network', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="diet-public-manifest" data-url="/mfe/mfe-public/mf-manifest.json">${JSON.stringify(MANIFEST)}</script>`;
    const fetchMock = jest.fn();
    await loadRemoteEarly(
      new URL('/mfe/mfe-public/mf-manifest.json', document.baseURI).toString(),
      './routes',
      { chunks: ['page-home'] },
      fetchMock,
      document,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      await (await takeEarlyManifest(new URL('/mfe/mfe-public/mf-manifest.json', document.baseURI).toString()))!.json(),
    ).toEqual(MANIFEST);
    document.body.innerHTML = '';
  });

  it('ignores a manifest written for another address', async () => {
    document.body.innerHTML = `<script type="application/json" id="diet-public-manifest" data-url="/elsewhere/mf-manifest.json">{}</script>`;
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(MANIFEST), { status: 200 }));
    await loadRemoteEarly(URL_OF, './routes', { chunks: ['page-home'] }, fetchMock, document);
    expect(fetchMock).toHaveBeenCalledWith(URL_OF, { cache: 'no-cache' });
    await takeEarlyManifest(URL_OF);
    document.body.innerHTML = '';
  });

  it('preloads nothing when the manifest cannot be read, leaving the runtime to ask again', async () => {
    document.head.innerHTML = '';
    await loadRemoteEarly(
      URL_OF,
      './routes',
      { chunks: ['page-home'] },
      jest.fn().mockRejectedValue(new Error('offline')),
      document,
    );
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await expect(takeEarlyManifest(URL_OF)).rejects.toThrow('offline');
  });
});
