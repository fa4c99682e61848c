import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { MAX_LENGTH, PROGRESS_MAX, PROGRESS_MIN, TRAINEE_MIN_COURSES, TRAINEE_MIN_HOURS } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { IntField, TextField } from '../../common/field-validators';

/**
 * Certificates arrive as a list (the form splits its comma-separated text); a comma-separated
 * string is accepted too. Blank entries are dropped; an empty list is "missing".
 */
const toCertificateList = Transform(({ value }) => {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return value;
  return list.map((c) => (typeof c === 'string' ? c.trim() : c)).filter((c) => c !== '');
});

function certificatesMessage(v: unknown): string | null {
  if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return VALIDATION.certificatesRequired;
  if (!Array.isArray(v) || v.some((c) => typeof c !== 'string')) return VALIDATION.invalidValue('Certificates');
  if (JSON.stringify(v).length > MAX_LENGTH.certificates) return VALIDATION.tooLong('Certificates', MAX_LENGTH.certificates);
  return null;
}

/** Body of POST and PUT /api/admin/diksha-lab/trainee; rules and texts of SPEC.md section 5. */
export class TraineeDto {
  @TextField({ label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name })
  teacherName: string;

  @TextField({ label: 'Employee ID', required: VALIDATION.employeeIdRequired, max: 60 })
  employeeId: string;

  @IntField({ label: 'Total hours', required: VALIDATION.totalHoursRequired, min: TRAINEE_MIN_HOURS, minMessage: VALIDATION.hoursNegative })
  totalHours: number;

  @IntField({ label: 'Completed courses', required: VALIDATION.completedCoursesRequired, min: TRAINEE_MIN_COURSES, minMessage: VALIDATION.coursesNegative })
  completedCourses: number;

  @IntField({
    label: 'Progress',
    required: VALIDATION.progressRequired,
    min: PROGRESS_MIN,
    minMessage: VALIDATION.progressNegative,
    max: PROGRESS_MAX,
    maxMessage: VALIDATION.progressMax,
  })
  progress: number;

  @ApiProperty({
    type: 'array',
    items: { type: 'string' },
    minItems: 1,
    description: `Certificate names, or one comma-separated string; at most ${MAX_LENGTH.certificates} characters as JSON.`,
  })
  @toCertificateList
  @ValidateBy({
    name: 'certificates',
    validator: { validate: (v: unknown) => certificatesMessage(v) === null, defaultMessage: (a) => certificatesMessage(a?.value) ?? '' },
  })
  certificates: string[];
}
