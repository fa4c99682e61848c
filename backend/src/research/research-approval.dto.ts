import { VALIDATION } from '@diet/contracts/messages';
import { BoolField } from '../common/field-validators';

/** JSON body of PUT /api/admin/research/:id that approves (true) or disapproves (false) a paper. */
export class ResearchApprovalDto {
  @BoolField({ label: 'Approval', required: VALIDATION.invalidValue('Approval') })
  isApproved: boolean;
}
