import {
  adminRecordPath,
  contentTexts,
  defineContentType,
  formTexts,
  labelOf,
  visitorDefinition,
} from './content-type';
import { dikshaCourses } from './content-types/diksha-courses';
import { research } from './content-types/research';
import { results } from './content-types/results';
import { completionRate, traineeRecords } from './content-types/trainee-records';
import { currentYear, MAX_LENGTH } from './limits';
import { checkRecord, fieldError, normalizeValue } from './content-validation';
import { library } from './content-types/library';
import { VALIDATION } from './messages';

const valid = {
  title: 'Child Psychology',
  author: 'E. Hurlock',
  subject: 'Psychology',
  isbn: '9780306406157',
  copies: 3,
  available: 2,
};

describe('a content type checked against its definition', () => {
  it('accepts a valid record, trimmed', () => {
    const { values, errors } = checkRecord(library, { ...valid, title: '  Child Psychology ' });
    expect(errors).toEqual([]);
    expect(values).toEqual({ ...valid, year: null, language: null, callNumber: null, accessionDate: null });
  });

  it('reads numbers sent as multipart text', () => {
    expect(checkRecord(library, { ...valid, copies: '4', available: '0' }).values).toMatchObject({
      copies: 4,
      available: 0,
    });
  });

  it('keeps an ISBN-10 or ISBN-13 whose check digit holds, without hyphens or spaces', () => {
    expect(checkRecord(library, { ...valid, isbn: ' 978-0-306-40615-7' }).values.isbn).toBe('9780306406157');
    expect(checkRecord(library, { ...valid, isbn: '0 306 40615 2' }).values.isbn).toBe('0306406152');
    expect(checkRecord(library, { ...valid, isbn: '0-8044-2957-x' }).values.isbn).toBe('080442957X');
  });

  it.each([
    [{ title: ' ' }, 'title', VALIDATION.titleRequired],
    [{ title: 'x'.repeat(201) }, 'title', VALIDATION.tooLong('Title', 200)],
    [{ title: 42 }, 'title', VALIDATION.invalidValue('Title')],
    [{ subject: 'Cooking' }, 'subject', VALIDATION.notAllowed('Subject')],
    [{ copies: 0 }, 'copies', VALIDATION.copiesMin],
    [{ copies: 1.5 }, 'copies', VALIDATION.mustBeWholeNumber],
    [{ copies: 'many' }, 'copies', VALIDATION.mustBeWholeNumber],
    [{ copies: '' }, 'copies', VALIDATION.copiesRequired],
    [{ available: 'perhaps' }, 'available', VALIDATION.mustBeWholeNumber],
    [{ available: 4 }, 'available', VALIDATION.availableAboveCopies],
    [{ isbn: '978-0-306-40615-8' }, 'isbn', VALIDATION.invalidValue('ISBN')],
    [{ isbn: '0-306-40615-X' }, 'isbn', VALIDATION.invalidValue('ISBN')],
    [{ isbn: '979-0070' }, 'isbn', VALIDATION.invalidValue('ISBN')],
  ])('%p fails on %s with its message', (change, field, message) => {
    expect(checkRecord(library, { ...valid, ...change }).errors).toEqual([[field, message]]);
  });

  it('lists every failing field in the definition order, unknown fields last', () => {
    const { errors } = checkRecord(library, { shelf: 'B2', isbn: '', title: '' });
    expect(errors.map(([field]) => field)).toEqual(['title', 'author', 'subject', 'copies', 'available', 'shelf']);
    expect(errors[errors.length - 1]).toEqual(['shelf', VALIDATION.unknownField('shelf')]);
  });

  it('runs cross-field rules (on-or-after, and a bespoke one) once every field is valid; takes `<file>Name` beside a file', () => {
    const notices = defineContentType({
      name: 'notice',
      path: 'notices',
      table: 'notices',
      label: { one: 'Notice', many: 'Notices' },
      fields: {
        title: { kind: 'text', label: 'Title', required: VALIDATION.titleRequired, max: 200 },
        file: { kind: 'file', label: 'File', kinds: ['pdf'], help: 'PDF' },
        from: { kind: 'date', label: 'From', required: 'From is required' },
        to: { kind: 'date', label: 'To', onOrAfter: { field: 'from', message: 'To must be on or after From' } },
        note: { kind: 'text', label: 'Note', max: 50 },
      },
      rules: [
        {
          field: 'note',
          message: 'A holiday needs a note',
          broken: (r) => r.title === 'Holiday' && r.note === null && r.to === '2026-12-31',
        },
      ],
      order: [['from', 'desc']],
      public: false,
      admin: {
        remote: 'mfe_admin_comms',
        icon: 'notification',
        order: 1,
        nav: 'Notices',
        title: 'Notices',
        columns: ['title'],
      },
    });
    const base = { title: 'Holiday', from: '2026-12-10', fileName: 'holiday.pdf' };
    expect(checkRecord(notices, { ...base, to: '2026-12-09' }).errors).toEqual([['to', 'To must be on or after From']]);
    expect(checkRecord(notices, { ...base, title: '', to: '2026-12-09' }).errors).toEqual([
      ['title', VALIDATION.titleRequired],
    ]);
    const ok = checkRecord(notices, { ...base, to: '' });
    expect(ok.errors).toEqual([]);
    expect(ok.values).toEqual({ title: 'Holiday', from: '2026-12-10', to: null, note: null });
    expect(checkRecord(notices, { ...base, to: '2026-12-31' }).errors).toEqual([['note', 'A holiday needs a note']]);
    expect(ok.fileNames).toEqual({ file: 'holiday.pdf' });
    expect(checkRecord(notices, { ...base, from: '2026-02-30' }).errors).toEqual([['from', VALIDATION.dateInvalid]]);
    expect(checkRecord(notices, { ...base, from: '2026-12-09T20:00:00Z' }).values.from).toBe('2026-12-10');
  });

  it('gives the same message to one field alone, as the forms ask it', () => {
    const copies = library.fields.copies;
    expect(fieldError(copies, normalizeValue(copies, '0'))).toBe(VALIDATION.copiesMin);
    expect(fieldError(copies, normalizeValue(copies, null))).toBe(VALIDATION.copiesRequired);
    expect(fieldError(copies, normalizeValue(copies, 2))).toBeNull();
  });
});

describe('the results: a year bound that moves with the calendar, a label of several fields', () => {
  const valid = { course: 'B.Ed', semester: 'Final', year: 2024, publishDate: '2024-06-01' };
  it('takes 2020 up to next year, and a whole number only', () => {
    expect(checkRecord(results, { ...valid, year: currentYear() + 1 }).errors).toEqual([]);
    expect(checkRecord(results, { ...valid, year: currentYear() + 2 }).errors).toEqual([
      ['year', VALIDATION.resultYearFuture],
    ]);
    expect(checkRecord(results, { ...valid, year: 2019 }).errors).toEqual([['year', VALIDATION.resultYearMin]]);
    expect(checkRecord(results, { ...valid, year: '2024.5' }).errors).toEqual([['year', VALIDATION.mustBeWholeNumber]]);
    expect(checkRecord(results, { ...valid, year: 'next' }).errors).toEqual([['year', VALIDATION.yearNumeric]]);
  });
  it("names a result 'B.Ed Final 2024' and publishes it", () => {
    expect(labelOf(results, { ...valid, id: 'r1' })).toBe('B.Ed Final 2024');
    expect(contentTexts(results)).toMatchObject({
      add: 'Publish Result',
      created: 'Result published successfully!',
      confirmDelete: 'Are you sure you want to delete this result?',
    });
  });
});

describe('the texts a definition gets from SPEC.md patterns', () => {
  it('are those SPEC.md gives for books', () => {
    expect(contentTexts(library)).toEqual({
      created: 'Book added successfully!',
      updated: 'Book updated successfully!',
      deleted: 'Book deleted successfully!',
      confirmDelete: 'Are you sure you want to delete this book?',
      add: 'Add Book',
      edit: 'Edit Book',
      search: 'Search title, author, subject or ISBN',
      empty: 'No books found. Click the button above to add one.',
      allItems: 'All books',
      viewsLabel: 'Which books',
    });
  });
});

describe('research: fields the server sets, a visitor create, a missing file', () => {
  const paper = {
    title: 'Play-based learning',
    author: 'R. Kaur',
    description: 'A study.',
    year: 2022,
    status: 'Completed',
  };

  it('refuses a managed field in a form body and leaves it out of the values', () => {
    const { values, errors } = checkRecord(research, { ...paper, isApproved: 'true' });
    expect(errors).toEqual([['isApproved', VALIDATION.unknownField('isApproved')]]);
    expect(values).not.toHaveProperty('isApproved');
    expect(checkRecord(research, paper).values).not.toHaveProperty('isAdminPublished');
  });

  it("names a create's missing required file among the failing fields, in the definition's order", () => {
    expect(checkRecord(research, { title: 'T' }, []).errors.map(([field]) => field)).toEqual([
      'author',
      'description',
      'year',
      'status',
      'file',
    ]);
    expect(checkRecord(research, paper, ['file']).errors).toEqual([]);
    // An edit keeps the old file: no file, no error.
    expect(checkRecord(research, paper).errors).toEqual([]);
  });

  it("checks a visitor's proposal with the public form's fields and messages, the honeypot optional", () => {
    const visitor = visitorDefinition(research);
    expect(Object.keys(visitor.fields)).toEqual([
      'title',
      'author',
      'year',
      'description',
      'status',
      'file',
      'website',
    ]);
    expect(checkRecord(visitor, { ...paper, author: '' }, ['file']).errors).toEqual([
      ['author', VALIDATION.authorNameRequired],
    ]);
    expect(checkRecord(visitor, { ...paper, website: 'http://spam.example' }, ['file']).values).toMatchObject({
      website: 'http://spam.example',
    });
  });
});

describe('web address and time-of-day fields', () => {
  const link = { kind: 'url', label: 'Link', max: 40 } as const;
  const time = { kind: 'time', label: 'Start time' } as const;

  it.each([['https://example.org/a'], ['http://example.org']])('accepts the web address %s', (value) => {
    expect(fieldError(link, normalizeValue(link, ` ${value} `))).toBeNull();
  });

  it.each([
    ['javascript:alert(1)', VALIDATION.invalidValue('Link')],
    ['example.org', VALIDATION.invalidValue('Link')],
    [`https://example.org/${'x'.repeat(40)}`, VALIDATION.tooLong('Link', 40)],
  ])('refuses the web address %s', (value, message) => {
    expect(fieldError(link, normalizeValue(link, value))).toBe(message);
  });

  it.each([
    ['10:30', '10:30'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    [' 09:05 ', '09:05'],
    ['14:05:00', '14:05'],
  ])('reads the time %j as %s', (value, kept) => {
    const normalized = normalizeValue(time, value);
    expect([normalized, fieldError(time, normalized)]).toEqual([kept, null]);
  });

  it.each(['24:00', '10:60', '7:30', '10.30', '10:30:15', '10:30 AM', 'noon', 1030])(
    'refuses the time %j with "Start time is not valid"',
    (value) => {
      expect(fieldError(time, normalizeValue(time, value))).toBe('Start time is not valid');
    },
  );
});

describe('a list of texts (trainee certificates)', () => {
  const certificates = traineeRecords.fields.certificates;
  it('is typed as comma-separated text: entries trimmed, empty ones dropped, none at all missing', () => {
    expect(normalizeValue(certificates, ' ICT Basics, Pedagogy ,, Assessment ')).toEqual([
      'ICT Basics',
      'Pedagogy',
      'Assessment',
    ]);
    expect(normalizeValue(certificates, [' A', '', 'B '])).toEqual(['A', 'B']);
    expect(fieldError(certificates, normalizeValue(certificates, '  ,  '))).toBe(VALIDATION.certificatesRequired);
    expect(fieldError(certificates, normalizeValue(certificates, undefined))).toBe(VALIDATION.certificatesRequired);
    expect(fieldError(certificates, [1])).toBe(VALIDATION.invalidValue('Certificates'));
    expect(fieldError(certificates, ['x'.repeat(MAX_LENGTH.certificates)])).toBe(
      VALIDATION.tooLong('Certificates', MAX_LENGTH.certificates),
    );
  });
});

describe('Diksha courses', () => {
  it('keep their records at the admin path SPEC.md names, and their form texts', () => {
    expect(adminRecordPath(dikshaCourses)).toBe('diksha-lab/course');
    expect(adminRecordPath(traineeRecords)).toBe('diksha-lab/trainee');
    expect(formTexts(dikshaCourses, 'Save')).toEqual({
      add: 'Add Training Course',
      edit: 'Edit Training Course',
      save: 'Save Course',
      addSave: 'Save Course',
    });
    expect(contentTexts(dikshaCourses).add).toBe('Add Course');
    expect(contentTexts(traineeRecords)).toMatchObject({
      add: 'Add Training Record',
      confirmDelete: 'Are you sure you want to delete this trainee record?',
      deleted: 'Trainee record deleted successfully!',
    });
  });
  it('count the completion rate one way for the office and the public page', () => {
    expect(completionRate(1, 6)).toBe(17);
    expect(completionRate(0, 0)).toBe(0);
  });
});
