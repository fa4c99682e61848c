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
  readRequired: 'Read is required',
  subscriberStatusRequired: 'Status is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 10 characters',
  currentPasswordWrong: 'Current password is incorrect',
  mustBeWholeNumber: 'Must be a whole number',
  /** Used as `${field} is too long` for any text over its maximum length. */
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  notAllowed: (field: string) => `${field} is not an allowed value`,
  unknownField: (field: string) => `Unknown field: ${field}`,
  invalidValue: (field: string) => `${field} is not valid`,
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
  payloadTooLarge: 'The request is too large.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a few minutes.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

/** Sized copies of uploaded images (GET /uploads/<name>?w=<width>). */
export const IMAGE_VARIANT = {
  widthNotAllowed: `Image width must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')} pixels.`,
  notAnImage: 'Only JPEG and PNG images have sized copies.',
} as const;
