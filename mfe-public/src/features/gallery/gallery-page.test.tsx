import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, listServer } from '../../test/list-server';
import { renderInShell } from '../../test/render';
import { GalleryPage } from './gallery-page';

const fetchMock = jest.fn();
const item = (id: string, title: string, category: string) => ({
  id, title, category, image: `/uploads/${id}.png`, imageThumb: `/uploads/${id}-t.png`, imageLarge: `/uploads/${id}-l.png`, imageName: `${id}.png`, date: '2024-02-10',
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
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['Events', 'Infrastructure', 'Activities', 'Achievements']);
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
});
