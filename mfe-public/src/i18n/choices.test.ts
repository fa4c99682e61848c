import { NOTICE_CATEGORIES } from '@diet/contracts/content-types/notices';
import { BOOK_SUBJECTS, COURSE_STATUSES, GALLERY_CATEGORIES, MATERIAL_SUBJECTS, MATERIAL_TYPES, RESEARCH_STATUSES, SUBSCRIBER_TYPES } from '@diet/contracts/enums';
import { choices as hindi } from './choices.hi';
import { choices as punjabi } from './choices.pa';

/** The values visitors read on the public pages (badges, table cells, filters); course names stay as written. */
const SHOWN = [...NOTICE_CATEGORIES, ...BOOK_SUBJECTS, ...COURSE_STATUSES, ...GALLERY_CATEGORIES, ...MATERIAL_SUBJECTS, ...MATERIAL_TYPES, ...RESEARCH_STATUSES, ...SUBSCRIBER_TYPES];

it.each([
  ['pa', punjabi],
  ['hi', hindi],
])('names every shown value in %s', (_, { label }) => {
  expect(SHOWN.filter((value) => label(value) === value)).toEqual([]);
});
