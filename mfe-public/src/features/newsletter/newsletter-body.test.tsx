import { render, screen } from '@testing-library/react';
import { NewsletterBody, withoutActiveContent } from './newsletter-body';

describe('newsletter body', () => {
  it('renders the HTML of a campaign as HTML', () => {
    render(<NewsletterBody campaign={{ content: 'Hello all', isHtml: true, html: '<h2>Dates</h2><p>Hello <strong>all</strong></p><ul><li>One</li></ul>' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Dates' })).toBeInTheDocument();
    expect(screen.getByText('all').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('shows plain text as text, markup-looking characters included', () => {
    const { container } = render(<NewsletterBody campaign={{ content: 'Fees < 500 & <b>more</b>', isHtml: false, html: null }} />);
    expect(container).toHaveTextContent('Fees < 500 & <b>more</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('drops scripts, handlers and script URLs that reach it despite the server', () => {
    const clean = withoutActiveContent(
      '<p onclick="steal()">Hi</p><script>steal()</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">l</a><a href="https://diet.example/">ok</a><iframe src="https://x"></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="x.png">');
    expect(clean).toContain('<a href="https://diet.example/" rel="noopener noreferrer">ok</a>');
  });
});
