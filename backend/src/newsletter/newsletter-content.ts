/**
 * Newsletter bodies: HTML is sanitised before it is stored or sent (ARCHITECTURE.md section 8);
 * plain text stays plain. The plain-text form feeds the public excerpt and the text part of mails.
 */
import sanitizeHtml from 'sanitize-html';
import { escapeMarkup } from '../common/markup';

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;

export function isHtml(content: string): boolean {
  return LOOKS_LIKE_HTML.test(content);
}

export function sanitizeNewsletter(content: string): string {
  if (!isHtml(content)) return content;
  return sanitizeHtml(content, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  }).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** Readable text of a (sanitised) newsletter: block ends become line breaks, tags go. */
export function newsletterText(content: string): string {
  if (!isHtml(content)) return content;
  const withBreaks = content.replace(/<(br\s*\/?|\/p|\/div|\/h[1-6]|\/li|\/tr)>/gi, '\n');
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, e: string) => ENTITIES[e])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The HTML and text parts of one mail, each ending with the recipient's unsubscribe link. */
export function mailBodies(content: string, unsubscribeUrl: string): { html: string; text: string } {
  const body = isHtml(content) ? content : `<p>${escapeMarkup(content).replace(/\r?\n/g, '<br>')}</p>`;
  const footer = `<hr><p style="font-size:12px;color:#666">You receive this newsletter because you subscribed on our website. <a href="${escapeMarkup(unsubscribeUrl)}">Unsubscribe</a></p>`;
  const text = `${newsletterText(content)}\n\n--\nYou receive this newsletter because you subscribed on our website.\nUnsubscribe: ${unsubscribeUrl}\n`;
  return { html: `${body}\n${footer}`, text };
}
