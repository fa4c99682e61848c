import { siteSettings } from '@diet/contracts/content-types/site-settings';
import { checkDocument, checkDocumentTranslations, localizedDocument } from '@diet/contracts/singleton-type';
import type { SiteContent } from '@diet/contracts/entities';
import { SITE_CONTENT, SITE_SETTINGS_SEED } from './site-content';
import { SITE_SEED_TRANSLATIONS, SITE_TRANSLATIONS } from './site-translations';

const siteContentIn = (language: 'en' | 'pa' | 'hi') =>
  localizedDocument(
    siteSettings.fields,
    SITE_SETTINGS_SEED,
    SITE_SEED_TRANSLATIONS,
    language,
  ) as unknown as SiteContent;

describe('the seed of the site settings', () => {
  it('passes the checks of an office save, English and translations', () => {
    expect(checkDocument(siteSettings.fields, SITE_SETTINGS_SEED, null).errors).toEqual([]);
    expect(checkDocumentTranslations(siteSettings.fields, SITE_SEED_TRANSLATIONS).errors).toEqual([]);
  });
});

const SCRIPT = { pa: /[\u0A00-\u0A7F]/, hi: /[\u0900-\u097F]/ } as const;

/** Every text of a value, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsOf)
        : [];

describe.each(['pa', 'hi'] as const)('the site content in %s', (language) => {
  const translated = siteContentIn(language);
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
    expect(t.statLabels).toHaveLength(SITE_CONTENT.stats.length);
    expect(t.about.values).toHaveLength(SITE_CONTENT.about.values.length);
    expect(t.about.timeline).toHaveLength(SITE_CONTENT.about.timeline.length);
  });

  it('writes every text in its own script, and keeps addresses, pictures and numbers', () => {
    for (const text of textsOf(t)) expect([text, SCRIPT[language].test(text)]).toEqual([text, true]);
    expect(translated.carousel.map((c) => c.src)).toEqual(SITE_CONTENT.carousel.map((c) => c.src));
    expect(translated.facilities.map((f) => [f.id, f.image])).toEqual(
      SITE_CONTENT.facilities.map((f) => [f.id, f.image]),
    );
    expect(translated.dikshaModules.map((m) => m.hours)).toEqual(SITE_CONTENT.dikshaModules.map((m) => m.hours));
    expect(translated.stats.map((s) => s.value)).toEqual(SITE_CONTENT.stats.map((s) => s.value));
    expect(translated.principal.message[0]).toBe(t.principal.message[0]);
    expect([translated.phone, translated.email, translated.address.pin, translated.brochureUrl]).toEqual([
      SITE_CONTENT.phone,
      SITE_CONTENT.email,
      SITE_CONTENT.address.pin,
      SITE_CONTENT.brochureUrl,
    ]);
  });

  it('leaves English as it is', () => expect(siteContentIn('en')).toBe(SITE_SETTINGS_SEED));
});
