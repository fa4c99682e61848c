import { VALIDATION } from '@diet/contracts/messages';
import { BoolField } from '../../common/field-validators';

/** Body of PATCH /api/admin/messages/:id. */
export class MessageReadDto {
  @BoolField({ label: 'Read', required: VALIDATION.readRequired })
  read: boolean;
}
