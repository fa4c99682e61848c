import { fireEvent, screen } from '@testing-library/react';
import { READING_PREFS, READING_PREFS_SCRIPT, readingPrefsOf } from '@diet/contracts/reading-prefs';
import { renderWithApp } from '../test/render';
import { markExternalLinks } from './external-links';
import { ReadingTools } from './reading-tools';

const html = document.documentElement;

afterEach(() => {
  localStorage.clear();
  html.removeAttribute('style');
  html.removeAttribute(READING_PREFS.contrastAttribute);
  document.cookie = `${READING_PREFS.cookie}=; Path=/; Max-Age=0`;
});

describe('reading tools', () => {
  it('changes the root font size and the theme, remembers both, and the head script applies them again', () => {
    renderWithApp(<ReadingTools />);
    fireEvent.click(screen.getByRole('button', { name: 'A+ (larger text)' }));
    fireEvent.click(screen.getByRole('button', { name: 'A+ (larger text)' }));
    expect(html.style.fontSize).toBe('150%');
    fireEvent.click(screen.getByRole('button', { name: 'High contrast' }));
    expect(html).toHaveAttribute('data-contrast', 'high');
    expect(screen.getByRole('button', { name: 'High contrast' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(READING_PREFS.sizeKey)).toBe('150');
    // And in the cookie, for the server's next page.
    expect(readingPrefsOf(document.cookie)).toEqual({ size: 150, highContrast: true });

    // A new page: nothing set, until the head script reads the stored choices.
    html.removeAttribute('style');
    html.removeAttribute('data-contrast');
    localStorage.clear();
    new Function(READING_PREFS_SCRIPT)();
    expect(html.style.fontSize).toBe('150%');
    expect(html).toHaveAttribute('data-contrast', 'high');

    fireEvent.click(screen.getByRole('button', { name: 'A (normal text size)' }));
    expect(html.style.fontSize).toBe('');
    expect(localStorage.getItem(READING_PREFS.sizeKey)).toBeNull();
    expect(readingPrefsOf(document.cookie)).toEqual({ size: 100, highContrast: true });
  });

  it('is a form to the server without script: each button names its change, and the page comes back', () => {
    renderWithApp(<ReadingTools />, { path: '/notices?category=Circular' });
    const form = screen.getByRole('group', { name: 'Text size' }).closest('form')!;
    expect(form).toHaveAttribute('action', READING_PREFS.path);
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[name="back"]')).toHaveValue('/notices?category=Circular');
    const sent = (name: string) => {
      const button = screen.getByRole('button', { name });
      return [button.getAttribute('type'), button.getAttribute('name'), button.getAttribute('value')];
    };
    expect(sent('A- (smaller text)')).toEqual(['submit', 'size', 'smaller']);
    expect(sent('A (normal text size)')).toEqual(['submit', 'size', 'normal']);
    expect(sent('A+ (larger text)')).toEqual(['submit', 'size', 'larger']);
    expect(sent('High contrast')).toEqual(['submit', 'contrast', 'toggle']);
    // With script, a click changes the page in place: the form is not sent.
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    fireEvent.click(screen.getByRole('button', { name: 'A+ (larger text)' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(html.style.fontSize).toBe('125%');
  });

  it('shows which text size is on: A- below the normal size, A at it, A+ above it (aria-pressed, issue 39 item 8)', () => {
    renderWithApp(<ReadingTools />);
    const pressed = () =>
      ['A- (smaller text)', 'A (normal text size)', 'A+ (larger text)'].map((name) =>
        screen.getByRole('button', { name }).getAttribute('aria-pressed'),
      );
    expect(pressed()).toEqual(['false', 'true', 'false']);
    fireEvent.click(screen.getByRole('button', { name: 'A+ (larger text)' }));
    expect(pressed()).toEqual(['false', 'false', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'A (normal text size)' }));
    fireEvent.click(screen.getByRole('button', { name: 'A- (smaller text)' }));
    expect(pressed()).toEqual(['true', 'false', 'false']);
  });

  it('says which links leave the site, in their accessible name', () => {
    document.body.innerHTML = `<div id="r"><a href="https://maps.example.com/x">Map</a><a href="https://facebook.com/x" aria-label="Facebook"></a><a href="/about">About</a><a href="mailto:a@b.c">Mail</a></div>`;
    const root = document.getElementById('r')!;
    markExternalLinks(root, 'http://localhost');
    markExternalLinks(root, 'http://localhost');
    const [map, facebook, about, mail] = [...root.querySelectorAll('a')];
    expect(map).toHaveAccessibleName('Map (opens an external site)');
    expect(facebook).toHaveAccessibleName('Facebook (opens an external site)');
    expect(about).toHaveAccessibleName('About');
    expect(mail).toHaveAccessibleName('Mail');
    expect(map).toHaveAttribute('data-external', 'true');
  });
});
