import { itemPageOf } from './content-type';
import { CONTENT_TYPES } from './content-types/index';
import { authorsOf, type SchemaOrgMapping } from './schema-org';

/** The field kinds each mapped property reads. */
const KINDS: Record<string, readonly string[]> = {
  startDate: ['date', 'dateTime'],
  endDate: ['dateTime'],
  mode: ['choice'],
  hours: ['integer'],
  startTime: ['time'],
  location: ['text'],
  url: ['url'],
  author: ['text'],
  datePublished: ['integer', 'date'],
  file: ['file'],
};

describe('schema.org mappings of the content types', () => {
  const mapped = CONTENT_TYPES.flatMap((d) =>
    d.public && d.public.schemaOrg ? [[d.path, d, d.public.schemaOrg] as const] : [],
  );

  it('are declared by events and research papers', () => {
    expect(mapped.map(([path, , m]) => [path, m.kind])).toEqual(
      expect.arrayContaining([
        ['events', 'Event'],
        ['research', 'ScholarlyArticle'],
        ['trainings', 'Course'],
      ]),
    );
  });

  it.each(mapped)('%s: maps fields of the kinds the properties read, on a type with item pages', (_p, d, mapping) => {
    expect(itemPageOf(d)).not.toBeNull();
    const { kind: _kind, modes, ...properties } = mapping as SchemaOrgMapping & Record<string, string>;
    // A course names the schema.org mode of every value of its mode field.
    if (mapping.kind === 'Course') {
      const field = d.fields[mapping.mode];
      expect(Object.keys(modes).sort()).toEqual([...(field.kind === 'choice' ? field.values : [])].sort());
    }
    for (const [property, field] of Object.entries(properties)) {
      expect(KINDS[property] ?? []).toContain(d.fields[field]?.kind);
    }
  });
});

describe('authorsOf', () => {
  it.each([
    ['Harpreet Kaur', ['Harpreet Kaur']],
    ['Harpreet Kaur, Gurdeep Singh and Anand Sharma', ['Harpreet Kaur', 'Gurdeep Singh', 'Anand Sharma']],
    ['A. Singh; B. Kaur & C. Devi', ['A. Singh', 'B. Kaur', 'C. Devi']],
    ['Chandan AND  Sandeep, ', ['Chandan', 'Sandeep']],
    ['ਹਰਪ੍ਰੀਤ ਕੌਰ, ਗੁਰਦੀਪ ਸਿੰਘ', ['ਹਰਪ੍ਰੀਤ ਕੌਰ', 'ਗੁਰਦੀਪ ਸਿੰਘ']],
    ['Kaur, Kaur', ['Kaur']],
    ['Sharma, R. D.', ['Sharma, R. D.']],
    ['Sharma, R. D.; Gupta, S. & Kaur, H.', ['Sharma, R. D.', 'Gupta, S.', 'Kaur, H.']],
    ['Sharma, Rakesh', ['Sharma', 'Rakesh']],
    ['   ', []],
  ])('%j', (text, authors) => {
    expect(authorsOf(text)).toEqual(authors);
  });
});
