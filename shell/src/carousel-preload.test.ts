import { preloadCarouselPhoto } from './carousel-preload';

describe('carousel preload', () => {
  it('preloads the first carousel photo in the size the carousel picks', () => {
    document.head.innerHTML = '';
    preloadCarouselPhoto({ data: { carousel: [{ src: '/uploads/campus.png' }, { src: '/uploads/hall.png' }] } });
    const links = document.head.querySelectorAll('link[rel="preload"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('as')).toBe('image');
    expect(links[0].getAttribute('href')).toBe('/uploads/campus.png');
    expect(links[0].getAttribute('imagesrcset')).toContain('/uploads/campus.png?w=640 640w');
    expect(links[0].getAttribute('imagesizes')).toBe('(min-width: 80rem) 77rem, 100vw');
  });

  it('adds nothing when the page already preloads that photo', () => {
    document.head.innerHTML = '<link rel="preload" as="image" href="/uploads/campus.png">';
    preloadCarouselPhoto({ data: { carousel: [{ src: '/uploads/campus.png' }] } });
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('preloads nothing without a carousel (the site content failed or has no photos)', () => {
    document.head.innerHTML = '';
    preloadCarouselPhoto(null);
    preloadCarouselPhoto({ data: { carousel: [] } });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
