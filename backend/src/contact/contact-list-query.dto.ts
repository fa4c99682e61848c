import { MESSAGE_SORTS, type MessageSort } from '@diet/contracts/enums';
import { EnumField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

export class ContactListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Sort', values: MESSAGE_SORTS })
  sort?: MessageSort | null;
}
