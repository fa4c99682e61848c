import { act, render, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@diet/contracts/limits';
import { Carousel } from './carousel';

describe('carousel while the site content loads', () => {
  it('keeps its place with a hidden placeholder, then shows nothing if there are no photos', () => {
    const { rerender, container } = render(<Carousel photos={[]} loading />);
    const placeholder = screen.getByTestId('carousel-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Carousel photos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the photos once they are known, whatever the loading flag says', () => {
    render(<Carousel photos={[{ src: '/uploads/a.png', alt: 'Campus', caption: 'Main building' }]} loading />);
    expect(screen.queryByTestId('carousel-placeholder')).toBeNull();
    expect(screen.getByRole('img', { name: 'Campus' })).toBeInTheDocument();
  });
});

describe('carousel autoplay', () => {
  const photos = ['a', 'b', 'c'].map((name) => ({ src: `/uploads/${name}.png`, alt: name, caption: name }));
  const shown = () =>
    [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
      (slide) => slide.getAttribute('aria-hidden') === 'false',
    );
  let seen: (isIntersecting: boolean) => void;
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
        seen = (isIntersecting) => act(() => this.callback([{ isIntersecting }]));
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('turns only while on screen', () => {
    render(<Carousel photos={photos} />);
    seen(true);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe(1);
    seen(false);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(shown()).toBe(1);
    seen(true);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe(2);
  });
});
