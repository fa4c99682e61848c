import { render, screen } from '@testing-library/react';
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
