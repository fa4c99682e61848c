/**
 * The sitemap's entries in the three languages (issue 18 item 1): each page at its English,
 * Punjabi and Hindi address, each entry naming all three versions with xhtml:link hreflang (and
 * x-default, the English one), as search engines read alternates from a sitemap; an item's page
 * with when it last changed (issue 37 item 5).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage } from '@diet/contracts/languages';
import { escapeMarkup } from '../common/markup';

/** A page of the sitemap: its address without the language, and when it last changed if known. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

export function sitemapEntries(pages: readonly SitemapPage[], publicUrl: string): string[] {
  const url = (path: string, language: (typeof LANGUAGES)[number]) =>
    escapeMarkup(publicUrl + pathInLanguage(path, language));
  return pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${url(path, language)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, DEFAULT_LANGUAGE)}"/>`,
    ];
    const changed = lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : [];
    return LANGUAGES.map((language) =>
      ['  <url>', `    <loc>${url(path, language)}</loc>`, ...changed, ...alternates, '  </url>'].join('\n'),
    );
  });
}
