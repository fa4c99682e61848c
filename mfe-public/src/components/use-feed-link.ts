import { useEffect } from 'react';

/**
 * Names the page's RSS feed in the document head (<link rel="alternate" type="application/rss+xml">),
 * so browsers and feed readers find it; the server-rendered page already carries it
 * (backend/src/web/shell-page.ts), then it is kept, not added twice. Removed when the page goes,
 * so the next page names only its own. No `href`: the page has no feed.
 */
export function useFeedLink(href: string | null, title: string): void {
  useEffect(() => {
    if (!href) return;
    let link = document.head.querySelector<HTMLLinkElement>(
      `link[rel="alternate"][type="application/rss+xml"][href="${href}"]`,
    );
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'application/rss+xml';
      link.href = href;
      document.head.appendChild(link);
    }
    link.title = title;
    return () => link.remove();
  }, [href, title]);
}
