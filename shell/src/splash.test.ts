import { SPLASH_FADE_MS, SPLASH_MS } from '@diet/contracts/limits';
import { LOADING_PLACEHOLDER, SERVER_SCREEN_ATTRIBUTE } from '@diet/contracts/first-route';
import { SPLASH_MAX_MS, scheduleSplashRemoval, splashRemainingMs, updateSplashTexts } from './splash';

describe('splash', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<div id="splash" data-testid="splash"><h1 data-splash-name>Build name</h1><p data-splash-subtitle>Build subtitle</p></div><div id="root"></div>';
  });

  const root = () => document.getElementById('root')!;
  const splash = () => document.getElementById('splash');
  /** What React commits: the layout with the page, or with a loading placeholder in its place. */
  const render = (html: string) => {
    root().innerHTML = html;
  };
  // MutationObserver callbacks run as microtasks.
  const mutationsSeen = () => Promise.resolve();
  const placeholder = `<p role="status" ${Object.keys(LOADING_PLACEHOLDER)[0]}>Loading...</p>`;
  afterEach(() => jest.useRealTimers());

  it('counts the 2 seconds from navigation start, not from when the script runs', () => {
    expect(splashRemainingMs(0)).toBe(SPLASH_MS);
    expect(splashRemainingMs(1500)).toBe(500);
    expect(splashRemainingMs(2600)).toBe(0);
  });

  it('removes the splash exactly when 2 seconds have passed since navigation start', () => {
    render('<main><h1>Home</h1></main>');
    scheduleSplashRemoval(document, 800);
    jest.advanceTimersByTime(SPLASH_MS - 800 - SPLASH_FADE_MS);
    expect(document.getElementById('splash')).toHaveClass('splash-leaving');
    jest.advanceTimersByTime(SPLASH_FADE_MS - 1);
    expect(document.getElementById('splash')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('splash')).toBeNull();
  });

  it('on a slow phone stays until the first screen replaces its loading placeholder, then fades', async () => {
    scheduleSplashRemoval(document, 800);
    jest.advanceTimersByTime(SPLASH_MS - 800);
    expect(splash()).not.toHaveClass('splash-leaving');

    render(`<header>Institute</header><main>${placeholder}</main>`);
    await mutationsSeen();
    jest.advanceTimersByTime(1000);
    expect(splash()).not.toHaveClass('splash-leaving');

    render('<header>Institute</header><main><h1>Home</h1></main>');
    await mutationsSeen();
    expect(splash()).toHaveClass('splash-leaving');
    jest.advanceTimersByTime(SPLASH_FADE_MS - 1);
    expect(splash()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(splash()).toBeNull();
  });

  it('leaves at 2 seconds when the server rendered the first screen, though the app is still loading', () => {
    root().setAttribute(SERVER_SCREEN_ATTRIBUTE, 'static');
    root().innerHTML = '<main><h1>Home</h1></main>';
    scheduleSplashRemoval(document, 800);
    jest.advanceTimersByTime(SPLASH_MS - 800);
    expect(splash()).toBeNull();
  });

  it('leaves after SPLASH_MAX_MS even when the first screen never comes', () => {
    render(placeholder);
    scheduleSplashRemoval(document, 800);
    jest.advanceTimersByTime(SPLASH_MAX_MS - 800 - 1);
    expect(splash()).not.toHaveClass('splash-leaving');
    jest.advanceTimersByTime(1);
    expect(splash()).toHaveClass('splash-leaving');
    jest.advanceTimersByTime(SPLASH_FADE_MS);
    expect(splash()).toBeNull();
  });

  it('shows the live institute name once /api/site has answered', () => {
    updateSplashTexts('DIET Faridkot', 'Punjab');
    expect(document.querySelector('[data-splash-name]')).toHaveTextContent('DIET Faridkot');
    expect(document.querySelector('[data-splash-subtitle]')).toHaveTextContent('Punjab');
  });
});
