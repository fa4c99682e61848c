import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a followed link waits for the new page's heading (its chunk may still be on the way). */
const HEADING_WAIT_MS = 5000;

/**
 * A followed link opens the new page at its top, and a screen reader hears its heading: the
 * heading takes the focus once the page has rendered it. Back and forward keep the position the
 * browser restores, and a change of the query alone (a filter, a dialog's `?id=`) keeps the page
 * where it is.
 */
export function useNewPageTop(main: () => HTMLElement | null): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    return focusHeadingOnceThere(main());
  }, [pathname, navigationType, main]);
}

function focusHeadingOnceThere(main: HTMLElement | null): (() => void) | undefined {
  if (!main) return undefined;
  const focus = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return undefined;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
