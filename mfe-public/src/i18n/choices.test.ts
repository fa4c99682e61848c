import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { fieldEntries } from '@diet/contracts/content-type';
import { CONTACT_SUBJECT_LABELS, SUBSCRIBER_TYPES } from '@diet/contracts/enums';
import { choices as hindi } from './choices.hi';
import { choices as punjabi } from './choices.pa';
import { pageNames as pageNamesHindi } from '@diet/contracts/page-names/hi';
import { pageNames as pageNamesPunjabi } from '@diet/contracts/page-names/pa';

/** Course names a visitor reads as written in every language, as on the results' course filter. */
const AS_WRITTEN = new Set(['B.Ed', 'D.El.Ed', 'M.Ed']);

/**
 * Choice fields whose values a page names from texts of its own instead of choices.*.ts (keyed by
 * `<type path>.<field>`), and the one no visitor reads.
 */
const NAMED_ELSEWHERE: Record<string, (language: 'pa' | 'hi') => Record<string, string> | undefined> = {
  'site-pages.slug': (language) => (language === 'pa' ? pageNamesPunjabi : pageNamesHindi),
  // The header's emblems are pictures with the institute's name; their position is never shown.
  'site-emblems.position': () => undefined,
};

/**
 * Every allowed value of every content type's choice fields a visitor reads, from the definitions;
 * a field that names its values itself (`valueNames`, every language required by its type) is not
 * looked up here.
 */
const SHOWN = CONTENT_TYPES.filter((definition) => definition.public).flatMap((definition) =>
  fieldEntries(definition).flatMap(([name, field]) =>
    field.kind === 'choice' && !field.adminOnly && !field.valueNames
      ? field.values.map((value) => ({ field: `${definition.path}.${name}`, value }))
      : [],
  ),
);
/** The public forms' values that are not a content type's. */
const FORM_VALUES = [...SUBSCRIBER_TYPES, ...Object.values(CONTACT_SUBJECT_LABELS)];

it.each([
  ['pa', punjabi],
  ['hi', hindi],
] as const)(
  'names every choice value of every content type and public form in %s (issue 39 item 4)',
  (language, { label }) => {
    expect(SHOWN.length).toBeGreaterThan(50);
    const unnamed = SHOWN.filter(({ field, value }) => {
      if (field in NAMED_ELSEWHERE) {
        const names = NAMED_ELSEWHERE[field](language);
        return names !== undefined && !names[value];
      }
      return !AS_WRITTEN.has(value) && label(value) === value;
    });
    expect(unnamed).toEqual([]);
    expect(FORM_VALUES.filter((value) => label(value) === value)).toEqual([]);
  },
);
