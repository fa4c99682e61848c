import {
  COURSES,
  MATERIAL_SUBJECTS,
  MATERIAL_TYPES,
  type Course,
  type MaterialSubject,
  type MaterialType,
} from '@diet/contracts/enums';
import { EnumField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

export class StudyMaterialListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Subject', values: MATERIAL_SUBJECTS })
  subject?: MaterialSubject | null;

  @EnumField({ label: 'Course', values: COURSES })
  course?: Course | null;

  @EnumField({ label: 'Type', values: MATERIAL_TYPES })
  type?: MaterialType | null;
}
