import { GALLERY_CATEGORIES, type GalleryCategory } from '@diet/contracts/enums';
import { EnumField } from '../common/field-validators';
import { ListQueryDto } from '../common/pagination';

export class GalleryListQueryDto extends ListQueryDto {
  @EnumField({ label: 'Category', values: GALLERY_CATEGORIES })
  category?: GalleryCategory | null;
}
