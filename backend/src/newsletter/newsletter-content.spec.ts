import { mailBodies, newsletterText, sanitizeNewsletter } from './newsletter-content';

describe('newsletter content', () => {
  it('removes scripts and event handlers from HTML, keeps formatting', () => {
    const clean = sanitizeNewsletter(
      '<p onclick="x()">Hello <b>all</b></p><script>alert(1)</script><a href="javascript:x">l</a>',
    );
    expect(clean).toBe('<p>Hello <b>all</b></p><a>l</a>');
  });
  it('leaves no markup that runs inside raw-text elements (xmp, noembed, noscript, iframe, textarea)', () => {
    for (const tag of ['xmp', 'noembed', 'noframes', 'noscript', 'iframe', 'textarea', 'style']) {
      const clean = sanitizeNewsletter(
        `<p>x</p><${tag}></${tag}><img src=x onerror=alert(1)><svg onload=alert(1)></${tag}>`,
      );
      expect({ tag, clean }).toEqual({
        tag,
        clean: expect.not.stringMatching(
          /onerror|onload|<svg|<\/?(xmp|noembed|noframes|noscript|iframe|textarea|style)/i,
        ),
      });
    }
  });
  it('leaves plain text untouched', () => {
    expect(sanitizeNewsletter('Fees < 500 & more')).toBe('Fees < 500 & more');
  });
  it('turns HTML into readable text', () => {
    expect(newsletterText('<h2>Admissions</h2><p>Open &amp; free</p>')).toBe('Admissions\nOpen & free');
  });
  it('adds the unsubscribe link to both parts and escapes plain text', () => {
    const m = mailBodies('a < b', 'http://x/u?token=1');
    expect(m.html).toContain('<p>a &lt; b</p>');
    expect(m.html).toContain('href="http://x/u?token=1"');
    expect(m.text).toContain('Unsubscribe: http://x/u?token=1');
  });
});
