import { visitorDefinition } from './content-type';
import { CONTENT_TYPES } from './content-types/index';
import { research } from './content-types/research';
import { MESSAGES_HI } from './i18n/messages.hi';
import { MESSAGES_PA } from './i18n/messages.pa';
import { CITATION, HTTP_ERRORS, UPLOAD, VALIDATION } from './messages';
import { TOASTS } from './toasts';
import { translateMessage } from './translate-message';
import { MAX_LENGTH } from './limits';

const GURMUKHI = /[\u0A00-\u0A7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('messages in the visitor language', () => {
  it('keeps English exactly', () => {
    expect(translateMessage(VALIDATION.nameRequired, 'en')).toBe('Name is required');
    expect(translateMessage(VALIDATION.tooLong('Name', 120), 'en')).toBe('Name must be at most 120 characters');
  });

  it('has the same keys in Punjabi and Hindi, each written in its own script', () => {
    expect(Object.keys(MESSAGES_PA).sort()).toEqual(Object.keys(MESSAGES_HI).sort());
    for (const text of Object.values(MESSAGES_PA)) expect(text).toMatch(GURMUKHI);
    for (const text of Object.values(MESSAGES_HI)) expect(text).toMatch(DEVANAGARI);
  });

  // Every message a visitor's form or list can answer: the public forms, list errors, 404s, throttling, files.
  const visitorMessages = [
    VALIDATION.nameRequired,
    VALIDATION.emailRequired,
    VALIDATION.emailInvalid,
    VALIDATION.subjectRequired,
    VALIDATION.messageRequired,
    VALIDATION.typeRequired,
    ...Object.values(visitorDefinition(research).fields).flatMap((f) => (f.required ? [f.required] : [])),
    VALIDATION.researchYearMin,
    VALIDATION.researchYearFuture,
    VALIDATION.mustBeWholeNumber,
    ...Object.values(HTTP_ERRORS),
    CITATION.formatInvalid,
    UPLOAD.invalidType,
    UPLOAD.tooLarge,
    UPLOAD.invalid,
    TOASTS.contactSuccess,
    TOASTS.subscribeSuccess,
    TOASTS.proposalSuccess,
  ];
  it.each(['pa', 'hi'] as const)('translates every message a visitor can meet into %s', (language) => {
    for (const message of visitorMessages)
      expect([message, translateMessage(message, language)]).not.toEqual([message, message]);
  });

  it('translates messages made from a label and a limit, label included', () => {
    expect(translateMessage(VALIDATION.tooLong('Name', MAX_LENGTH.name), 'pa')).toBe(
      'ਨਾਮ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 120 ਅੱਖਰ ਹੋ ਸਕਦੇ ਹਨ',
    );
    expect(translateMessage(VALIDATION.tooLong('Message', MAX_LENGTH.message), 'hi')).toBe(
      'संदेश में अधिकतम 5000 अक्षर हो सकते हैं',
    );
    expect(translateMessage(VALIDATION.notAllowed('Type'), 'hi')).toBe('प्रकार का यह मान स्वीकार्य नहीं है');
    expect(translateMessage(VALIDATION.invalidValue('Page size'), 'pa')).toBe('ਪੰਨੇ ਦਾ ਆਕਾਰ ਸਹੀ ਨਹੀਂ ਹੈ');
    expect(translateMessage(VALIDATION.unknownField('colour'), 'pa')).toBe('ਅਣਜਾਣ ਖੇਤਰ: colour');
  });

  it('names in Punjabi and Hindi every label of the public lists and forms', () => {
    const publicLabels = CONTENT_TYPES.flatMap((d) =>
      d.public
        ? Object.values(d.fields)
            .filter((f) => (f.filter || f.searchable) && !f.adminOnly)
            .map((f) => f.label)
        : [],
    );
    // Abbreviations stay in Latin letters, as institutes write them.
    const labels = [...new Set(publicLabels)].filter((label) => label !== label.toUpperCase());
    expect(labels.length).toBeGreaterThan(10);
    for (const label of labels)
      expect([label, GURMUKHI.test(MESSAGES_PA[label] ?? ''), DEVANAGARI.test(MESSAGES_HI[label] ?? '')]).toEqual([
        label,
        true,
        true,
      ]);
  });

  it('leaves a message without a translation in English', () => {
    expect(translateMessage('Something only the office sees', 'pa')).toBe('Something only the office sees');
    expect(translateMessage(VALIDATION.tooLong('Colour', 10), 'hi')).toBe('Colour में अधिकतम 10 अक्षर हो सकते हैं');
  });
});
