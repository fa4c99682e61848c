import { useEffect, useState } from 'react';

/**
 * Whether any part of the element is on screen: [a ref callback for it, seen]. True until the
 * browser has told (and where it cannot: no IntersectionObserver), so a page rendered without it
 * behaves as before.
 */
export function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setInView(entries[entries.length - 1].isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, inView];
}
