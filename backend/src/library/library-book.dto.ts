import { BOOK_SUBJECTS, type BookSubject } from '@diet/contracts/enums';
import { BOOK_MIN_COPIES, MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { BoolField, EnumField, IntField, TextField } from '../common/field-validators';

/** JSON body of POST and PUT /api/admin/library. */
export class LibraryBookDto {
  @TextField({ label: 'Title', required: VALIDATION.titleRequired, max: MAX_LENGTH.title })
  title: string;

  @TextField({ label: 'Author', required: VALIDATION.authorRequired, max: MAX_LENGTH.name })
  author: string;

  @EnumField({ label: 'Subject', values: BOOK_SUBJECTS, required: VALIDATION.subjectRequired })
  subject: BookSubject;

  @TextField({ label: 'ISBN', required: VALIDATION.isbnRequired, max: MAX_LENGTH.isbn })
  isbn: string;

  @IntField({
    label: 'Copies',
    required: VALIDATION.copiesRequired,
    notNumber: VALIDATION.mustBeWholeNumber,
    min: BOOK_MIN_COPIES,
    minMessage: VALIDATION.copiesMin,
    max: 1_000_000,
  })
  copies: number;

  @BoolField({ label: 'Availability', required: VALIDATION.availabilityRequired })
  available: boolean;
}
