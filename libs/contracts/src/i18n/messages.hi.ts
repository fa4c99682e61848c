/**
 * The API's and the forms' messages in Hindi (ARCHITECTURE.md 11.2), keyed by their English text
 * (SPEC.md's); loaded by a Hindi page only, it registers itself with translateMessage.
 */
import { HTTP_ERRORS, UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';
import { registerMessages } from '../translate-message';

registerMessages('hi', {
  // The public forms' own checks (contact, newsletter, research proposal).
  [VALIDATION.nameRequired]: 'नाम आवश्यक है',
  [VALIDATION.emailRequired]: 'ई-मेल आवश्यक है',
  [VALIDATION.emailInvalid]: 'ई-मेल पता सही नहीं है',
  [VALIDATION.subjectRequired]: 'विषय आवश्यक है',
  [VALIDATION.messageRequired]: 'संदेश आवश्यक है',
  [VALIDATION.typeRequired]: 'कृपया अपना प्रकार चुनें',
  [VALIDATION.titleRequired]: 'शीर्षक आवश्यक है',
  [VALIDATION.authorNameRequired]: 'लेखक का नाम आवश्यक है',
  [VALIDATION.yearRequired]: 'वर्ष आवश्यक है',
  [VALIDATION.yearNumeric]: 'वर्ष एक संख्या होना चाहिए',
  [VALIDATION.researchYearMin]: 'वर्ष 2000 के बाद का होना चाहिए',
  [VALIDATION.researchYearFuture]: 'वर्ष भविष्य का नहीं हो सकता',
  [VALIDATION.descriptionRequired]: 'विवरण आवश्यक है',
  [VALIDATION.statusRequired]: 'स्थिति आवश्यक है',
  [VALIDATION.researchFileRequired]: 'शोध फ़ाइल आवश्यक है',
  [UPLOAD.invalidType]: 'फ़ाइल का प्रकार सही नहीं है',
  [UPLOAD.tooLarge]: 'फ़ाइल का आकार 5MB से अधिक है',
  [UPLOAD.invalid]: 'फ़ाइल सही नहीं है',
  [HTTP_ERRORS.alreadySubscribed]: 'यह ई-मेल पता पहले से ही हमारे न्यूज़लेटर की सदस्यता ले चुका है।',
  // The public toasts.
  [TOASTS.contactSuccess]: 'संदेश सफलतापूर्वक भेजा गया!',
  [TOASTS.contactFailure]: 'संदेश नहीं भेजा जा सका। कृपया फिर से प्रयास करें।',
  [TOASTS.subscribeSuccess]: 'आपने सफलतापूर्वक हमारे न्यूज़लेटर की सदस्यता ले ली है!',
  [TOASTS.subscribeNotSuccessful]: 'सदस्यता नहीं हो सकी। कृपया बाद में फिर से प्रयास करें।',
  [TOASTS.subscribeHttpError]: 'सदस्यता नहीं ली जा सकी। कृपया बाद में फिर से प्रयास करें।',
  [TOASTS.unexpectedError]: 'एक अनपेक्षित त्रुटि हुई। कृपया बाद में फिर से प्रयास करें।',
  [TOASTS.proposalSuccess]: 'शोध प्रस्ताव सफलतापूर्वक जमा हो गया!',
  [TOASTS.proposalFailure]: 'शोध प्रस्ताव जमा नहीं हो सका। कृपया फिर से प्रयास करें।',
  [TOASTS.unsubscribed]: 'हमारे न्यूज़लेटर से आपकी सदस्यता समाप्त कर दी गई है।',
  [TOASTS.alreadyUnsubscribed]: 'इस पते की हमारे न्यूज़लेटर से सदस्यता पहले ही समाप्त हो चुकी है।',
});
