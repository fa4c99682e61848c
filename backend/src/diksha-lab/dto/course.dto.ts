import { COURSE_MIN_HOURS, MAX_LENGTH } from '@diet/contracts/limits';
import { COURSE_STATUSES, type CourseStatus } from '@diet/contracts/enums';
import { VALIDATION } from '@diet/contracts/messages';
import { EnumField, IntField, TextField } from '../../common/field-validators';

/** Body of POST and PUT /api/admin/diksha-lab/course; rules and texts of SPEC.md section 5. */
export class CourseDto {
  @TextField({ label: 'Title', required: VALIDATION.titleRequired, max: MAX_LENGTH.title })
  title: string;

  @TextField({ label: 'Description', required: VALIDATION.descriptionRequired, max: MAX_LENGTH.description })
  description: string;

  @IntField({ label: 'Duration', required: VALIDATION.durationRequired, min: COURSE_MIN_HOURS, minMessage: VALIDATION.durationMin })
  duration: number;

  @EnumField({ label: 'Status', values: COURSE_STATUSES, required: VALIDATION.statusRequired })
  status: CourseStatus;
}
