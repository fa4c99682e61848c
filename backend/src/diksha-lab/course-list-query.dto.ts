import { COURSE_STATUSES, type CourseStatus } from '@diet/contracts/enums';
import { EnumField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

export class CourseListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Status', values: COURSE_STATUSES })
  status?: CourseStatus | null;
}
