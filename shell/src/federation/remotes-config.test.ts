import { defaultRemotes, fetchRemotesConfig, parseRemotesConfig } from './remotes-config';

describe('remotes config', () => {
  it('defaults to the same-origin manifests of npm start', () => {
    expect(defaultRemotes()).toEqual({
      mfe_public: '/mfe/mfe-public/mf-manifest.json',
      mfe_admin_content: '/mfe/mfe-admin-content/mf-manifest.json',
      mfe_admin_diksha: '/mfe/mfe-admin-diksha/mf-manifest.json',
      mfe_admin_comms: '/mfe/mfe-admin-comms/mf-manifest.json',
    });
  });

  it('takes the URLs of remotes.json, absolute or relative, and ignores unknown names', () => {
    const config = parseRemotesConfig(
      {
        mfe_public: 'https://cdn.example.org/public/mf-manifest.json',
        mfe_admin_comms: '/x/mf-manifest.json',
        other: '/y',
      },
      'https://site.example/about',
    );
    expect(config.mfe_public).toBe('https://cdn.example.org/public/mf-manifest.json');
    expect(config.mfe_admin_comms).toBe('https://site.example/x/mf-manifest.json');
    expect(config.mfe_admin_content).toBe('https://site.example/mfe/mfe-admin-content/mf-manifest.json');
    expect(config).not.toHaveProperty('other');
  });

  it('falls back to the defaults when remotes.json cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = jest.fn().mockResolvedValue(new Response('', { status: 500 }));
    const config = await fetchRemotesConfig(failing);
    expect(failing).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(config.mfe_public).toMatch(/\/mfe\/mfe-public\/mf-manifest\.json$/);
  });
});

describe('remotes config written into the page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the block the server wrote, without a request', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="diet-remotes">{"mfe_public":"https://cdn.example.org/p/mf-manifest.json"}</script>';
    const fetchMock = jest.fn();
    const config = await fetchRemotesConfig(fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(config.mfe_public).toBe('https://cdn.example.org/p/mf-manifest.json');
    expect(config.mfe_admin_comms).toMatch(/\/mfe\/mfe-admin-comms\/mf-manifest\.json$/);
  });

  it('asks /remotes.json when the block is damaged', async () => {
    document.body.innerHTML = '<script type="application/json" id="diet-remotes">{not json</script>';
    const fetchMock = jest
      .fn()
      .mockResolvedValue(new Response('{"mfe_public":"/other/mf-manifest.json"}', { status: 200 }));
    const config = await fetchRemotesConfig(fetchMock);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(config.mfe_public).toMatch(/\/other\/mf-manifest\.json$/);
  });
});
