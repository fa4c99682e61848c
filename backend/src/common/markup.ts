/**
 * Text for HTML or XML markup: safe as an element's content and inside a double-quoted attribute
 * (newsletter mails, the sitemap, the shell page).
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON text inside <script>: `<` escaped so no `</script>` or `<!--` can end the block. */
export const jsonInScript = (json: string): string => json.replace(/</g, '\\u003c');
