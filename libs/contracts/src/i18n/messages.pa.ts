/**
 * The API's and the forms' messages in Punjabi (ARCHITECTURE.md 11.2), keyed by their English
 * text (SPEC.md's); loaded by a Punjabi page only, it registers itself with translateMessage.
 */
import { HTTP_ERRORS, UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';
import { registerMessages } from '../translate-message';

registerMessages('pa', {
  // The public forms' own checks (contact, newsletter, research proposal).
  [VALIDATION.nameRequired]: 'ਨਾਮ ਲੋੜੀਂਦਾ ਹੈ',
  [VALIDATION.emailRequired]: 'ਈ-ਮੇਲ ਲੋੜੀਂਦੀ ਹੈ',
  [VALIDATION.emailInvalid]: 'ਈ-ਮੇਲ ਪਤਾ ਠੀਕ ਨਹੀਂ ਹੈ',
  [VALIDATION.subjectRequired]: 'ਵਿਸ਼ਾ ਲੋੜੀਂਦਾ ਹੈ',
  [VALIDATION.messageRequired]: 'ਸੁਨੇਹਾ ਲੋੜੀਂਦਾ ਹੈ',
  [VALIDATION.typeRequired]: 'ਕਿਰਪਾ ਕਰਕੇ ਆਪਣੀ ਕਿਸਮ ਚੁਣੋ',
  [VALIDATION.titleRequired]: 'ਸਿਰਲੇਖ ਲੋੜੀਂਦਾ ਹੈ',
  [VALIDATION.authorNameRequired]: 'ਲੇਖਕ ਦਾ ਨਾਮ ਲੋੜੀਂਦਾ ਹੈ',
  [VALIDATION.yearRequired]: 'ਸਾਲ ਲੋੜੀਂਦਾ ਹੈ',
  [VALIDATION.yearNumeric]: 'ਸਾਲ ਇੱਕ ਅੰਕ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  [VALIDATION.researchYearMin]: 'ਸਾਲ 2000 ਤੋਂ ਬਾਅਦ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
  [VALIDATION.researchYearFuture]: 'ਸਾਲ ਭਵਿੱਖ ਦਾ ਨਹੀਂ ਹੋ ਸਕਦਾ',
  [VALIDATION.descriptionRequired]: 'ਵੇਰਵਾ ਲੋੜੀਂਦਾ ਹੈ',
  [VALIDATION.statusRequired]: 'ਸਥਿਤੀ ਲੋੜੀਂਦੀ ਹੈ',
  [VALIDATION.researchFileRequired]: 'ਖੋਜ ਫ਼ਾਈਲ ਲੋੜੀਂਦੀ ਹੈ',
  [UPLOAD.invalidType]: 'ਫ਼ਾਈਲ ਦੀ ਕਿਸਮ ਠੀਕ ਨਹੀਂ ਹੈ',
  [UPLOAD.tooLarge]: 'ਫ਼ਾਈਲ ਦਾ ਆਕਾਰ 5MB ਤੋਂ ਵੱਧ ਹੈ',
  [UPLOAD.invalid]: 'ਫ਼ਾਈਲ ਠੀਕ ਨਹੀਂ ਹੈ',
  [HTTP_ERRORS.alreadySubscribed]: 'ਇਹ ਈ-ਮੇਲ ਪਤਾ ਪਹਿਲਾਂ ਹੀ ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਦਾ ਮੈਂਬਰ ਹੈ।',
  // The public toasts.
  [TOASTS.contactSuccess]: 'ਸੁਨੇਹਾ ਸਫਲਤਾਪੂਰਵਕ ਭੇਜਿਆ ਗਿਆ!',
  [TOASTS.contactFailure]: 'ਸੁਨੇਹਾ ਭੇਜਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.subscribeSuccess]: 'ਤੁਸੀਂ ਸਫਲਤਾਪੂਰਵਕ ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਦੇ ਮੈਂਬਰ ਬਣ ਗਏ ਹੋ!',
  [TOASTS.subscribeNotSuccessful]: 'ਮੈਂਬਰਸ਼ਿਪ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.subscribeHttpError]: 'ਮੈਂਬਰ ਨਹੀਂ ਬਣਾਇਆ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.unexpectedError]: 'ਇੱਕ ਅਣਕਿਆਸੀ ਗਲਤੀ ਹੋਈ। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.proposalSuccess]: 'ਖੋਜ ਪ੍ਰਸਤਾਵ ਸਫਲਤਾਪੂਰਵਕ ਜਮ੍ਹਾਂ ਹੋ ਗਿਆ!',
  [TOASTS.proposalFailure]: 'ਖੋਜ ਪ੍ਰਸਤਾਵ ਜਮ੍ਹਾਂ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  [TOASTS.unsubscribed]: 'ਤੁਹਾਡੀ ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਦੀ ਮੈਂਬਰਸ਼ਿਪ ਖ਼ਤਮ ਕਰ ਦਿੱਤੀ ਗਈ ਹੈ।',
  [TOASTS.alreadyUnsubscribed]: 'ਇਸ ਪਤੇ ਦੀ ਸਾਡੇ ਨਿਊਜ਼ਲੈਟਰ ਦੀ ਮੈਂਬਰਸ਼ਿਪ ਪਹਿਲਾਂ ਹੀ ਖ਼ਤਮ ਹੋ ਚੁੱਕੀ ਹੈ।',
});
