/**
 * What one item of a content type is in schema.org's vocabulary (ARCHITECTURE 12.6): its kind, and
 * the field each of the kind's properties takes. The server writes it into the item page's HTML as
 * JSON-LD (backend/src/seo/structured-data.ts), with a BreadcrumbList; a ScholarlyArticle also
 * gives Google Scholar's citation_* tags. The item's name, description and picture are what the
 * page says of itself (its PageHead), so a mapping names only what the kind adds.
 */
export type SchemaOrgMapping<FieldName extends string = string> =
  | {
      kind: 'Event';
      /** A date field: the day it takes place. */
      startDate: FieldName;
      /** A time field (the institute's time of day), joined to the day when it is set. */
      startTime?: FieldName;
      /** A text field: the place's name (at the institute's address); absent, the institute itself. */
      location?: FieldName;
      /** A url field: where it is followed online; with no place named, an online event. */
      url?: FieldName;
    }
  | {
      kind: 'Course';
      /** dateTime fields: when the one run of it (its CourseInstance) begins and ends. */
      startDate: FieldName;
      endDate: FieldName;
      /** A choice field, and schema.org's course mode of each of its values ('In person': 'Onsite'). */
      mode: FieldName;
      modes: Record<string, 'Onsite' | 'Online' | 'Blended'>;
      /** A text field: the venue's name (at the institute's address). */
      location?: FieldName;
      /** An integer field: its hours, as the instance's workload ('PT18H'). */
      hours?: FieldName;
    }
  | {
      kind: 'ScholarlyArticle';
      /** A text field: the authors, separated by commas, semicolons or 'and'. */
      author: FieldName;
      /** A year or a date field. */
      datePublished: FieldName;
      /** A file field: the paper itself (Scholar's citation_pdf_url when it is a PDF). */
      file?: FieldName;
    };

/**
 * The authors one text field names, each once, in order: Scholar, RIS and schema.org want one
 * entry per author. 'A. Singh, B. Kaur and C. Devi' names three; with a semicolon, the catalogue's
 * way ('Sharma, R. D.; Gupta, S.'), only semicolons, '&' and 'and' separate, so an inverted name
 * keeps its comma; so does one inverted name alone ('Sharma, R. D.').
 */
export function authorsOf(text: string): string[] {
  const inverted = text.includes(';') || /^[^,]+,(\s*\p{Lu}\.)+\s*$/u.test(text);
  const separators = inverted ? /\s*(?:[;&]|\band\b)\s*/i : /\s*(?:[,;&]|\band\b)\s*/i;
  return [
    ...new Set(
      text
        .split(separators)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}
