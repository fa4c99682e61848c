import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithApp } from '../test/render';
import { TEST_SITE } from '../test/site';
import { PublicHeader } from './public-header';

beforeEach(() => {
  global.fetch = jest.fn().mockRejectedValue(new Error('offline'));
});

function toggle() {
  return screen.getByRole('button', { name: /menu/i });
}

describe('public header', () => {
  it('shows the four main links and marks the current page', () => {
    renderWithApp(<PublicHeader />, { path: '/staff' });
    // The brand link's spoken name starts with what it shows (WCAG 2.5.3, label in name).
    expect(
      screen.getByRole('link', { name: /District Institute of Education and Training.*home page/ }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /home page/ })).not.toHaveAttribute('aria-label');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'About Us', 'Staff', 'Contact']);
    expect(within(main).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the uploaded emblem and logo before the name, each described, in a box that does not move the header', async () => {
    const emblems = [
      { src: '/uploads/emblem.png', alt: 'Emblem of the Government of Punjab' },
      { src: '/uploads/logo.png', alt: 'Logo of DIET Faridkot' },
    ];
    global.fetch = jest.fn().mockImplementation(async () => envelope({ ...TEST_SITE, emblems }));
    renderWithApp(<PublicHeader />);
    const brand = await screen.findByRole('link', {
      name: /^Emblem of the Government of Punjab Logo of DIET Faridkot District Institute.*home page$/,
    });
    const pictures = within(brand).getAllByRole('img');
    expect(
      pictures.map((img) => [img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]),
    ).toEqual([
      ['/uploads/emblem.png?w=160', '40', '40'],
      ['/uploads/logo.png?w=160', '40', '40'],
    ]);
  });

  it('shows no picture while none is uploaded', async () => {
    global.fetch = jest.fn().mockImplementation(async () => envelope(TEST_SITE));
    renderWithApp(<PublicHeader />);
    await screen.findByText('District Institute of Education and Training, Faridkot');
    expect(within(screen.getByRole('link', { name: /home page$/ })).queryByRole('img')).toBeNull();
  });

  it('opens and closes the menu with the toggle button (aria-expanded)', async () => {
    renderWithApp(<PublicHeader />);
    const menu = document.getElementById('site-menu')!;
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const more = within(menu);
    for (const label of [
      'Infrastructure',
      'Diksha Lab',
      'Library',
      'Research',
      'Gallery',
      'Results',
      'Study Material',
    ]) {
      expect(more.getByRole('link', { name: label })).toBeInTheDocument();
    }
    // The main links repeat in the menu (shown below 1024 px by CSS) and Newsletter is there.
    expect(more.getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(more.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter');

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when a menu link is chosen, and highlights the new page', async () => {
    renderWithApp(<PublicHeader />);
    await userEvent.click(toggle());
    await userEvent.click(within(document.getElementById('site-menu')!).getByRole('link', { name: 'Library' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    expect(within(document.getElementById('site-menu')!).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes the menu when the link of the current page is chosen', async () => {
    renderWithApp(<PublicHeader />, { path: '/gallery' });
    await userEvent.click(toggle());
    await userEvent.click(within(document.getElementById('site-menu')!).getByRole('link', { name: 'Gallery' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and gives focus back to the toggle', async () => {
    renderWithApp(<PublicHeader />);
    await userEvent.click(toggle());
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('is a link to the menu before the script, and takes over a menu the address opened', async () => {
    function Address() {
      const { pathname, hash } = useLocation();
      return <p data-testid="address">{pathname + hash}</p>;
    }
    renderWithApp(
      <>
        <PublicHeader />
        <Address />
      </>,
      { path: '/staff#site-menu' },
    );
    // Followed without the script, the link opens the menu by the address (CSS :target).
    expect(toggle()).toHaveAttribute('href', '#site-menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-menu')).toBeVisible();
    // Live, the menu is the script's: CSS :target shows it only without data-live.
    expect(document.getElementById('site-menu')).toHaveAttribute('data-live');
    // Closed, the address forgets it too.
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/staff$/);
  });

  it('toggles with the Space key, as a button does', () => {
    renderWithApp(<PublicHeader />);
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
