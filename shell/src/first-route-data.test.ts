import { firstRouteData, preloadCarouselPhoto } from './first-route-data';

describe('first route data', () => {
  it('asks for the site content everywhere and the two event lists on the home page', () => {
    expect(firstRouteData('/')).toEqual(['/api/site', '/api/events?when=upcoming', '/api/events?when=past']);
    expect(firstRouteData('/library')).toEqual(['/api/site']);
  });

  it('asks for the first page of research papers on /research, unless the address filters it', () => {
    expect(firstRouteData('/research')).toEqual(['/api/site', '/api/research?page=1&pageSize=24']);
    expect(firstRouteData('/research', '?status=Ongoing')).toEqual(['/api/site']);
  });

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

  it('preloads nothing without a carousel (the site content failed or has no photos)', () => {
    document.head.innerHTML = '';
    preloadCarouselPhoto(null);
    preloadCarouselPhoto({ data: { carousel: [] } });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
