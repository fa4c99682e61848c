/** Examination results (SPEC.md sections 3 and 5): a result sheet per course, semester and year. */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { COURSES, SEMESTERS } from '../enums';
import { MAX_UPLOAD_BYTES, RESULT_MAX_YEARS_AHEAD, RESULT_MIN_YEAR } from '../limits';
import { UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';

export const results = defineContentType({
  name: 'result',
  path: 'results',
  table: 'results',
  label: { one: 'Result', many: 'Results' },
  createVerb: 'published',
  fields: {
    course: {
      kind: 'choice',
      label: 'Course',
      required: VALIDATION.courseRequired,
      values: COURSES,
      length: 20,
      filter: true,
      searchable: true,
      filterAll: 'All courses',
    },
    semester: {
      kind: 'choice',
      label: 'Semester',
      required: VALIDATION.semesterRequired,
      values: SEMESTERS,
      length: 20,
      searchable: true,
    },
    year: {
      kind: 'integer',
      label: 'Academic year',
      required: VALIDATION.yearRequired,
      notNumber: VALIDATION.yearNumeric,
      min: RESULT_MIN_YEAR,
      minMessage: VALIDATION.resultYearMin,
      maxYearsAhead: RESULT_MAX_YEARS_AHEAD,
      maxMessage: VALIDATION.resultYearFuture,
      filter: true,
    },
    publishDate: { kind: 'date', label: 'Publish date', required: VALIDATION.publishDateRequired },
    file: {
      kind: 'file',
      label: 'Result file',
      required: VALIDATION.fileRequired,
      kinds: ['pdf', 'jpeg', 'png'],
      maxBytes: MAX_UPLOAD_BYTES,
      help: UPLOAD.help,
    },
  },
  labelFields: ['course', 'semester', 'year'],
  titleField: 'course',
  order: [
    ['publishDate', 'desc'],
    ['createdAt', 'desc'],
  ],
  public: { list: true, get: true, page: true, label: GLOSSARY.results, facets: { years: 'year' } },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'results',
    order: 50,
    dashboard: { order: 5, quickAction: 'Manage Results' },
    nav: 'Results',
    title: 'Results Management',
    columns: ['course', 'semester', 'year', 'publishDate', 'file'],
    createFailure: TOASTS.resultPublishFailure,
  },
});

export type ResultRecord = ContentOf<typeof results>;
