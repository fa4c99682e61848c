/**
 * ISBNs (ISO 2108): an ISBN-10's check digit is its weighted sum modulo 11 (X for 10), an ISBN-13's
 * its alternating 1-3 weighted sum modulo 10. Stored without hyphens or spaces, X in capitals.
 */

/** '978-81-7450-494-2 ' -> '9788174504942'; a text with other characters comes back unchanged (and fails). */
export function normalizeIsbn(text: string): string {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9X]+$/.test(compact) ? compact : text;
}

function isbn10CheckHolds(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  const sum = [...isbn].reduce((acc, c, i) => acc + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
  return sum % 11 === 0;
}

function isbn13CheckHolds(isbn: string): boolean {
  if (!/^97[89]\d{10}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((acc, c, i) => acc + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

/** Whether a normalised text is an ISBN-10 or ISBN-13 whose check digit holds. */
export function isValidIsbn(isbn: string): boolean {
  return isbn.length === 10 ? isbn10CheckHolds(isbn) : isbn13CheckHolds(isbn);
}
