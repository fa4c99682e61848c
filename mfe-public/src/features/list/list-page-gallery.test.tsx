import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { gallery } from '@diet/contracts/content-types/gallery';
import { callsTo, listServer } from '../../test/list-server';
import { json, renderInShell } from '../../test/render';
import { ListView } from './list-page';

const fetchMock = jest.fn();
/** The address's query, where the test can read it. */
const Where = () => <output data-testid="where">{useLocation().search}</output>;
const item = (id: string, title: string, category: string) => ({
  id,
  title,
  category,
  image: `/uploads/${id}.png`,
  imageThumb: `/uploads/${id}-t.png`,
  imageLarge: `/uploads/${id}-l.png`,
  imageName: `${id}.png`,
  date: '2024-02-10',
});
const ITEMS = [item('1', 'Sports Day', 'Events'), item('2', 'New Library', 'Infrastructure')];

/** The gallery's list, and one picture by its id (`single`), else the list's own stand-in. */
function serve(items = ITEMS, single: Record<string, unknown> = {}) {
  listServer(fetchMock, '/api/gallery', items, ['title']);
  const list = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (request: Request) => {
    const id = /^\/api\/gallery\/(.+)$/.exec(new URL(request.url).pathname)?.[1];
    if (id === undefined) return list(request);
    return id in single
      ? json({ success: true, data: single[id] })
      : json({ success: false, statusCode: 404, error: 'The requested item was not found.' }, 404);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  serve();
});

describe('the gallery, drawn from its definition', () => {
  it('filters with the chips through the API and says so when a category is empty', async () => {
    renderInShell(<ListView definition={gallery} />, '/gallery');
    expect(screen.getByText('Loading gallery...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Sports Day' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByText('Moments from the events, campus and activities of our institute.')).toBeInTheDocument();
    expect(screen.getByText('2 images found')).toBeInTheDocument();
    // The chips, not a select: All current, then SPEC's four categories.
    const chips = screen.getByRole('navigation', { name: 'Filter by category' });
    expect(chips).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All', current: true })).toBeInTheDocument();
    expect(
      within(chips)
        .getAllByRole('link', { current: false })
        .map((b) => b.textContent),
    ).toEqual(['Events', 'Infrastructure', 'Activities', 'Achievements']);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByTestId('content-list')).toHaveAttribute('data-layout', 'grid3');

    expect(screen.getByRole('link', { name: 'Infrastructure' })).toHaveAttribute(
      'href',
      '/gallery?category=Infrastructure',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Infrastructure' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Sports Day' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open New Library' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Infrastructure' })).toHaveAttribute('aria-current', 'true');
    expect(callsTo(fetchMock, '/api/gallery').at(-1)?.get('category')).toBe('Infrastructure');
    expect(screen.getByText('1 image found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Activities' }));
    expect(await screen.findByText('No images found in this category.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('button', { name: 'Open Sports Day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows 24 a time and more by Show more images, asking for all it shows from the first', async () => {
    const many = Array.from({ length: 30 }, (_, i) => item(`m${i}`, `Photo ${i}`, 'Events'));
    serve(many);
    renderInShell(<ListView definition={gallery} />, '/gallery');
    expect(await screen.findByRole('button', { name: 'Open Photo 23' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Photo 24' })).toBeNull();
    expect(screen.getByText('30 images found')).toBeInTheDocument();
    // No numbered pager.
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    // A link to the longer list (it works before the script); with it, the list grows in place.
    expect(screen.getByRole('link', { name: 'Show more images' })).toHaveAttribute('href', '/gallery?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Show more images' }));
    expect(await screen.findByRole('button', { name: 'Open Photo 29' })).toBeInTheDocument();
    const last = callsTo(fetchMock, '/api/gallery').at(-1)!;
    expect([last.get('page'), last.get('pageSize')]).toEqual(['1', '48']);
    expect(screen.queryByRole('link', { name: 'Show more images' })).toBeNull();
  });

  it('takes a second Show more while the next images load as nothing (it would skip a page)', async () => {
    serve(Array.from({ length: 60 }, (_, i) => item(`m${i}`, `Photo ${i}`, 'Events')));
    const list = fetchMock.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (request: Request) => {
      if (new URL(request.url).searchParams.get('pageSize') === '48') await held;
      return list(request);
    });
    renderInShell(
      <>
        <ListView definition={gallery} />
        <Where />
      </>,
      '/gallery',
    );
    await screen.findByRole('button', { name: 'Open Photo 23' });
    await userEvent.click(screen.getByRole('link', { name: 'Show more images' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?page=2');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Show more images' })).toHaveAttribute('aria-disabled'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Show more images' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?page=2');
    release();
    expect(await screen.findByRole('button', { name: 'Open Photo 47' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show more images' })).toHaveAttribute('href', '/gallery?page=3');
  });

  it('opens the lightbox with title, category and date, at ?image=; Esc, × and an outside click close it', async () => {
    renderInShell(
      <>
        <ListView definition={gallery} />
        <Where />
      </>,
      '/gallery',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open Sports Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Sports Day' });
    expect(screen.getByTestId('where')).toHaveTextContent('?image=1');
    expect(dialog).toHaveTextContent('Category: Events · Date: 10 February 2024');
    expect(screen.getByAltText('Sports Day')).toHaveAttribute('src', '/uploads/1-l.png');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'Open Sports Day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the image' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open New Library' }));
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the gallery fails to load', async () => {
    listServer(fetchMock, '/api/gallery', ITEMS, ['title'], { fail: true });
    renderInShell(<ListView definition={gallery} />, '/gallery');
    expect(await screen.findByText('We could not load the gallery.')).toBeInTheDocument();
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open Sports Day' })).toBeInTheDocument();
  });

  it('opens a shared link to a picture that is not in the loaded list by asking for it alone', async () => {
    serve(ITEMS, { '99': item('99', 'Old Prize Day', 'Achievements') });
    renderInShell(<ListView definition={gallery} />, '/gallery?image=99');
    const dialog = await screen.findByRole('dialog', { name: 'Old Prize Day' });
    expect(dialog).toHaveTextContent('Category: Achievements');
    expect(screen.getByAltText('Old Prize Day')).toHaveAttribute('src', '/uploads/99-l.png');
  });

  it('says the picture is not found when the shared link names an unknown one', async () => {
    renderInShell(<ListView definition={gallery} />, '/gallery?image=404');
    expect(await screen.findByRole('dialog', { name: 'This image could not be found.' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/gallery/404')).toHaveLength(1);
  });

  it('asks for no single picture when the shared one is in the list', async () => {
    renderInShell(<ListView definition={gallery} />, '/gallery?image=1');
    expect(await screen.findByRole('dialog', { name: 'Sports Day' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/gallery/1')).toHaveLength(0);
  });
});
