import { COURSES, type Course } from '@diet/contracts/enums';
import { EnumField, IntField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

export class ResultsListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Course', values: COURSES })
  course?: Course | null;

  @IntField({ label: 'Year', min: 1900, max: 9999 })
  year?: number | null;
}
