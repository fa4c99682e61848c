/**
 * The API's and the forms' messages in Hindi (Devanagari), keyed by their English text
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

export const MESSAGES_HI: MessageCatalogue = {
  // Public forms: contact, newsletter, research proposal (SPEC.md section 5).
  [VALIDATION.nameRequired]: 'नाम लिखना आवश्यक है',
  [VALIDATION.emailRequired]: 'ईमेल लिखना आवश्यक है',
  [VALIDATION.emailInvalid]: 'ईमेल पता मान्य नहीं है',
  [VALIDATION.subjectRequired]: 'विषय आवश्यक है',
  [VALIDATION.messageRequired]: 'संदेश लिखना आवश्यक है',
  [VALIDATION.typeRequired]: 'कृपया अपना प्रकार चुनें',
  [VALIDATION.titleRequired]: 'शीर्षक लिखना आवश्यक है',
  [VALIDATION.authorNameRequired]: 'लेखक का नाम लिखना आवश्यक है',
  [VALIDATION.authorRequired]: 'लेखक का नाम आवश्यक है',
  [VALIDATION.yearRequired]: 'वर्ष लिखना आवश्यक है',
  [VALIDATION.yearNumeric]: 'वर्ष अंकों में होना चाहिए',
  [VALIDATION.descriptionRequired]: 'विवरण लिखना आवश्यक है',
  [VALIDATION.statusRequired]: 'स्थिति चुनना आवश्यक है',
  [VALIDATION.researchFileRequired]: 'शोध फ़ाइल आवश्यक है',
  [VALIDATION.researchYearMin]: 'वर्ष 2000 के बाद का होना चाहिए',
  [VALIDATION.researchYearFuture]: 'वर्ष भविष्य का नहीं हो सकता',
  [VALIDATION.mustBeWholeNumber]: 'पूर्ण संख्या होनी चाहिए',
  [VALIDATION.dateInvalid]: 'तिथि मान्य नहीं है',
  [VALIDATION.passwordRequired]: 'पासवर्ड आवश्यक है',
  [VALIDATION.designationRequired]: 'पदनाम लिखना आवश्यक है',
  [VALIDATION.photoRequired]: 'फ़ोटो आवश्यक है',
  [VALIDATION.categoryRequired]: 'श्रेणी चुनना आवश्यक है',
  [VALIDATION.dateRequired]: 'तिथि आवश्यक है',
  [VALIDATION.fileRequired]: 'फ़ाइल आवश्यक है',

  // Messages made from a field's label or a limit (content-validation.ts, field-validators.ts).
  '{label} must be at most {n} characters': '{label} में अधिकतम {n} अक्षर हो सकते हैं',
  '{label} is not an allowed value': '{label} का यह मान स्वीकार्य नहीं है',
  '{label} is not valid': '{label} मान्य नहीं है',
  'Unknown field: {name}': 'अज्ञात फ़ील्ड: {name}',

  // The labels those messages name (public forms and lists).
  Name: 'नाम',
  Email: 'ईमेल',
  Subject: 'विषय',
  Message: 'संदेश',
  Type: 'प्रकार',
  Website: 'वेबसाइट',
  Title: 'शीर्षक',
  Author: 'लेखक',
  Year: 'वर्ष',
  'Academic year': 'शैक्षणिक वर्ष',
  Description: 'विवरण',
  Status: 'स्थिति',
  'Research file': 'शोध फ़ाइल',
  'File name': 'फ़ाइल का नाम',
  Page: 'पृष्ठ',
  'Page size': 'पृष्ठ का आकार',
  Search: 'खोज',
  Sort: 'क्रम',
  When: 'समय',
  Archived: 'संग्रह',
  Language: 'भाषा',
  Category: 'श्रेणी',
  Course: 'पाठ्यक्रम',
  Semester: 'सेमेस्टर',
  Availability: 'उपलब्धता',
  Available: 'उपलब्ध',
  Token: 'टोकन',
  Date: 'तिथि',
  Location: 'स्थान',
  Body: 'मुख्य पाठ',
  Designation: 'पदनाम',
  'Published by the office': 'कार्यालय द्वारा प्रकाशित',
  'Reference number': 'संदर्भ संख्या',
  Clause: 'धारा',
  Text: 'पाठ',

  // Files (uploads and sized images).
  [UPLOAD.invalidType]: 'इस प्रकार की फ़ाइल स्वीकार्य नहीं है',
  [UPLOAD.tooLarge]: 'फ़ाइल का आकार 5MB से अधिक है',
  [UPLOAD.invalid]: 'फ़ाइल मान्य नहीं है',
  [UPLOAD.help]: 'केवल 5MB तक की PDF या चित्र फ़ाइलें स्वीकार्य हैं।',
  [UPLOAD.videoTooLarge]: 'वीडियो का आकार 50MB से अधिक है',
  [IMAGE_VARIANT.widthNotAllowed]: `चित्र की चौड़ाई इनमें से एक होनी चाहिए: ${IMAGE_VARIANT_WIDTHS.join(', ')} पिक्सेल।`,
  [IMAGE_VARIANT.notAnImage]: 'केवल JPEG और PNG चित्रों के छोटे आकार उपलब्ध हैं।',
  [CITATION.formatInvalid]: "प्रारूप 'ris' या 'bibtex' होना चाहिए।",

  // Statuses without a SPEC text (ARCHITECTURE.md section 9): lists, 404s, throttling.
  [HTTP_ERRORS.badRequest]: 'अनुरोध मान्य नहीं है।',
  [HTTP_ERRORS.malformedJson]: 'अनुरोध की सामग्री मान्य JSON नहीं है।',
  [HTTP_ERRORS.notFound]: 'माँगी गई वस्तु नहीं मिली।',
  [HTTP_ERRORS.conflict]: 'यह पहले से मौजूद है।',
  [HTTP_ERRORS.methodNotAllowed]: 'यहाँ यह विधि स्वीकार्य नहीं है।',
  [HTTP_ERRORS.routeNotFound]: 'यह पता मौजूद नहीं है।',
  [HTTP_ERRORS.alreadySubscribed]: 'यह ईमेल पता पहले से ही हमारे न्यूज़लेटर का सदस्य है।',
  [HTTP_ERRORS.tooManyRequests]: 'बहुत अधिक अनुरोध। कृपया एक मिनट रुककर फिर से प्रयास करें।',
  [HTTP_ERRORS.tooManyLogins]: 'साइन-इन के बहुत अधिक असफल प्रयास। कृपया एक मिनट रुककर फिर से प्रयास करें।',
  [HTTP_ERRORS.accountLocked]: 'साइन-इन के बहुत अधिक असफल प्रयास। 15 मिनट बाद फिर से प्रयास करें।',
  [HTTP_ERRORS.payloadTooLarge]: 'अनुरोध बहुत बड़ा है।',
  [HTTP_ERRORS.databaseUnavailable]: 'सेवा कुछ समय के लिए उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  [HTTP_ERRORS.internal]: 'हमारी ओर से कोई गड़बड़ी हुई है। कृपया बाद में फिर से प्रयास करें।',
  [ACCESS.mustBeLoggedIn]: 'यह कार्य करने के लिए आपका लॉग इन होना आवश्यक है।',

  // Toasts of the public forms (SPEC.md section 8).
  [TOASTS.contactSuccess]: 'संदेश सफलतापूर्वक भेजा गया!',
  [TOASTS.contactFailure]: 'संदेश नहीं भेजा जा सका। कृपया फिर से प्रयास करें।',
  [TOASTS.subscribeSuccess]: 'आपने हमारे न्यूज़लेटर की सदस्यता सफलतापूर्वक ले ली है!',
  [TOASTS.subscribeNotSuccessful]: 'सदस्यता नहीं हो सकी। कृपया बाद में फिर से प्रयास करें।',
  [TOASTS.subscribeHttpError]: 'सदस्यता नहीं ली जा सकी। कृपया बाद में फिर से प्रयास करें।',
  [TOASTS.unexpectedError]: 'एक अप्रत्याशित त्रुटि हुई। कृपया बाद में फिर से प्रयास करें।',
  [TOASTS.proposalSuccess]: 'शोध प्रस्ताव सफलतापूर्वक जमा हो गया!',
  [TOASTS.proposalFailure]: 'शोध प्रस्ताव जमा नहीं हो सका। कृपया फिर से प्रयास करें।',
  [TOASTS.unsubscribed]: 'आपको हमारे न्यूज़लेटर से हटा दिया गया है।',
  [TOASTS.alreadyUnsubscribed]: 'यह पता पहले ही हमारे न्यूज़लेटर से हटाया जा चुका है।',
  // Teacher training: the enrolment form and its answers (ARCHITECTURE.md 12.2).
  [TRAINING_MESSAGES.alreadyEnrolled]: 'आप इस प्रशिक्षण में पहले से नामांकित हैं।',
  [TRAINING_MESSAGES.closed]: 'इस प्रशिक्षण के लिए नामांकन बंद हो चुका है।',
  [TRAINING_MESSAGES.consentRequired]: 'सहमति देना आवश्यक है',
  [TRAINING_MESSAGES.schoolRequired]: 'विद्यालय का नाम लिखना आवश्यक है',
  [TRAINING_MESSAGES.districtRequired]: 'ज़िला लिखना आवश्यक है',
  [TRAINING_MESSAGES.enrolled]: 'कृपया अपना ईमेल देखें और नामांकन की पुष्टि के लिए भेजा गया लिंक खोलें।',
  [VALIDATION.employeeIdRequired]: 'कर्मचारी आईडी लिखना आवश्यक है',
  [ACCOUNT_MESSAGES.linkInvalid]: 'यह लिंक मान्य नहीं है। कृपया नया लिंक माँगें।',
  [ACCOUNT_MESSAGES.linkExpired]: 'इस लिंक की अवधि समाप्त हो चुकी है। कृपया नया लिंक माँगें।',
  [ACCOUNT_MESSAGES.linkUsed]: 'इस लिंक का उपयोग पहले ही हो चुका है। कृपया नया लिंक माँगें।',
  'Employee ID': 'कर्मचारी आईडी',
  Phone: 'फ़ोन',
  School: 'विद्यालय',
  District: 'ज़िला',
  Consent: 'सहमति',
  Mode: 'माध्यम',
  [TRAINING_MESSAGES.checkInInvalid]: 'यह उपस्थिति कोड मान्य नहीं है।',
  [TRAINING_MESSAGES.checkedIn]: 'आपकी उपस्थिति दर्ज हो गई है। धन्यवाद!',
  [TRAINING_MESSAGES.notEnrolled]: 'इस प्रशिक्षण में इस कर्मचारी आईडी का कोई पुष्ट नामांकन नहीं है।',
  [TRAINING_MESSAGES.codeRequired]: 'कोड लिखना आवश्यक है',
  Code: 'कोड',
  [TRAINEE_MESSAGES.accessSent]: 'यदि इस पते के हमारे पास नामांकन हैं, तो हमने इसे आपके प्रशिक्षण रिकॉर्ड का लिंक भेज दिया है।',
  [TRAINEE_MESSAGES.sessionRequired]: 'कृपया हमारे द्वारा ईमेल किया गया लिंक फिर से खोलें।',
  // Tracked messages (ARCHITECTURE.md 12.3).
  [CONTACT_TRACKING_MESSAGES.referenceRequired]: 'संदर्भ संख्या लिखना आवश्यक है',
  [CONTACT_TRACKING_MESSAGES.referenceInvalid]: 'संदर्भ संख्या DIET-2026-000123 जैसी होनी चाहिए',
  [CONTACT_TRACKING_MESSAGES.notFound]: 'इस संदर्भ संख्या और ईमेल पते वाला कोई संदेश नहीं मिला।',
  Reference: 'संदर्भ संख्या',
  Reply: 'उत्तर',
};

registerMessages('hi', MESSAGES_HI);
