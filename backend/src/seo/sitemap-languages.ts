/**
 * The sitemap's entries in the three languages (issue 18 item 1): each page at its English,
 * Punjabi and Hindi address, each entry naming all three versions with xhtml:link hreflang (and
 * x-default, the English one), as search engines read alternates from a sitemap.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage } from '@diet/contracts/languages';
import { escapeMarkup } from '../common/markup';

export function sitemapEntries(routes: readonly string[], publicUrl: string): string[] {
  const url = (path: string, language: (typeof LANGUAGES)[number]) => escapeMarkup(publicUrl + pathInLanguage(path, language));
  return routes.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${url(path, language)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, DEFAULT_LANGUAGE)}"/>`,
    ];
    return LANGUAGES.map((language) => ['  <url>', `    <loc>${url(path, language)}</loc>`, ...alternates, '  </url>'].join('\n'));
  });
}
