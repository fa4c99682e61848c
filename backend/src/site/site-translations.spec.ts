import { SITE_CONTENT } from './site-content';
import { SITE_TRANSLATIONS, siteContentIn } from './site-translations';

const SCRIPT = { pa: /[\u0A00-\u0A7F]/, hi: /[\u0900-\u097F]/ } as const;

/** Every text of a value, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(textsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

describe.each(['pa', 'hi'] as const)('the site content in %s', (language) => {
  const translated = siteContentIn(SITE_CONTENT, language);
  const t = SITE_TRANSLATIONS[language];

  it('keeps every list of the English content, item for item', () => {
    expect(t.carousel).toHaveLength(SITE_CONTENT.carousel.length);
    expect(t.facilities.map((f) => f.features.length)).toEqual(SITE_CONTENT.facilities.map((f) => f.features.length));
    expect(t.researchAreas).toHaveLength(SITE_CONTENT.researchAreas.length);
    expect(t.dikshaFeatures).toHaveLength(SITE_CONTENT.dikshaFeatures.length);
    expect(t.dikshaModules.map((m) => m.topics.length)).toEqual(SITE_CONTENT.dikshaModules.map((m) => m.topics.length));
    expect(t.newsletterBenefits).toHaveLength(SITE_CONTENT.newsletterBenefits.length);
    expect(t.principal.message).toHaveLength(SITE_CONTENT.principal.message.length);
    expect(t.addressLines).toHaveLength(SITE_CONTENT.address.lines.length);
  });

  it('writes every text in its own script, and keeps addresses, pictures and numbers', () => {
    for (const text of textsOf(t)) expect([text, SCRIPT[language].test(text)]).toEqual([text, true]);
    expect(translated.carousel.map((c) => c.src)).toEqual(SITE_CONTENT.carousel.map((c) => c.src));
    expect(translated.facilities.map((f) => [f.id, f.image])).toEqual(SITE_CONTENT.facilities.map((f) => [f.id, f.image]));
    expect(translated.dikshaModules.map((m) => m.hours)).toEqual(SITE_CONTENT.dikshaModules.map((m) => m.hours));
    expect([translated.phone, translated.email, translated.address.pin, translated.brochureUrl]).toEqual([SITE_CONTENT.phone, SITE_CONTENT.email, SITE_CONTENT.address.pin, SITE_CONTENT.brochureUrl]);
  });

  it('leaves English as it is', () => expect(siteContentIn(SITE_CONTENT, 'en')).toBe(SITE_CONTENT));
});
