import { SPLASH_MS } from '@diet/contracts/limits';
import { SPLASH_FADE_MS, scheduleSplashRemoval, splashRemainingMs, updateSplashTexts } from './splash';

describe('splash', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<div id="splash" data-testid="splash"><h1 data-splash-name>Build name</h1><p data-splash-subtitle>Build subtitle</p></div>';
  });
  afterEach(() => jest.useRealTimers());

  it('counts the 2 seconds from navigation start, not from when the script runs', () => {
    expect(splashRemainingMs(0)).toBe(SPLASH_MS);
    expect(splashRemainingMs(1500)).toBe(500);
    expect(splashRemainingMs(2600)).toBe(0);
  });

  it('removes the splash exactly when 2 seconds have passed since navigation start', () => {
    scheduleSplashRemoval(document, 800);
    jest.advanceTimersByTime(SPLASH_MS - 800 - SPLASH_FADE_MS);
    expect(document.getElementById('splash')).toHaveClass('splash-leaving');
    jest.advanceTimersByTime(SPLASH_FADE_MS - 1);
    expect(document.getElementById('splash')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('splash')).toBeNull();
  });

  it('shows the live institute name once /api/site has answered', () => {
    updateSplashTexts('DIET Faridkot', 'Punjab');
    expect(document.querySelector('[data-splash-name]')).toHaveTextContent('DIET Faridkot');
    expect(document.querySelector('[data-splash-subtitle]')).toHaveTextContent('Punjab');
  });
});
