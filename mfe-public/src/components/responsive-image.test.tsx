import { fireEvent, render, screen } from '@testing-library/react';
import { variantSrcSet } from '@diet/contracts/image-variants';
import { ResponsiveImage } from './responsive-image';

describe('responsive image', () => {
  it('offers the server variants of an uploaded JPEG or PNG, and nothing for other images', () => {
    expect(variantSrcSet('/uploads/a-1.png')).toBe(
      '/uploads/a-1.png?w=160 160w, /uploads/a-1.png?w=320 320w, /uploads/a-1.png?w=640 640w, /uploads/a-1.png?w=1024 1024w',
    );
    expect(variantSrcSet('https://diet.example/uploads/b.JPG')).toContain(
      'https://diet.example/uploads/b.JPG?w=640 640w',
    );
    expect(variantSrcSet('/uploads/c.gif')).toBeUndefined();
    expect(variantSrcSet('/assets/d.png')).toBeUndefined();
    expect(variantSrcSet('/uploads/e.png?w=320')).toBeUndefined();
  });

  it('is lazy and decoded off the main thread below the fold, with its size reserved', () => {
    render(<ResponsiveImage src="/uploads/a.png" alt="Library" width={640} height={400} sizes="50vw" />);
    const image = screen.getByAltText('Library');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('src', '/uploads/a.png');
  });

  it('fetches the main picture at once and first', () => {
    render(<ResponsiveImage src="/uploads/a.png" alt="Campus" width={960} height={480} sizes="100vw" priority />);
    const image = screen.getByAltText('Campus');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back to the original when the variants fail to load', () => {
    render(<ResponsiveImage src="/uploads/a.png" alt="Hall" width={640} height={400} sizes="50vw" />);
    const image = screen.getByAltText('Hall');
    expect(image).toHaveAttribute('srcset');
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('src', '/uploads/a.png');
  });
});
