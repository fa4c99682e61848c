import {
  COURSES,
  MATERIAL_SUBJECTS,
  MATERIAL_TYPES,
  type Course,
  type MaterialSubject,
  type MaterialType,
} from '@diet/contracts/enums';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { DateField, EnumField, TextField } from '../common/field-validators';

/** Multipart body of POST and PUT /api/admin/study-material (the material is the `file` part). */
export class StudyMaterialDto {
  @TextField({ label: 'Title', required: VALIDATION.titleRequired, max: MAX_LENGTH.title })
  title: string;

  @EnumField({ label: 'Subject', values: MATERIAL_SUBJECTS, required: VALIDATION.subjectRequired })
  subject: MaterialSubject;

  @EnumField({ label: 'Course', values: COURSES, required: VALIDATION.courseRequired })
  course: Course;

  @EnumField({ label: 'Type', values: MATERIAL_TYPES, required: VALIDATION.materialTypeRequired })
  type: MaterialType;

  @DateField({ required: VALIDATION.uploadDateRequired })
  uploadDate: string;

  @TextField({ label: 'File name', max: MAX_LENGTH.fileName })
  fileName?: string | null;
}
