import { GALLERY_CATEGORIES, type GalleryCategory } from '@diet/contracts/enums';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { DateField, EnumField, TextField } from '../common/field-validators';

/** Multipart body of POST and PUT /api/admin/gallery (the picture is the `image` file part). */
export class GalleryItemDto {
  @TextField({ label: 'Title', required: VALIDATION.titleRequired, max: MAX_LENGTH.title })
  title: string;

  @EnumField({ label: 'Category', values: GALLERY_CATEGORIES, required: VALIDATION.categoryRequired })
  category: GalleryCategory;

  @DateField({ required: VALIDATION.dateRequired })
  date: string;

  /** The picture's name as the form sends it (SPEC.md section 7); the file's own name otherwise. */
  @TextField({ label: 'Image name', max: MAX_LENGTH.fileName })
  imageName?: string | null;
}
