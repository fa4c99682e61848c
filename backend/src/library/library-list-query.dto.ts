import { BOOK_SUBJECTS, type BookSubject } from '@diet/contracts/enums';
import { BoolField, EnumField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

export class LibraryListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Subject', values: BOOK_SUBJECTS })
  subject?: BookSubject | null;

  @BoolField({ label: 'Available' })
  available?: boolean | null;
}
