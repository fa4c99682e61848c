import { useMemo } from 'react';
import type { NewsletterCampaign } from './newsletter-api';
import styles from './newsletter-page.module.css';

const ACTIVE_ELEMENTS = 'script, style, iframe, object, embed, form, link, meta, base';
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

/**
 * The server sanitises newsletter HTML when it is saved (sanitize-html, ARCHITECTURE.md section 8);
 * this second pass drops anything active that could still be there (content stored before that
 * rule, a mistake on the server), so the page never runs code from a newsletter. An inert
 * <template> parses the HTML without loading or running anything.
 */
export function withoutActiveContent(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(ACTIVE_ELEMENTS).forEach((element) => element.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      if (name.startsWith('on') || (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(name) && SCRIPT_URL.test(value))) {
        element.removeAttribute(name);
      }
    }
    if (element.tagName === 'A') element.setAttribute('rel', 'noopener noreferrer');
  });
  return template.innerHTML;
}

/** A campaign's body: its HTML rendered as HTML, plain text with its line breaks. */
export function NewsletterBody({ campaign }: { campaign: Pick<NewsletterCampaign, 'content' | 'html' | 'isHtml'> }) {
  const html = useMemo(() => (campaign.isHtml && campaign.html ? withoutActiveContent(campaign.html) : null), [campaign.isHtml, campaign.html]);
  if (html === null) return <div className={styles.content}>{campaign.content}</div>;
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
