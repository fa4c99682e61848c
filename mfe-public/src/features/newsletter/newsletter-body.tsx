import { useMemo } from 'react';
import type { NewsletterCampaign } from './newsletter-api';
import styles from './newsletter-page.module.css';

// SVG animations can set an href to a script URL after this filter has run.
const ACTIVE_ELEMENTS =
  'script, style, iframe, object, embed, form, link, meta, base, set, animate, animateMotion, animateTransform';
/** Attributes a browser reads as URLs (srcset, imagesrcset and ping hold several). */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'data',
  'codebase',
  'manifest',
  'icon',
  'srcset',
  'imagesrcset',
  'ping',
]);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * True when `url` is http(s), mailto or tel, or relative (which stays on the page's http(s)).
 * The WHATWG URL parser decides, the browser's own in the browser: it removes tab, newline and CR
 * anywhere and trims leading C0 controls and spaces, so 'java\tscript:' or '\x01javascript:' is
 * read as the javascript: URL the browser would run. Character references were decoded by the
 * HTML parser before.
 */
export function isSafeUrl(url: string): boolean {
  try {
    return SAFE_SCHEMES.has(new URL(url, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

/**
 * The URLs of one attribute. srcset candidates ('url descriptor', separated by commas) are checked
 * with their whitespace removed: stricter than the browser, which would cut 'java\tscript:' at the
 * tab, never looser. ping is a space-separated list.
 */
function urlsOf(name: string, value: string): string[] {
  if (name === 'srcset' || name === 'imagesrcset')
    return value.split(',').map((candidate) => candidate.replace(/\s+/g, ''));
  if (name === 'ping') return value.split(/\s+/).filter(Boolean);
  return [value];
}

/**
 * The server sanitises newsletter HTML when it is saved (sanitize-html, ARCHITECTURE.md section 8);
 * this second pass drops anything active that could still be there (content stored before that
 * rule, a mistake on the server), so the page never runs code from a newsletter: active elements,
 * event handlers, and every URL attribute whose scheme is not http(s), mailto or tel. An inert
 * <template> parses the HTML without loading or running anything.
 */
export function withoutActiveContent(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(ACTIVE_ELEMENTS).forEach((element) => element.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || (URL_ATTRIBUTES.has(lower) && !urlsOf(lower, value).every(isSafeUrl))) {
        element.removeAttribute(name);
      }
    }
    if (element.tagName === 'A') element.setAttribute('rel', 'noopener noreferrer');
  });
  return template.innerHTML;
}

/** A campaign's body: its HTML rendered as HTML, plain text with its line breaks. */
export function NewsletterBody({ campaign }: { campaign: Pick<NewsletterCampaign, 'content' | 'html' | 'isHtml'> }) {
  const html = useMemo(
    () => (campaign.isHtml && campaign.html ? withoutActiveContent(campaign.html) : null),
    [campaign.isHtml, campaign.html],
  );
  if (html === null) return <div className={styles.content}>{campaign.content}</div>;
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
