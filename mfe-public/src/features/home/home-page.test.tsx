import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderInShell } from '../../test/render';
import { HomePage } from './home-page';
import { latestOf } from './latest-updates';
import { PRINCIPAL_PANEL_KEY } from './principal-panel';
import { TEST_SITE_SETTINGS } from '../../test/site-settings';
import { testEvent as event } from '../../test/events';

const fetchMock = jest.fn();
const site = {
  ...TEST_SITE_SETTINGS,
  instituteShortName: 'DIET Faridkot',
  principal: {
    name: 'Dr. Test Principal',
    title: 'Principal',
    photo: '/uploads/p.png',
    message: ['Welcome to our institute.'],
  },
  carousel: [1, 2, 3, 4, 5].map((n) => ({ src: `/uploads/c${n}.png`, alt: `Alt ${n}`, caption: `Caption ${n}` })),
};

/** Answers GET /api/events?when=... from the given lists; /api/site with a short name. */
function serve(lists: { upcoming?: unknown; past?: unknown; fail?: boolean; byId?: Record<string, unknown> }) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: site });
    if (url.pathname === '/api/analytics/track-visit') return json({ success: true, data: null });
    if (lists.fail) return json({ success: false, statusCode: 503, error: 'down', message: 'down' }, 503);
    const byId = url.pathname.match(/^\/api\/events\/(.+)$/);
    if (byId) {
      const found = lists.byId?.[byId[1]];
      return found
        ? json({ success: true, data: found })
        : json({ success: false, statusCode: 404, error: 'Not found', message: 'nf' }, 404);
    }
    const when = url.searchParams.get('when') as 'upcoming' | 'past';
    return json({ success: true, data: lists[when] ?? [], meta: { total: 0, page: 1, pageSize: 50 } });
  });
}

function paths(): string[] {
  return fetchMock.mock.calls.map(([request]) => {
    const u = new URL((request as Request).url);
    return u.pathname + u.search;
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  sessionStorage.clear();
});

describe('home page', () => {
  it("shows the office's hero, figures and mission, and the Quick Access cards", async () => {
    serve({ upcoming: [], past: [] });
    renderInShell(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teachers for Tomorrow' })).toBeInTheDocument();
    expect(screen.getByText('A test institute preparing teachers.')).toBeInTheDocument();
    expect(screen.getByText('Our test mission.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Diksha Lab' })).toHaveAttribute('href', '/diksha-lab');
    expect(screen.getByRole('link', { name: 'Learn More about the institute' })).toHaveAttribute('href', '/about');
    for (const figure of ['120+', '12', 'Trainees', 'Teachers']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Access Now/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/diksha-lab',
      '/library',
      '/results',
      '/research',
    ]);
    expect(screen.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Subscribe to Newsletter' })).toHaveAttribute('href', '/newsletter');
    expect(screen.getByRole('link', { name: 'View All Past Events' })).toHaveAttribute('href', '/events/archive');
    await waitFor(() => expect(paths()).toContain('/api/analytics/track-visit'));
  });

  it('lists upcoming and past events with their dates and cuts descriptions at 100 characters', async () => {
    const long = 'x'.repeat(150);
    serve({
      upcoming: [event('1', 'Teacher Training Workshop', '2099-03-15', { description: long })],
      past: [event('2', 'Annual Sports Day', '2020-01-10')],
    });
    renderInShell(<HomePage />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(await within(upcoming).findAllByText('Teacher Training Workshop')).toHaveLength(2);
    expect(within(upcoming).getAllByText('15 March 2099')[0]).toBeInTheDocument();
    expect(within(upcoming).getAllByText(`${'x'.repeat(100)}...`)[0]).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past Events' });
    expect(await within(past).findByText('Annual Sports Day')).toBeInTheDocument();
    expect(paths()).toEqual(expect.arrayContaining(['/api/events?when=upcoming', '/api/events?when=past']));
  });

  it('says so when there are no events', async () => {
    serve({ upcoming: [], past: [] });
    renderInShell(<HomePage />);
    expect(await screen.findByText('No upcoming events at the moment. Please check back later.')).toBeInTheDocument();
    expect(await screen.findByText('No past events available. Please check back later.')).toBeInTheDocument();
  });

  it('shows an error with a retry instead of an empty list, and the retry loads again', async () => {
    serve({ fail: true });
    renderInShell(<HomePage />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.queryByText(/No upcoming events/)).not.toBeInTheDocument();

    serve({ upcoming: [event('1', 'Back Online Seminar', '2099-01-01')], past: [] });
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect((await screen.findAllByText('Back Online Seminar'))[0]).toBeInTheDocument();
  });

  it('opens an event in a modal with Visit Event Page, and closes it with the button and Esc', async () => {
    serve({
      upcoming: [],
      past: [
        event('2', 'Annual Sports Day', '2020-01-10', { link: 'https://example.org/sports' }),
        event('3', 'Quiet Day', '2020-01-05'),
      ],
    });
    renderInShell(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Learn More about Annual Sports Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annual Sports Day' });
    expect(within(dialog).getByText('Annual Sports Day description')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Visit Event Page' })).toHaveAttribute(
      'href',
      'https://example.org/sports',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close event details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Learn More about Quiet Day' }));
    expect(
      within(await screen.findByRole('dialog')).queryByRole('link', { name: 'Visit Event Page' }),
    ).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the event named in the address, fetching it by id (a shared link)', async () => {
    serve({ upcoming: [], past: [], byId: { '77': event('77', 'Shared Event', '2020-02-02') } });
    renderInShell(<HomePage />, '/?event=77');
    expect(await screen.findByRole('dialog', { name: 'Shared Event' })).toBeInTheDocument();
  });

  it('keeps the Principal panel open for the browser session', async () => {
    serve({ upcoming: [], past: [] });
    const first = renderInShell(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: "Principal's Message" }));
    expect(screen.getByText('Dr. Test Principal')).toBeInTheDocument();
    expect(sessionStorage.getItem(PRINCIPAL_PANEL_KEY)).toBe('true');
    first.unmount();
    renderInShell(<HomePage />);
    expect(await screen.findByText('Welcome to our institute.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Close the Principal's message" }));
    expect(screen.queryByText('Dr. Test Principal')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PRINCIPAL_PANEL_KEY)).toBe('false');
  });

  it('shows the campus carousel that advances every 3 seconds and stops with Pause', async () => {
    jest.useFakeTimers();
    try {
      serve({ upcoming: [], past: [] });
      renderInShell(<HomePage />);
      const dots = await screen.findAllByRole('button', { name: /^Show photo/ });
      expect(dots).toHaveLength(5);
      expect(dots[0]).toHaveAttribute('aria-current', 'true');
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
      act(() => {
        screen.getByRole('button', { name: 'Pause the photo slideshow' }).click();
      });
      act(() => {
        jest.advanceTimersByTime(9000);
      });
      expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
      act(() => {
        screen.getByRole('button', { name: 'Previous photo' }).click();
      });
      act(() => {
        screen.getByRole('button', { name: 'Previous photo' }).click();
      });
      // Infinite: before the first photo comes the last.
      expect(screen.getByRole('button', { name: 'Show photo 5' })).toHaveAttribute('aria-current', 'true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('titles the page after the screen and the institute', async () => {
    serve({ upcoming: [], past: [] });
    renderInShell(<HomePage />);
    await waitFor(() => expect(document.title).toBe('Home | DIET Faridkot'));
  });
});

describe('latestOf', () => {
  it('merges both lists, newest first, and keeps 3', () => {
    const list = latestOf(
      [event('a', 'A', '2099-01-01'), event('b', 'B', '2030-05-01')] as never,
      [event('c', 'C', '2020-01-01'), event('d', 'D', '2024-01-01')] as never,
    );
    expect(list.map((e) => e.title)).toEqual(['A', 'B', 'D']);
  });
});
