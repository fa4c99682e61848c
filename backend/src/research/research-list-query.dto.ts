import { RESEARCH_STATUSES, type ResearchStatus } from '@diet/contracts/enums';
import { EnumField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

export class ResearchListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Status', values: RESEARCH_STATUSES })
  status?: ResearchStatus | null;
}
