/**
 * Trainee records of the Diksha Lab (SPEC.md sections 3 and 5): kept by the office, shown on the
 * Diksha Lab screen beside the courses; visitors read the list without employee IDs (ARCHITECTURE.md 9).
 * Personal data: in the back office only editors and administrators read or write them (a
 * contributor's list would show the employee IDs the editors-only export guards; docs/decisions.md).
 */
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_LENGTH, PROGRESS_MAX, PROGRESS_MIN, TRAINEE_MIN_COURSES, TRAINEE_MIN_HOURS } from '../limits';
import { ACCESS, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';

export const EMPLOYEE_ID_MAX = 60;

export const traineeRecords = defineContentType({
  name: 'trainee',
  path: 'diksha-lab/trainee',
  table: 'trainee_records',
  label: { one: 'Trainee record', many: 'Trainee records' },
  personalData: true,
  fields: {
    teacherName: {
      kind: 'text',
      label: 'Name',
      formLabel: 'Teacher Name',
      column: 'Teacher Name',
      required: VALIDATION.nameRequired,
      max: MAX_LENGTH.name,
      searchable: true,
    },
    employeeId: {
      kind: 'text',
      label: 'Employee ID',
      required: VALIDATION.employeeIdRequired,
      max: EMPLOYEE_ID_MAX,
      unique: VALIDATION.employeeIdTaken,
      searchable: true,
      adminOnly: true,
    },
    totalHours: {
      kind: 'integer',
      label: 'Total hours',
      formLabel: 'Total Hours',
      column: 'Total Hours',
      required: VALIDATION.totalHoursRequired,
      min: TRAINEE_MIN_HOURS,
      minMessage: VALIDATION.hoursNegative,
    },
    completedCourses: {
      kind: 'integer',
      label: 'Completed courses',
      formLabel: 'Completed Courses',
      column: 'Completed Courses',
      required: VALIDATION.completedCoursesRequired,
      min: TRAINEE_MIN_COURSES,
      minMessage: VALIDATION.coursesNegative,
    },
    progress: {
      kind: 'integer',
      label: 'Progress',
      formLabel: 'Progress (%)',
      column: 'Progress (%)',
      required: VALIDATION.progressRequired,
      min: PROGRESS_MIN,
      minMessage: VALIDATION.progressNegative,
      max: PROGRESS_MAX,
      maxMessage: VALIDATION.progressMax,
    },
    certificates: {
      kind: 'textList',
      label: 'Certificates',
      formLabel: 'Certificates (comma-separated)',
      required: VALIDATION.certificatesRequired,
      max: MAX_LENGTH.certificates,
    },
  },
  order: [['teacherName', 'asc']],
  dashboardKey: 'trainee',
  export: {
    fileName: 'trainee-records.csv',
    fields: ['teacherName', 'employeeId', 'totalHours', 'completedCourses', 'progress', 'certificates'],
  },
  public: { list: true, get: false, page: false },
  admin: {
    remote: 'mfe_admin_diksha',
    screen: 'diksha-lab',
    add: 'Add Training Record',
    icon: 'diksha-lab',
    order: 71,
    dashboard: { order: 7, card: 'Trainees' },
    nav: 'Trainee Records',
    title: 'Trainee Records',
    search: 'Search by name or employee ID',
    columns: ['teacherName', 'employeeId', 'progress', 'totalHours', 'completedCourses', 'certificates'],
    edit: 'Update Trainee Record',
    form: { addTitle: 'Add Trainee Record', save: 'Save Record' },
    confirmDeleteButton: 'Delete',
    saveFailure: TOASTS.traineeSaveFailure,
    signedOut: ACCESS.mustBeLoggedInTrainee,
  },
});

export type TraineeRecordRecord = ContentOf<typeof traineeRecords>;

/** The completion rate of the programme: whole percent of trainees at 100% progress; 0 when there are none. */
export function completionRate(completed: number, trainees: number): number {
  return trainees === 0 ? 0 : Math.round((completed / trainees) * 100);
}
