/** The library catalogue (SPEC.md sections 3 and 5): searched by title, author or ISBN, in title order. */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { BOOK_SUBJECTS } from '../enums';
import { BOOK_MIN_COPIES, MAX_LENGTH } from '../limits';
import { VALIDATION } from '../messages';
import { TOASTS } from '../toasts';
import { TITLE_FIELD } from './fields';

export const library = defineContentType({
  name: 'book',
  path: 'library',
  table: 'library_books',
  label: { one: 'Book', many: 'Books' },
  fields: {
    title: { ...TITLE_FIELD, column: 'Book Details' },
    author: { kind: 'text', label: 'Author', required: VALIDATION.authorRequired, max: MAX_LENGTH.name, searchable: true },
    subject: { kind: 'choice', label: 'Subject', required: VALIDATION.subjectRequired, values: BOOK_SUBJECTS, filter: true, filterAll: 'All subjects' },
    isbn: { kind: 'text', label: 'ISBN', required: VALIDATION.isbnRequired, max: MAX_LENGTH.isbn, searchable: true },
    copies: {
      kind: 'integer',
      label: 'Copies',
      required: VALIDATION.copiesRequired,
      notNumber: VALIDATION.mustBeWholeNumber,
      min: BOOK_MIN_COPIES,
      minMessage: VALIDATION.copiesMin,
      max: 1_000_000,
      default: 1,
    },
    available: {
      kind: 'boolean',
      label: 'Availability',
      required: VALIDATION.availabilityRequired,
      default: true,
      filter: true,
      labels: { true: 'Available', false: 'Checked Out' },
      column: 'Status',
    },
  },
  order: [['title', 'asc']],
  public: { list: true, get: false, page: true, label: GLOSSARY.books },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'library',
    order: 40,
    nav: 'Library',
    title: 'Library Management',
    columns: ['title', 'author', 'subject', 'isbn', 'copies', 'available'],
    deleteFailure: TOASTS.bookDeleteFailure,
  },
});

export type LibraryBookRecord = ContentOf<typeof library>;
