/**
 * The API's and the forms' messages in Punjabi (Gurmukhi), keyed by their English text
 * (translate-message.ts). Keys with `{label}` or `{n}` are patterns for the messages made from a
 * field's label or a limit; the labels themselves are entries too, so a made message reads whole.
 */
import { IMAGE_VARIANT_WIDTHS } from '../limits';
import { ACCESS, CITATION, HTTP_ERRORS, IMAGE_VARIANT, UPLOAD, VALIDATION } from '../messages';
import { ACCOUNT_MESSAGES } from '../accounts';
import { TRAINEE_MESSAGES, TRAINING_MESSAGES } from '../training-messages';
import { TOASTS } from '../toasts';
import { CONTACT_TRACKING_MESSAGES } from '../contact-tracking';
import { registerMessages, type MessageCatalogue } from '../translate-message';

export const MESSAGES_PA: MessageCatalogue = {
  // Public forms: contact, newsletter, research proposal (SPEC.md section 5).
  [VALIDATION.nameRequired]: 'ਨਾਮ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.emailRequired]: 'ਈਮੇਲ ਲਿਖਣੀ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.emailInvalid]: 'ਈਮੇਲ ਪਤਾ ਸਹੀ ਨਹੀਂ ਹੈ',
  [VALIDATION.subjectRequired]: 'ਵਿਸ਼ਾ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.messageRequired]: 'ਸੁਨੇਹਾ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.typeRequired]: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਕਿਸਮ ਚੁਣੋ',
  [VALIDATION.titleRequired]: 'ਸਿਰਲੇਖ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.authorNameRequired]: 'ਲੇਖਕ ਦਾ ਨਾਮ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.authorRequired]: 'ਲੇਖਕ ਦਾ ਨਾਮ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.yearRequired]: 'ਸਾਲ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.yearNumeric]: 'ਸਾਲ ਅੰਕਾਂ ਵਿੱਚ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  [VALIDATION.descriptionRequired]: 'ਵੇਰਵਾ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.statusRequired]: 'ਸਥਿਤੀ ਚੁਣਨੀ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.researchFileRequired]: 'ਖੋਜ ਫ਼ਾਈਲ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.researchYearMin]: 'ਸਾਲ 2000 ਤੋਂ ਬਾਅਦ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  [VALIDATION.researchYearFuture]: 'ਸਾਲ ਭਵਿੱਖ ਦਾ ਨਹੀਂ ਹੋ ਸਕਦਾ',
  [VALIDATION.mustBeWholeNumber]: 'ਪੂਰਾ ਅੰਕ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  [VALIDATION.dateInvalid]: 'ਤਾਰੀਖ਼ ਸਹੀ ਨਹੀਂ ਹੈ',
  [VALIDATION.passwordRequired]: 'ਪਾਸਵਰਡ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.designationRequired]: 'ਅਹੁਦਾ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.photoRequired]: 'ਫ਼ੋਟੋ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.categoryRequired]: 'ਸ਼੍ਰੇਣੀ ਚੁਣਨੀ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.dateRequired]: 'ਤਾਰੀਖ਼ ਜ਼ਰੂਰੀ ਹੈ',
  [VALIDATION.fileRequired]: 'ਫ਼ਾਈਲ ਜ਼ਰੂਰੀ ਹੈ',

  // Messages made from a field's label or a limit (content-validation.ts, field-validators.ts).
  '{label} must be at most {n} characters': '{label} ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ {n} ਅੱਖਰ ਹੋ ਸਕਦੇ ਹਨ',
  '{label} is not an allowed value': '{label} ਦਾ ਇਹ ਮੁੱਲ ਮਨਜ਼ੂਰ ਨਹੀਂ ਹੈ',
  '{label} is not valid': '{label} ਸਹੀ ਨਹੀਂ ਹੈ',
  'Unknown field: {name}': 'ਅਣਜਾਣ ਖੇਤਰ: {name}',

  // The labels those messages name (public forms and lists).
  Name: 'ਨਾਮ',
  Email: 'ਈਮੇਲ',
  Subject: 'ਵਿਸ਼ਾ',
  Message: 'ਸੁਨੇਹਾ',
  Type: 'ਕਿਸਮ',
  Website: 'ਵੈੱਬਸਾਈਟ',
  Title: 'ਸਿਰਲੇਖ',
  Author: 'ਲੇਖਕ',
  Year: 'ਸਾਲ',
  'Academic year': 'ਅਕਾਦਮਿਕ ਸਾਲ',
  Description: 'ਵੇਰਵਾ',
  Status: 'ਸਥਿਤੀ',
  'Research file': 'ਖੋਜ ਫ਼ਾਈਲ',
  'File name': 'ਫ਼ਾਈਲ ਦਾ ਨਾਮ',
  Page: 'ਪੰਨਾ',
  'Page size': 'ਪੰਨੇ ਦਾ ਆਕਾਰ',
  Search: 'ਖੋਜ',
  Sort: 'ਕ੍ਰਮ',
  When: 'ਸਮਾਂ',
  Archived: 'ਪੁਰਾਲੇਖ',
  Language: 'ਭਾਸ਼ਾ',
  Category: 'ਸ਼੍ਰੇਣੀ',
  Course: 'ਕੋਰਸ',
  Semester: 'ਸਮੈਸਟਰ',
  Availability: 'ਉਪਲਬਧਤਾ',
  Available: 'ਉਪਲਬਧ',
  Token: 'ਟੋਕਨ',
  Date: 'ਤਾਰੀਖ਼',
  Location: 'ਸਥਾਨ',
  Body: 'ਮੂਲ ਪਾਠ',
  Designation: 'ਅਹੁਦਾ',
  'Published by the office': 'ਦਫ਼ਤਰ ਵੱਲੋਂ ਪ੍ਰਕਾਸ਼ਿਤ',
  'Reference number': 'ਹਵਾਲਾ ਨੰਬਰ',
  Clause: 'ਧਾਰਾ',
  Text: 'ਪਾਠ',

  // Files (uploads and sized images).
  [UPLOAD.invalidType]: 'ਇਸ ਕਿਸਮ ਦੀ ਫ਼ਾਈਲ ਮਨਜ਼ੂਰ ਨਹੀਂ ਹੈ',
  [UPLOAD.tooLarge]: 'ਫ਼ਾਈਲ ਦਾ ਆਕਾਰ 5MB ਤੋਂ ਵੱਧ ਹੈ',
  [UPLOAD.invalid]: 'ਫ਼ਾਈਲ ਸਹੀ ਨਹੀਂ ਹੈ',
  [UPLOAD.help]: 'ਸਿਰਫ਼ 5MB ਤੱਕ ਦੀਆਂ PDF ਜਾਂ ਤਸਵੀਰ ਫ਼ਾਈਲਾਂ ਮਨਜ਼ੂਰ ਹਨ।',
  [UPLOAD.videoTooLarge]: 'ਵੀਡੀਓ ਦਾ ਆਕਾਰ 50MB ਤੋਂ ਵੱਧ ਹੈ',
  [IMAGE_VARIANT.widthNotAllowed]: `ਤਸਵੀਰ ਦੀ ਚੌੜਾਈ ਇਹਨਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ: ${IMAGE_VARIANT_WIDTHS.join(', ')} ਪਿਕਸਲ।`,
  [IMAGE_VARIANT.notAnImage]: 'ਸਿਰਫ਼ JPEG ਅਤੇ PNG ਤਸਵੀਰਾਂ ਦੇ ਛੋਟੇ ਆਕਾਰ ਮਿਲਦੇ ਹਨ।',
  [CITATION.formatInvalid]: "ਫ਼ਾਰਮੈਟ 'ris' ਜਾਂ 'bibtex' ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।",

  // Statuses without a SPEC text (ARCHITECTURE.md section 9): lists, 404s, throttling.
  [HTTP_ERRORS.badRequest]: 'ਬੇਨਤੀ ਸਹੀ ਨਹੀਂ ਹੈ।',
  [HTTP_ERRORS.malformedJson]: 'ਬੇਨਤੀ ਦੀ ਸਮੱਗਰੀ ਸਹੀ JSON ਨਹੀਂ ਹੈ।',
  [HTTP_ERRORS.notFound]: 'ਮੰਗੀ ਗਈ ਚੀਜ਼ ਨਹੀਂ ਮਿਲੀ।',
  [HTTP_ERRORS.conflict]: 'ਇਹ ਪਹਿਲਾਂ ਹੀ ਮੌਜੂਦ ਹੈ।',
  [HTTP_ERRORS.methodNotAllowed]: 'ਇੱਥੇ ਇਹ ਤਰੀਕਾ ਮਨਜ਼ੂਰ ਨਹੀਂ ਹੈ।',
  [HTTP_ERRORS.routeNotFound]: 'ਇਹ ਪਤਾ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।',
  [HTTP_ERRORS.alreadySubscribed]: 'ਇਹ ਈਮੇਲ ਪਤਾ ਪਹਿਲਾਂ ਹੀ ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਦਾ ਮੈਂਬਰ ਹੈ।',
  [HTTP_ERRORS.tooManyRequests]: 'ਬਹੁਤ ਸਾਰੀਆਂ ਬੇਨਤੀਆਂ। ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਿੰਟ ਰੁਕ ਕੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [HTTP_ERRORS.tooManyLogins]: 'ਸਾਈਨ-ਇਨ ਦੀਆਂ ਬਹੁਤ ਸਾਰੀਆਂ ਅਸਫਲ ਕੋਸ਼ਿਸ਼ਾਂ। ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਿੰਟ ਰੁਕ ਕੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [HTTP_ERRORS.accountLocked]: 'ਸਾਈਨ-ਇਨ ਦੀਆਂ ਬਹੁਤ ਸਾਰੀਆਂ ਅਸਫਲ ਕੋਸ਼ਿਸ਼ਾਂ। 15 ਮਿੰਟਾਂ ਬਾਅਦ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [HTTP_ERRORS.payloadTooLarge]: 'ਬੇਨਤੀ ਬਹੁਤ ਵੱਡੀ ਹੈ।',
  [HTTP_ERRORS.databaseUnavailable]: 'ਸੇਵਾ ਕੁਝ ਸਮੇਂ ਲਈ ਉਪਲਬਧ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [HTTP_ERRORS.internal]: 'ਸਾਡੇ ਵੱਲੋਂ ਕੋਈ ਗੜਬੜ ਹੋ ਗਈ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [ACCESS.mustBeLoggedIn]: 'ਇਹ ਕੰਮ ਕਰਨ ਲਈ ਤੁਹਾਡਾ ਲੌਗ ਇਨ ਹੋਣਾ ਜ਼ਰੂਰੀ ਹੈ।',

  // Toasts of the public forms (SPEC.md section 8).
  [TOASTS.contactSuccess]: 'ਸੁਨੇਹਾ ਸਫਲਤਾਪੂਰਵਕ ਭੇਜਿਆ ਗਿਆ!',
  [TOASTS.contactFailure]: 'ਸੁਨੇਹਾ ਨਹੀਂ ਭੇਜਿਆ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.subscribeSuccess]: 'ਤੁਸੀਂ ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਦੇ ਸਫਲਤਾਪੂਰਵਕ ਮੈਂਬਰ ਬਣ ਗਏ ਹੋ!',
  [TOASTS.subscribeNotSuccessful]: 'ਮੈਂਬਰਸ਼ਿਪ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.subscribeHttpError]: 'ਮੈਂਬਰ ਨਹੀਂ ਬਣਾਇਆ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.unexpectedError]: 'ਇੱਕ ਅਣਕਿਆਸੀ ਗੜਬੜ ਹੋ ਗਈ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.proposalSuccess]: 'ਖੋਜ ਪ੍ਰਸਤਾਵ ਸਫਲਤਾਪੂਰਵਕ ਜਮ੍ਹਾਂ ਹੋ ਗਿਆ!',
  [TOASTS.proposalFailure]: 'ਖੋਜ ਪ੍ਰਸਤਾਵ ਜਮ੍ਹਾਂ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.unsubscribed]: 'ਤੁਹਾਨੂੰ ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਤੋਂ ਹਟਾ ਦਿੱਤਾ ਗਿਆ ਹੈ।',
  [TOASTS.alreadyUnsubscribed]: 'ਇਹ ਪਤਾ ਪਹਿਲਾਂ ਹੀ ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਤੋਂ ਹਟਾਇਆ ਜਾ ਚੁੱਕਾ ਹੈ।',
  // Teacher training: the enrolment form and its answers (ARCHITECTURE.md 12.2).
  [TRAINING_MESSAGES.alreadyEnrolled]: 'ਤੁਸੀਂ ਇਸ ਸਿਖਲਾਈ ਵਿੱਚ ਪਹਿਲਾਂ ਹੀ ਦਾਖ਼ਲ ਹੋ।',
  [TRAINING_MESSAGES.closed]: 'ਇਸ ਸਿਖਲਾਈ ਲਈ ਦਾਖ਼ਲਾ ਬੰਦ ਹੋ ਚੁੱਕਾ ਹੈ।',
  [TRAINING_MESSAGES.consentRequired]: 'ਸਹਿਮਤੀ ਦੇਣੀ ਜ਼ਰੂਰੀ ਹੈ',
  [TRAINING_MESSAGES.schoolRequired]: 'ਸਕੂਲ ਦਾ ਨਾਮ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [TRAINING_MESSAGES.districtRequired]: 'ਜ਼ਿਲ੍ਹਾ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [TRAINING_MESSAGES.enrolled]: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਈਮੇਲ ਵੇਖੋ ਅਤੇ ਦਾਖ਼ਲੇ ਦੀ ਪੁਸ਼ਟੀ ਲਈ ਭੇਜਿਆ ਲਿੰਕ ਖੋਲ੍ਹੋ।',
  [VALIDATION.employeeIdRequired]: 'ਮੁਲਾਜ਼ਮ ਆਈਡੀ ਲਿਖਣੀ ਜ਼ਰੂਰੀ ਹੈ',
  [ACCOUNT_MESSAGES.linkInvalid]: 'ਇਹ ਲਿੰਕ ਸਹੀ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਨਵਾਂ ਲਿੰਕ ਮੰਗੋ।',
  [ACCOUNT_MESSAGES.linkExpired]: 'ਇਸ ਲਿੰਕ ਦੀ ਮਿਆਦ ਪੁੱਗ ਚੁੱਕੀ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਨਵਾਂ ਲਿੰਕ ਮੰਗੋ।',
  [ACCOUNT_MESSAGES.linkUsed]: 'ਇਹ ਲਿੰਕ ਪਹਿਲਾਂ ਹੀ ਵਰਤਿਆ ਜਾ ਚੁੱਕਾ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਨਵਾਂ ਲਿੰਕ ਮੰਗੋ।',
  'Employee ID': 'ਮੁਲਾਜ਼ਮ ਆਈਡੀ',
  Phone: 'ਫ਼ੋਨ',
  School: 'ਸਕੂਲ',
  District: 'ਜ਼ਿਲ੍ਹਾ',
  Consent: 'ਸਹਿਮਤੀ',
  Mode: 'ਢੰਗ',
  [TRAINING_MESSAGES.checkInInvalid]: 'ਇਹ ਹਾਜ਼ਰੀ ਕੋਡ ਸਹੀ ਨਹੀਂ ਹੈ।',
  [TRAINING_MESSAGES.checkedIn]: 'ਤੁਹਾਡੀ ਹਾਜ਼ਰੀ ਲੱਗ ਗਈ ਹੈ। ਧੰਨਵਾਦ!',
  [TRAINING_MESSAGES.notEnrolled]: 'ਇਸ ਸਿਖਲਾਈ ਵਿੱਚ ਇਸ ਮੁਲਾਜ਼ਮ ਆਈਡੀ ਦਾ ਕੋਈ ਪੁਸ਼ਟ ਦਾਖ਼ਲਾ ਨਹੀਂ ਹੈ।',
  [TRAINING_MESSAGES.codeRequired]: 'ਕੋਡ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  Code: 'ਕੋਡ',
  [TRAINEE_MESSAGES.accessSent]: 'ਜੇ ਇਸ ਪਤੇ ਦੇ ਸਾਡੇ ਕੋਲ ਦਾਖ਼ਲੇ ਹਨ, ਤਾਂ ਅਸੀਂ ਇਸ ਨੂੰ ਤੁਹਾਡੇ ਸਿਖਲਾਈ ਰਿਕਾਰਡ ਦਾ ਲਿੰਕ ਭੇਜ ਦਿੱਤਾ ਹੈ।',
  [TRAINEE_MESSAGES.sessionRequired]: 'ਕਿਰਪਾ ਕਰਕੇ ਸਾਡੇ ਵੱਲੋਂ ਈਮੇਲ ਕੀਤਾ ਲਿੰਕ ਦੁਬਾਰਾ ਖੋਲ੍ਹੋ।',
  // Tracked messages (ARCHITECTURE.md 12.3).
  [CONTACT_TRACKING_MESSAGES.referenceRequired]: 'ਹਵਾਲਾ ਨੰਬਰ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  [CONTACT_TRACKING_MESSAGES.referenceInvalid]: 'ਹਵਾਲਾ ਨੰਬਰ DIET-2026-000123 ਵਰਗਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  [CONTACT_TRACKING_MESSAGES.notFound]: 'ਇਸ ਹਵਾਲਾ ਨੰਬਰ ਅਤੇ ਈਮੇਲ ਪਤੇ ਵਾਲਾ ਕੋਈ ਸੁਨੇਹਾ ਨਹੀਂ ਮਿਲਿਆ।',
  Reference: 'ਹਵਾਲਾ ਨੰਬਰ',
  Reply: 'ਜਵਾਬ',
};

registerMessages('pa', MESSAGES_PA);
