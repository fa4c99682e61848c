import { DELIVERY_STATES, type DeliveryState } from '@diet/contracts/enums';
import { EnumField } from '../../common/field-validators';
import { ListQueryDto } from '../../common/pagination';

/** GET /api/admin/newsletter/campaigns/:id/deliveries: paged, optionally one state. */
export class DeliveryListQueryDto extends ListQueryDto {
  @EnumField({ label: 'State', values: DELIVERY_STATES })
  state?: DeliveryState | null;
}
