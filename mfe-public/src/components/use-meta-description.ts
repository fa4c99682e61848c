import { useEffect } from 'react';

/**
 * Each page has its own meta description (issue 3, item 7). The shell's index.html may already
 * carry one; it is updated in place, or created once when missing.
 */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = text;
  }, [text]);
}
