import {
  ENROLMENT_STATUSES,
  OFFICE_ENROLMENT_STATUSES,
  REASON_MAX,
  type EnrolmentStatus,
  type OfficeEnrolmentStatus,
} from '@diet/contracts/content-types/trainings';
import { VALIDATION } from '@diet/contracts/messages';
import { EnumField, TextField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

/** GET /api/admin/trainings/{id}/enrolments?status=&page= */
export class EnrolmentsQueryDto extends ListQueryDto {
  @EnumField({ label: 'Status', values: ENROLMENT_STATUSES })
  status?: EnrolmentStatus | null;
}

/** PATCH /api/admin/trainings/{id}/enrolments/{enrolmentId} */
export class OfficeEnrolmentDto {
  @EnumField({ label: 'Status', values: OFFICE_ENROLMENT_STATUSES, required: VALIDATION.statusRequired })
  status: OfficeEnrolmentStatus;

  /** Why the office completes an enrolment by hand (required then; kept in the activity log). */
  @TextField({ label: 'Reason', max: REASON_MAX })
  reason?: string | null;
}
