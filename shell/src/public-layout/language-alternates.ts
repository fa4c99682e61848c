import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGES, pathInLanguage } from '@diet/contracts/languages';

/**
 * Keeps the page's `<link rel="alternate" hreflang>` naming its versions in the other languages
 * (and x-default, the English one) as the visitor moves from page to page; the server wrote the
 * first page's (backend/src/web/language-page.ts).
 */
export function useLanguageAlternates(doc: Document = document): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const links = [...LANGUAGES, 'x-default'].map((hreflang) => {
      const language = hreflang === 'x-default' ? 'en' : (hreflang as (typeof LANGUAGES)[number]);
      let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
      if (!link) {
        link = doc.createElement('link');
        link.rel = 'alternate';
        link.hreflang = hreflang;
        doc.head.append(link);
      }
      link.href = new URL(pathInLanguage(pathname, language), doc.location.origin).toString();
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [pathname, doc]);
}
