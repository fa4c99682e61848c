import { SUBSCRIBER_TYPES, type SubscriberType } from '@diet/contracts/enums';
import { EnumField } from '../../common/field-validators';
import { ListQueryDto } from '../../common/pagination';

/** GET /api/admin/newsletter: subscribers paged, `q` on name or e-mail, optional type filter. */
export class SubscriberListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Type', values: SUBSCRIBER_TYPES })
  type?: SubscriberType | null;
}
