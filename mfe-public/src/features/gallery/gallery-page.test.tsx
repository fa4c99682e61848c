import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, listServer } from '../../test/list-server';
import { json, renderInShell } from '../../test/render';
import { GalleryPage } from './gallery-page';

const fetchMock = jest.fn();
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

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  listServer(fetchMock, '/api/gallery', ITEMS, ['title']);
});

describe('gallery page', () => {
  it('filters with the chips through the API and says so when a category is empty', async () => {
    renderInShell(<GalleryPage />, '/gallery');
    expect(screen.getByText('Loading gallery...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open Sports Day' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([
      'Events',
      'Infrastructure',
      'Activities',
      'Achievements',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Infrastructure' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Sports Day' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open New Library' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/gallery').at(-1)?.get('category')).toBe('Infrastructure');
    await userEvent.click(screen.getByRole('button', { name: 'Activities' }));
    expect(await screen.findByText('No images found in this category.')).toBeInTheDocument();
  });

  it('opens the lightbox with title, category and date; Esc, × and an outside click close it', async () => {
    renderInShell(<GalleryPage />, '/gallery');
    await userEvent.click(await screen.findByRole('button', { name: 'Open Sports Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Sports Day' });
    expect(dialog).toHaveTextContent('Category: Events');
    expect(dialog).toHaveTextContent('10 February 2024');
    expect(screen.getByAltText('Sports Day')).toHaveAttribute('src', '/uploads/1-l.png');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open Sports Day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the image' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open New Library' }));
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the image named in the address', async () => {
    renderInShell(<GalleryPage />, '/gallery?image=2');
    expect(await screen.findByRole('dialog', { name: 'New Library' })).toBeInTheDocument();
  });

  it('offers a retry when the gallery fails to load', async () => {
    listServer(fetchMock, '/api/gallery', ITEMS, ['title'], { fail: true });
    renderInShell(<GalleryPage />, '/gallery');
    expect(await screen.findByText('We could not load the gallery.')).toBeInTheDocument();
    listServer(fetchMock, '/api/gallery', ITEMS, ['title']);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open Sports Day' })).toBeInTheDocument();
  });

  it('opens a shared link to a picture that is not in the loaded list by asking for it alone', async () => {
    const elsewhere = item('99', 'Old Prize Day', 'Achievements');
    const list = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname === '/api/gallery/99' ? json({ success: true, data: elsewhere }) : list(request),
    );
    renderInShell(<GalleryPage />, '/gallery?image=99');
    const dialog = await screen.findByRole('dialog', { name: 'Old Prize Day' });
    expect(dialog).toHaveTextContent('Category: Achievements');
    expect(screen.getByAltText('Old Prize Day')).toHaveAttribute('src', '/uploads/99-l.png');
  });

  it('says the picture is not found when the shared link names an unknown one', async () => {
    const list = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname === '/api/gallery/404'
        ? json({ success: false, statusCode: 404, error: 'The requested item was not found.' }, 404)
        : list(request),
    );
    renderInShell(<GalleryPage />, '/gallery?image=404');
    expect(await screen.findByRole('heading', { name: 'This image could not be found.' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/gallery/404')).toHaveLength(1);
  });

  it('asks for no single picture when the shared one is in the list', async () => {
    renderInShell(<GalleryPage />, '/gallery?image=1');
    expect(await screen.findByRole('dialog', { name: 'Sports Day' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/gallery/1')).toHaveLength(0);
  });
});
