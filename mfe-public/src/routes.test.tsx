import { screen, waitFor } from '@testing-library/react';
import { json, renderInShell } from './test/render';
import { lazyPage } from './lazy-page';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES, pageFor } from './route-table';
import { LIST_CARDS } from './features/list/list-cards';
import PublicRoutes from './routes';

beforeEach(() => {
  // Every list empty; the site content unavailable (the pages show their own texts without it).
  global.fetch = jest
    .fn()
    .mockImplementation(async (request: Request) =>
      new URL(request.url).pathname === '/api/site'
        ? json({ success: false, statusCode: 503, error: 'unavailable' }, 503)
        : json({ success: true, data: [] }),
    );
});

describe('public routes', () => {
  // First: later tests have loaded every page's chunk already.
  it('shows a loading line in the page area while the code of a page arrives, then the page', async () => {
    renderInShell(<PublicRoutes />, '/about');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it.each([
    // The site content unavailable: the home page is named by its page name.
    ['/', 'Home'],
    ['/about', 'About Us'],
    ['/infrastructure', 'Infrastructure'],
    ['/staff', 'Our Staff'],
    ['/contact', 'Contact Us'],
    ['/gallery', 'Gallery'],
    ['/newsletter', 'Newsletter'],
    ['/research', 'Research and Publications'],
    ['/library', 'Digital Library'],
    ['/results', 'Examination Results'],
    ['/study-material', 'Study Materials'],
    ['/diksha-lab', 'Diksha Lab'],
    ['/events/archive', 'Events Archive'],
    ['/newsletter/unsubscribe?token=abc', 'Unsubscribe from the newsletter'],
  ])('%s names its screen', async (path, title) => {
    renderInShell(<PublicRoutes />, path);
    // Each page is its own chunk: it shows once its code has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const page = { '/': 'Home', '/newsletter/unsubscribe?token=abc': 'Unsubscribe' }[path] ?? title;
    await waitFor(() => expect(document.title.startsWith(page)).toBe(true));
  });

  it('gives each page its own meta description', async () => {
    const descriptions = new Set<string>();
    for (const path of ['/', '/about', '/library', '/events/archive']) {
      const { unmount } = renderInShell(<PublicRoutes />, path);
      // The page is there (the home page waits for its lists), so the description is its own.
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() =>
        expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy(),
      );
      descriptions.add(document.head.querySelector('meta[name="description"]')!.getAttribute('content')!);
      unmount();
    }
    expect(descriptions.size).toBe(4);
  });

  it('renders the home page once its two event lists are in the store, not before', async () => {
    let answer: (value: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => (answer = resolve));
    const upcoming = [
      {
        id: 'e1',
        title: 'Science fair',
        date: '2099-01-10',
        description: 'd',
        link: null,
        excerpt: null,
        location: null,
        category: null,
      },
    ];
    global.fetch = jest.fn().mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/events' && url.searchParams.get('when') === 'upcoming') return held;
      return json({ success: true, data: [] });
    });
    renderInShell(<PublicRoutes />, '/');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer(await json({ success: true, data: upcoming }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    // Rendered with the list, never with its loading line.
    expect(screen.getAllByText('Science fair').length).toBeGreaterThan(0);
  });

  it('renders a page of the site content once that is in the store, never with its loading state', async () => {
    let answer: (value: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => (answer = resolve));
    const facilities = [
      { id: 'lab', title: 'Computer Lab', description: 'Forty computers.', image: '/uploads/lab.png', features: [] },
    ];
    global.fetch = jest
      .fn()
      .mockImplementation(async (request: Request) =>
        new URL(request.url).pathname === '/api/site' ? held : json({ success: true, data: [] }),
      );
    renderInShell(<PublicRoutes />, '/infrastructure');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answer(await json({ success: true, data: { facilities, brochureUrl: '' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Infrastructure' })).toBeInTheDocument();
    expect(screen.getByText('Computer Lab')).toBeInTheDocument();
  });

  it('renders /research as every list page, at once, its papers asked for once by the page (the first data has none of its own)', async () => {
    let answer: (value: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => (answer = resolve));
    const paper = {
      id: 'p1',
      title: 'Play-based learning in Faridkot',
      author: 'A. Kaur',
      year: 2024,
      description: 'd',
      status: 'Published',
      isApproved: true,
      isAdminPublished: false,
      createdAt: '',
      updatedAt: '',
    };
    const fetchMock = jest
      .fn()
      .mockImplementation(async (request: Request) =>
        new URL(request.url).pathname === '/api/research' ? held : json({ success: true, data: [] }),
      );
    global.fetch = fetchMock;
    renderInShell(<PublicRoutes />, '/research');
    expect(await screen.findByText('Loading research papers...')).toBeInTheDocument();
    answer(await json({ success: true, data: [paper], meta: { page: 1, pageSize: 10, total: 1 } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Research and Publications' })).toBeInTheDocument();
    expect(await screen.findByText('Play-based learning in Faridkot')).toBeInTheDocument();
    const researchCalls = fetchMock.mock.calls.filter(
      ([request]: [Request]) => new URL(request.url).pathname === '/api/research',
    );
    expect(researchCalls).toHaveLength(1);
  });

  it('answers an unknown path with the 404 page', async () => {
    renderInShell(<PublicRoutes />, '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('route table', () => {
  it('finds the page of a path, the 404 page for an unknown one', () => {
    expect(pageFor('/')).toBe(PUBLIC_ROUTES.find((r) => r.path === '')!.page);
    expect(pageFor('/library')).toBe(PUBLIC_ROUTES.find((r) => r.path === 'library')!.page);
    expect(pageFor('/events/archive')).toBe(PUBLIC_ROUTES.find((r) => r.path === 'events/archive')!.page);
    expect(pageFor('/library/extra')).toBe(NOT_FOUND_PAGE);
  });

  it("loads a list page with the card of the other type it lists (/rti's officers), so that card never suspends it", async () => {
    const officers = jest.spyOn(LIST_CARDS['rti-officers']!, 'preload');
    const disclosures = jest.spyOn(LIST_CARDS.rti!, 'preload');
    expect(pageFor('/rti')).toBe(PUBLIC_ROUTES.find((r) => r.path === 'rti')!.page);
    await pageFor('/rti').preload();
    expect(officers).toHaveBeenCalled();
    expect(disclosures).toHaveBeenCalled();
  });
});

describe('lazyPage', () => {
  it('loads once however often it is preloaded, and tries again after a failure', async () => {
    const Page = () => null;
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toEqual({ default: Page });
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
