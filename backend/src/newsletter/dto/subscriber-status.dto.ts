import { VALIDATION } from '@diet/contracts/messages';
import { BoolField } from '../../common/field-validators';

/** Body of PATCH /api/admin/newsletter/subscribers/:id: `status: false` deactivates. */
export class SubscriberStatusDto {
  @BoolField({ label: 'Status', required: VALIDATION.subscriberStatusRequired })
  status: boolean;
}
