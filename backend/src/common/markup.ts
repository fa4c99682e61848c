/**
 * Text for HTML or XML markup: safe as an element's content and inside a double-quoted attribute
 * (newsletter mails, the sitemap, the shell page).
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
