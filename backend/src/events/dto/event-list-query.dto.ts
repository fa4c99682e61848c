import { EVENT_CATEGORIES, EVENT_SORTS, EVENT_WHEN, type EventCategory, type EventSort, type EventWhen } from '@diet/contracts/enums';
import { EnumField } from '../../common/field-validators';
import { ListQueryDto } from '../../common/pagination';

export class EventListQueryDto extends ListQueryDto {
  @EnumField({ label: 'When', values: EVENT_WHEN })
  when?: EventWhen | null;

  @EnumField({ label: 'Category', values: EVENT_CATEGORIES })
  category?: EventCategory | null;

  @EnumField({ label: 'Sort', values: EVENT_SORTS })
  sort?: EventSort | null;
}
