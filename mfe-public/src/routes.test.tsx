import { screen, waitFor } from '@testing-library/react';
import { json, renderInShell } from './test/render';
import PublicRoutes from './routes';

beforeEach(() => {
  global.fetch = jest.fn().mockImplementation(async () => json({ success: true, data: [] }));
});

describe('public routes', () => {
  it.each([
    ['/', 'Excellence in Teacher Education'],
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
  ])('%s names its screen', async (path, title) => {
    renderInShell(<PublicRoutes />, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const page = path === '/' ? 'Home' : title;
    await waitFor(() => expect(document.title.startsWith(page)).toBe(true));
  });

  it('gives each page its own meta description', async () => {
    const descriptions = new Set<string>();
    for (const path of ['/', '/about', '/library', '/events/archive']) {
      const { unmount } = renderInShell(<PublicRoutes />, path);
      await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy());
      descriptions.add(document.head.querySelector('meta[name="description"]')!.getAttribute('content')!);
      unmount();
    }
    expect(descriptions.size).toBe(4);
  });

  it('answers an unknown path with the 404 page', () => {
    renderInShell(<PublicRoutes />, '/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
