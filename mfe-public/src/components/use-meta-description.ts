import { useEffect } from 'react';
import { reportPageHead } from '@diet/frontend-core/document-title';

/**
 * Each page has its own meta description (issue 3, item 7). The shell's index.html may already
 * carry one (the server writes the page's own); it is updated in place, or created once when missing.
 */
export function useMetaDescription(text: string): void {
  // A server render runs no effects: it hears the description during render, for the page's head.
  reportPageHead({ description: text });
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
