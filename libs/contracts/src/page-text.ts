/** The light markup of the office's site pages ('## ' headings, '- ' list items) as plain text on one line. */
export const plainText = (text: string): string =>
  text
    .replace(/^(##|-)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
