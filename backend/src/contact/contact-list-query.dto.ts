import { MESSAGE_SORTS, type MessageSort } from '@diet/contracts/enums';
import { BoolField, EnumField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

export class ContactListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Sort', values: MESSAGE_SORTS })
  sort?: MessageSort | null;

  /** Only the grievances the dashboard flags (ARCHITECTURE.md 12.3). */
  @BoolField({ label: 'Overdue' })
  overdue?: boolean | null;
}
