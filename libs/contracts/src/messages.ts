/**
 * Validation messages: SPEC.md section 5 word for word, and the texts ARCHITECTURE.md section 9
 * adds in the same pattern. The browser forms and the API both read them from here.
 */
import { IMAGE_VARIANT_WIDTHS } from './limits';

export const VALIDATION = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  typeRequired: 'Please select your type',
  titleRequired: 'Title is required',
  authorNameRequired: 'Author name is required',
  authorRequired: 'Author is required',
  yearRequired: 'Year is required',
  yearNumeric: 'Year must be a number',
  descriptionRequired: 'Description is required',
  statusRequired: 'Status is required',
  researchFileRequired: 'Research file is required',
  passwordRequired: 'Password is required',
  designationRequired: 'Designation is required',
  photoRequired: 'Photo is required',
  categoryRequired: 'Category is required',
  dateRequired: 'Date is required',
  dateInvalid: 'Date is not valid',
  fileRequired: 'File is required',
  researchYearMin: 'Year must be after 2000',
  researchYearFuture: 'Year cannot be in the future',
  isbnRequired: 'ISBN is required',
  copiesRequired: 'Copies is required',
  copiesMin: 'Must have at least 1 copy',
  availabilityRequired: 'Availability is required',
  availableAboveCopies: 'Cannot be more than the number of copies',
  courseRequired: 'Course is required',
  semesterRequired: 'Semester is required',
  resultYearMin: 'Year must be after 2020',
  resultYearFuture: 'Year cannot be too far in the future',
  publishDateRequired: 'Publish date is required',
  uploadDateRequired: 'Upload date is required',
  materialTypeRequired: 'Type is required',
  durationRequired: 'Duration is required',
  durationMin: 'Duration must be at least 1 hour',
  employeeIdRequired: 'Employee ID is required',
  employeeIdTaken: 'A trainee record with this employee ID already exists',
  totalHoursRequired: 'Total hours is required',
  hoursNegative: 'Hours cannot be negative',
  completedCoursesRequired: 'Completed courses is required',
  coursesNegative: 'Cannot be negative',
  progressRequired: 'Progress is required',
  progressNegative: 'Progress cannot be negative',
  progressMax: 'Progress cannot exceed 100%',
  certificatesRequired: 'Certificates are required',
  newsletterRequired: 'Subject and content are required.',
  subscriberStatusRequired: 'Status is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 12 characters',
  newPasswordTooManyBytes:
    'New password is too long: at most 72 bytes (72 English letters or about 24 Punjabi or Hindi letters)',
  newPasswordTooCommon: 'This password is one of the most common ones and easy to guess. Choose another.',
  currentPasswordWrong: 'Current password is incorrect',
  mustBeWholeNumber: 'Must be a whole number',
  /** Used as `${field} is too long` for any text over its maximum length. */
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  notAllowed: (field: string) => `${field} is not an allowed value`,
  unknownField: (field: string) => `Unknown field: ${field}`,
  invalidValue: (field: string) => `${field} is not valid`,
} as const;

/** A CSV import's messages (POST /api/admin/<path>/import), by line and column. */
export const CSV_IMPORT = {
  fileRequired: 'Choose a CSV file to import',
  notUtf8: 'The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8',
  header: (columns: readonly string[]) => `The first row must name the columns: ${columns.join(', ')}`,
  noRows: 'The file has no rows below the header',
  cellCount: (expected: number, found: number) => `The row has ${found} cells; the header has ${expected}`,
  refused: 'The file has errors: nothing was imported',
  imported: (added: number, updated: number) => `Imported: ${added} added, ${updated} updated`,
  /** The activity log's line: 'Imported 120 rows (100 added, 20 updated)'. */
  logLabel: (rows: number, added: number, updated: number) =>
    `CSV import: ${rows} rows (${added} added, ${updated} updated)`,
} as const;

export const UPLOAD = {
  invalidType: 'Invalid file type',
  tooLarge: 'File size exceeds 5MB',
  invalid: 'Invalid file',
  help: 'Only PDF or image files up to 5MB are allowed.',
  imageHelp: 'Only JPEG or PNG images up to 5MB are allowed.',
  materialHelp: 'PDF, DOC, DOCX, PPT, PPTX, JPEG or PNG up to 5MB, or MP4 video up to 50MB.',
  videoTooLarge: 'Video size exceeds 50MB',
} as const;

// Its own module, so the public pages' start-up (the shell's base query) carries it without the
// validation texts.
export { ACCESS } from './access-messages';

/** Texts of error statuses that SPEC.md does not name (ARCHITECTURE.md section 9). */
export const HTTP_ERRORS = {
  badRequest: 'The request is not valid.',
  malformedJson: 'The request body is not valid JSON.',
  notFound: 'The requested item was not found.',
  conflict: 'This item already exists.',
  methodNotAllowed: 'This method is not allowed here.',
  routeNotFound: 'This address does not exist.',
  alreadySubscribed: 'This email address is already subscribed to our newsletter.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait a minute and try again.',
  /** An account locked after ACCOUNT_LOCKOUT_FAILURES failures, whatever address asks (ARCHITECTURE.md 12.4). */
  accountLocked: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  payloadTooLarge: 'The request is too large.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a few minutes.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

/** Refusals of GET /metrics: read by operators and their monitoring, never by visitors, so English only. */
export const METRICS_ACCESS = {
  tokenRequired: 'Metrics need a valid bearer token (METRICS_TOKEN).',
  internalOnly: 'Metrics are served only to the internal network.',
} as const;

/** One item's citation (GET /api/<path>/<id>/cite?format=…): the formats reference managers import. */
export const CITATION_FORMATS = ['ris', 'bibtex'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];
export const CITATION = {
  formatInvalid: "Format must be 'ris' or 'bibtex'.",
} as const;

/** Sized copies of uploaded images (GET /uploads/<name>?w=<width>). */
export const IMAGE_VARIANT = {
  widthNotAllowed: `Image width must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')} pixels.`,
  notAnImage: 'Only JPEG and PNG images have sized copies.',
} as const;
