/**
 * The library catalogue (SPEC.md sections 3 and 5, ARCHITECTURE.md 12.6): searched by title, author,
 * ISBN or subject with counts per subject, year and language; new arrivals first on `sort=new`.
 * Holdings by subject and the books added in the last quarter (by `accessionDate`) are the NCTE
 * mandatory disclosure's (ARCHITECTURE.md 12.3).
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { BOOK_LANGUAGES, BOOK_SUBJECTS } from '../enums';
import { BOOK_MIN_COPIES, BOOK_MIN_YEAR, MAX_LENGTH } from '../limits';
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
    author: {
      kind: 'text',
      label: 'Author',
      required: VALIDATION.authorRequired,
      max: MAX_LENGTH.name,
      searchable: true,
    },
    subject: {
      kind: 'choice',
      label: 'Subject',
      required: VALIDATION.subjectRequired,
      values: BOOK_SUBJECTS,
      filter: true,
      filterAll: 'All subjects',
      searchable: true,
    },
    isbn: {
      kind: 'text',
      label: 'ISBN',
      max: MAX_LENGTH.isbn,
      searchable: true,
      isbn: true,
      help: 'ISBN-10 or ISBN-13, with or without hyphens',
    },
    year: {
      kind: 'integer',
      label: 'Year',
      formLabel: 'Year of publication',
      notNumber: VALIDATION.yearNumeric,
      min: BOOK_MIN_YEAR,
      maxYearsAhead: 0,
      maxMessage: VALIDATION.researchYearFuture,
      filter: true,
    },
    language: { kind: 'choice', label: 'Language', values: BOOK_LANGUAGES, filter: true, filterAll: 'All languages' },
    callNumber: { kind: 'text', label: 'Call number', max: MAX_LENGTH.callNumber },
    // When the library took the book into its stock (the accession register's date): the NCTE
    // disclosure's additions in the last quarter. Existing books have the day they were entered.
    accessionDate: {
      kind: 'date',
      label: 'Date of accession',
      help: 'The day the book entered the accession register; left empty, the day it is first saved.',
    },
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
    // Copies on the shelf now: the rest are lent out.
    available: {
      kind: 'integer',
      label: 'Available',
      formLabel: 'Available (copies on the shelf)',
      required: VALIDATION.availabilityRequired,
      notNumber: VALIDATION.mustBeWholeNumber,
      min: 0,
      minMessage: VALIDATION.coursesNegative,
      max: 1_000_000,
      default: 1,
      filter: true,
      filterAll: 'All books',
      filterSome: { true: 'Available', false: 'Checked Out' },
      column: 'Status',
    },
  },
  rules: [
    {
      field: 'available',
      message: VALIDATION.availableAboveCopies,
      broken: (book) => Number(book.available) > Number(book.copies),
    },
  ],
  order: [['title', 'asc']],
  sorts: { param: 'sort', options: { new: [['createdAt', 'desc']] } },
  public: {
    list: true,
    get: false,
    page: true,
    label: GLOSSARY.books,
    listFacets: ['subject', 'year', 'language'],
    ris: {
      type: 'BOOK',
      tags: { TI: 'title', AU: 'author', PY: 'year', SN: 'isbn', LA: 'language', KW: 'subject', CN: 'callNumber' },
      fileName: 'library.ris',
    },
  },
  csvImport: {
    columns: ['title', 'author', 'isbn', 'subject', 'year', 'copies', 'available', 'language', 'callNumber'],
    key: 'isbn',
    templateName: 'library-import-template.csv',
  },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'library',
    order: 40,
    dashboard: { order: 4, card: 'Library Books', quickAction: 'Manage Library' },
    nav: 'Library',
    title: 'Library Management',
    columns: ['title', 'author', 'subject', 'isbn', 'callNumber', 'copies', 'available'],
    deleteFailure: TOASTS.bookDeleteFailure,
  },
});

export type LibraryBookRecord = ContentOf<typeof library>;
