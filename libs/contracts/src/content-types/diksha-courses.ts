/** Diksha Lab courses (SPEC.md sections 3 and 5): listed at /api/diksha-lab, saved at /api/admin/diksha-lab/course. */
import { defineContentType, type ContentOf } from '../content-type';
import { COURSE_STATUSES } from '../enums';
import { COURSE_MIN_HOURS, MAX_LENGTH } from '../limits';
import { VALIDATION } from '../messages';
import { TOASTS } from '../toasts';
import { TITLE_FIELD } from './fields';

export const dikshaCourses = defineContentType({
  name: 'course',
  path: 'diksha-lab',
  table: 'diksha_courses',
  label: { one: 'Course', many: 'Courses' },
  fields: {
    title: TITLE_FIELD,
    description: {
      kind: 'longText',
      label: 'Description',
      required: VALIDATION.descriptionRequired,
      max: MAX_LENGTH.description,
      translatable: true,
    },
    duration: {
      kind: 'integer',
      label: 'Duration',
      formLabel: 'Duration (hours)',
      required: VALIDATION.durationRequired,
      min: COURSE_MIN_HOURS,
      minMessage: VALIDATION.durationMin,
    },
    // Ten wide: the table was made before the definition.
    status: {
      kind: 'choice',
      label: 'Status',
      required: VALIDATION.statusRequired,
      values: COURSE_STATUSES,
      length: 10,
      filter: true,
    },
  },
  // Active courses first, then by title.
  order: [
    ['status', 'asc'],
    ['title', 'asc'],
  ],
  // The table's index from before the definition (status, then title).
  indexes: [['status', 'title']],
  public: { list: true, get: false, page: true },
  admin: {
    remote: 'mfe_admin_diksha',
    path: 'diksha-lab/course',
    icon: 'diksha-lab',
    order: 70,
    nav: 'Diksha Lab',
    title: 'Diksha Lab Management',
    columns: ['title', 'status', 'duration'],
    edit: 'Edit Training Course',
    form: { addTitle: 'Add Training Course', save: 'Save Course' },
    confirmDeleteButton: 'Delete',
    saveFailure: TOASTS.courseSaveFailure,
  },
});

export type DikshaCourseRecord = ContentOf<typeof dikshaCourses>;
