import { COURSES, SEMESTERS, type Course, type Semester } from '@diet/contracts/enums';
import { currentYear, MAX_LENGTH, RESULT_MAX_YEARS_AHEAD, RESULT_MIN_YEAR } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { DateField, EnumField, TextField } from '../common/field-validators';
import { YearField } from '../common/year-field';

/** Multipart body of POST and PUT /api/admin/results (the result sheet is the `file` part). */
export class ExamResultDto {
  @EnumField({ label: 'Course', values: COURSES, required: VALIDATION.courseRequired })
  course: Course;

  @EnumField({ label: 'Semester', values: SEMESTERS, required: VALIDATION.semesterRequired })
  semester: Semester;

  @YearField({
    required: VALIDATION.yearRequired,
    notNumber: VALIDATION.yearNumeric,
    min: RESULT_MIN_YEAR,
    minMessage: VALIDATION.resultYearMin,
    max: () => currentYear() + RESULT_MAX_YEARS_AHEAD,
    maxMessage: VALIDATION.resultYearFuture,
  })
  year: number;

  @DateField({ required: VALIDATION.publishDateRequired })
  publishDate: string;

  @TextField({ label: 'File name', max: MAX_LENGTH.fileName })
  fileName?: string | null;
}
