/**
 * A BibTeX entry of one record (GET /api/<path>/<id>/cite?format=bibtex), from the same tag
 * mapping as its RIS citation (the definition's `public.ris`): RIS's record type names the entry
 * type, each tag a field. Values are braced with TeX's special characters escaped, in UTF-8, as
 * biber and every reference manager read them.
 */
import type { RisExport } from '@diet/contracts/content-type';
import { authorsOf } from '@diet/contracts/schema-org';

/** RIS's record types as BibTeX's entry types (the rest are @misc). */
const ENTRY_TYPES: Record<string, string> = {
  BOOK: 'book',
  JOUR: 'article',
  RPRT: 'techreport',
  THES: 'phdthesis',
  CONF: 'inproceedings',
  CHAP: 'incollection',
};

/** RIS's tags as BibTeX's fields (a tag without a field, such as a call number, is left out). */
const FIELDS: Record<string, string> = {
  TI: 'title',
  AU: 'author',
  PY: 'year',
  SN: 'isbn',
  AB: 'abstract',
  KW: 'keywords',
  LA: 'language',
  PB: 'publisher',
  UR: 'url',
};

/** TeX's special characters in a value, so a '%' or '&' in a title is text. */
const escapeTex = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\{}]/g, (c) => (c === '\\' ? '\\textbackslash{}' : `\\${c}`))
    .replace(/[&%$#_]/g, (c) => `\\${c}`)
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');

/** The entry's key: the first author's last name in Latin letters (else the type's path), the year and the id's start. */
function keyOf(fields: Map<string, string>, path: string, id: string): string {
  // Without what is in brackets: 'Jaspreet Kaur (M.Ed scholar)' is Kaur.
  const first = (authorsOf(fields.get('author') ?? '')[0] ?? '').replace(/\([^)]*\)/g, '').trim();
  const surname = (first.includes(',') ? first.split(',')[0] : (first.split(/\s+/).at(-1) ?? '')).replace(
    /[^A-Za-z]/g,
    '',
  );
  return `${surname || path.replace(/[^A-Za-z]/g, '')}${fields.get('year') ?? ''}${id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8)}`;
}

/** `extra`: RIS tags the record does not hold (UR, PB), as in toRis. */
export function toBibtex(
  spec: RisExport,
  record: Record<string, unknown>,
  path: string,
  extra: Readonly<Record<string, string>> = {},
): string {
  const type = ENTRY_TYPES[spec.type] ?? 'misc';
  const fields = new Map<string, string>();
  const tags = [
    ...Object.entries(spec.tags).map(([tag, field]) => [tag, record[field]] as const),
    ...Object.entries(extra),
  ];
  for (const [tag, value] of tags) {
    const name = FIELDS[tag];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (name && text !== '') fields.set(name, name === 'author' ? authorsOf(text).join(' and ') : text);
  }
  // A report's publisher is its institution in BibTeX.
  if (type === 'techreport' && fields.has('publisher')) {
    fields.set('institution', fields.get('publisher')!);
    fields.delete('publisher');
  }
  const lines = [...fields].map(([name, text]) => `  ${name} = {${name === 'url' ? text : escapeTex(text)}}`);
  return `@${type}{${keyOf(fields, path, String(record.id ?? ''))},\n${lines.join(',\n')}\n}\n`;
}
