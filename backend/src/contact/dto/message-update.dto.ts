import { MESSAGE_STATUSES, type MessageStatus } from '@diet/contracts/contact-tracking';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { BoolField, EnumField, TextField } from '../../common/field-validators';

/**
 * Body of PATCH /api/admin/messages/:id: the read mark, or the answer of a tracked message
 * (`status`, and a `reply` that is mailed to the sender; ARCHITECTURE.md 12.7). At least one of
 * `read` and `status` (contact.service.ts says which is missing).
 */
export class MessageUpdateDto {
  @BoolField({ label: 'Read' })
  read?: boolean | null;

  @EnumField({ label: 'Status', values: MESSAGE_STATUSES })
  status?: MessageStatus | null;

  @TextField({ label: 'Reply', max: MAX_LENGTH.message })
  reply?: string | null;
}
