import { render, screen } from '@testing-library/react';
import { NewsletterBody, withoutActiveContent } from './newsletter-body';

describe('newsletter body', () => {
  it('renders the HTML of a campaign as HTML', () => {
    render(
      <NewsletterBody
        campaign={{
          content: 'Hello all',
          isHtml: true,
          html: '<h2>Dates</h2><p>Hello <strong>all</strong></p><ul><li>One</li></ul>',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Dates' })).toBeInTheDocument();
    expect(screen.getByText('all').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('shows plain text as text, markup-looking characters included', () => {
    const { container } = render(
      <NewsletterBody campaign={{ content: 'Fees < 500 & <b>more</b>', isHtml: false, html: null }} />,
    );
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

  /** Script URLs as a browser's URL parser reads them: tab, newline and CR are removed anywhere, C0 controls and spaces trimmed. */
  const SCRIPT_URLS: [string, string][] = [
    ['plain', 'javascript:steal()'],
    ['tab inside', 'java\tscript:steal()'],
    ['newline inside', 'java\nscript:steal()'],
    ['carriage return inside', 'java\rscript:steal()'],
    ['tab as a character reference', 'java&#x09;script:steal()'],
    ['newline as a character reference', 'jav&#10;ascript:steal()'],
    ['leading C0 control', '\x01javascript:steal()'],
    ['leading NUL-like controls and spaces', '\x1f\x0c \x08javascript:steal()'],
    ['leading space', ' javascript:steal()'],
    ['mixed case', 'JaVaScRiPt:steal()'],
    ['character reference', '&#106;avascript:steal()'],
    ['hex references with a tab', '&#x6A;ava&#x09;script&#x3A;steal()'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data URL', 'data:text/html,<script>steal()</script>'],
    ['data URL, base64', 'data:text/html;base64,PHNjcmlwdD5zdGVhbCgpPC9zY3JpcHQ+'],
    ['data URL with a tab', 'da\tta:text/html,x'],
  ];
  /** Each URL attribute, on an element that carries it, written as HTML; `attr` is its name once parsed. */
  const PLACES: [string, string, (url: string) => string][] = [
    ['a', 'href', (u) => `<a href="${u}">l</a>`],
    ['img', 'src', (u) => `<img src="${u}">`],
    ['svg a', 'xlink:href', (u) => `<svg><a xlink:href="${u}"><text>l</text></a></svg>`],
    ['svg image', 'href', (u) => `<svg><image href="${u}"></image></svg>`],
    ['button', 'formaction', (u) => `<button formaction="${u}">Go</button>`],
    ['img', 'srcset', (u) => `<img srcset="ok.png 1x, ${u} 2x">`],
    ['video', 'poster', (u) => `<video poster="${u}"></video>`],
    ['blockquote', 'cite', (u) => `<blockquote cite="${u}">q</blockquote>`],
  ];
  const parsed = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };
  const CASES = PLACES.flatMap(([tag, attr, html]) =>
    SCRIPT_URLS.map(([label, url]) => [attr, tag, label, attr, html(url)] as const),
  );

  it.each(CASES)('drops %s on <%s> with a script URL: %s', (_a, tag, _l, attr, html) => {
    const source = parsed(html).querySelector(tag) as Element;
    expect(source.getAttribute(attr)).not.toBeNull();
    const element = parsed(withoutActiveContent(html)).querySelector(tag) as Element;
    expect(element).not.toBeNull();
    expect({ html, value: element.getAttribute(attr) }).toEqual({ html, value: null });
  });

  it('drops SVG animations, which can set an href to a script URL', () => {
    const clean = withoutActiveContent(
      '<svg><a><set attributeName="href" to="javascript:steal()"></set><animate attributeName="href" values="javascript:steal()"></animate><text>x</text></a></svg>',
    );
    expect(clean).not.toMatch(/set|animate|javascript/i);
    expect(clean).toContain('<text>x</text>');
  });

  it.each([
    'https://diet.example/a?b=c#d',
    'HTTP://diet.example/',
    'mailto:office@diet.example',
    'tel:+911642000000',
    '/newsletter/2025',
    'notice.pdf',
    '../up.html',
    '#top',
    '?page=2',
    '//cdn.diet.example/a.png',
    'a/b:c',
  ])('keeps the safe or relative URL %j', (url) => {
    for (const [tag, attr, html] of PLACES) {
      const element = parsed(withoutActiveContent(html(url))).querySelector(tag) as Element;
      const expected = attr === 'srcset' ? `ok.png 1x, ${url} 2x` : url;
      expect({ tag, attr, value: element.getAttribute(attr) }).toEqual({ tag, attr, value: expected });
    }
  });
});
