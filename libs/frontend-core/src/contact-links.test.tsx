import { render, screen } from '@testing-library/react';
import { EmailLink, PhoneLink } from './contact-links';

describe('contact links', () => {
  it('calls the number as written, its tel: address with digits and + only', () => {
    render(<PhoneLink number="+91 1639-250 000" />);
    expect(screen.getByRole('link', { name: '+91 1639-250 000' })).toHaveAttribute('href', 'tel:+911639250000');
  });

  it("writes to an address, which may break after its '@' and before each dot, nowhere else", () => {
    render(<EmailLink address="pio.diet@dietfaridkot.example" />);
    const link = screen.getByRole('link', { name: 'pio.diet@dietfaridkot.example' });
    expect(link).toHaveAttribute('href', 'mailto:pio.diet@dietfaridkot.example');
    expect(link.innerHTML).toBe('pio<wbr>.diet@<wbr>dietfaridkot<wbr>.example');
  });
});
