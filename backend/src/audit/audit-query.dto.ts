import { AUDIT_MESSAGES } from '@diet/contracts/audit';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { DateField, TextField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

/** GET /api/admin/audit and its CSV export: the same filters. */
export class AuditQueryDto extends ListQueryDto {
  /** An account id, or an e-mail (a failed sign-in has only the e-mail tried). */
  @TextField({ label: 'User', max: MAX_LENGTH.email })
  user?: string | null;

  @TextField({ label: 'Action', max: 40 })
  action?: string | null;

  /** Days at the institute (Asia/Kolkata), both included. */
  @DateField({ invalid: AUDIT_MESSAGES.fromInvalid })
  from?: string | null;

  @DateField({ invalid: AUDIT_MESSAGES.toInvalid })
  to?: string | null;
}
