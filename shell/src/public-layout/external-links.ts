import { useEffect, type RefObject } from 'react';
import { SERVER_SCREEN_ATTRIBUTE } from '@diet/contracts/first-route';
import { readingTools as t } from '../i18n/reading-tools.en';
import { holdsServerScreen } from '../server-screen';

/** Marks a link once: a visual arrow (CSS, a[data-external]) and a spoken note. */
const MARK = 'external';

/**
 * Every link under `root` to another site says that it leaves this one (GIGW 3.0): its accessible
 * name gains the note, as hidden text or, for a link named by aria-label (an icon), in that label.
 */
export function markExternalLinks(root: ParentNode, origin: string, note: string = t.external): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.dataset[MARK]) continue;
    let url: URL;
    try {
      url = new URL(link.href);
    } catch {
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === origin) continue;
    link.dataset[MARK] = 'true';
    const label = link.getAttribute('aria-label');
    if (label) {
      link.setAttribute('aria-label', `${label} ${note}`);
      continue;
    }
    const hidden = document.createElement('span');
    hidden.textContent = ` ${note}`;
    // Visually hidden, read by screen readers (the same rules as the layout's hidden texts).
    hidden.style.cssText =
      'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    link.append(hidden);
  }
}

/**
 * Keeps marking the links of the page under `ref` as its remotes render them. Not while #root
 * still holds server markup React has yet to hydrate: a note added there would be a node the
 * server did not render, and React would throw the page's markup away.
 */
export function useExternalLinkNotes(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const appRoot = document.getElementById('root');
    let queued = 0;
    const mark = () => {
      queued = 0;
      if (!holdsServerScreen(appRoot)) markExternalLinks(root, window.location.origin);
    };
    mark();
    const observer = new MutationObserver(() => {
      queued ||= requestAnimationFrame(mark);
    });
    observer.observe(root, { childList: true, subtree: true });
    if (appRoot) observer.observe(appRoot, { attributes: true, attributeFilter: [SERVER_SCREEN_ATTRIBUTE] });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(queued);
    };
  }, [ref]);
}
