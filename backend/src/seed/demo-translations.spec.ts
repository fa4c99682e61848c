import { checkTranslations, missingTranslations } from '@diet/contracts/content-translations';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { CONTENT_DEMO } from './content-demo';
import { withDemoTranslations } from './demo-translations';

const ctx = {
  day: (days: number) => `2026-01-${String(15 + Math.max(-14, Math.min(14, days))).padStart(2, '0')}`,
  year: 2026,
};
const demo = (name: string) => {
  const definition = CONTENT_TYPES.find((d) => d.name === name)!;
  return {
    definition,
    records: (CONTENT_DEMO[name]?.(ctx) ?? []).map(({ pdf: _pdf, picture: _picture, ...fields }) =>
      withDemoTranslations(definition, fields),
    ),
  };
};

describe('the demo content in Punjabi and Hindi', () => {
  it.each(['event', 'notice', 'staff', 'course'])(
    'translates every %s the home, about and programme pages show, in both languages',
    (name) => {
      const { definition, records } = demo(name);
      for (const record of records) {
        // Expired notices are only in the archive, not on the home page.
        if (typeof record.expiryDate === 'string' && record.expiryDate < ctx.day(0)) continue;
        expect([record[Object.keys(definition.fields)[0]], missingTranslations(definition, record)]).toEqual([
          record[Object.keys(definition.fields)[0]],
          [],
        ]);
      }
    },
  );

  it.each(['disclosure', 'rtiOfficer', 'tenderDocument'])(
    'translates every %s of the RTI and tenders pages',
    (name) => {
      const { definition, records } = demo(name);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records)
        expect([record.title ?? record.name, missingTranslations(definition, record)]).toEqual([
          record.title ?? record.name,
          [],
        ]);
    },
  );

  it('translates the open tenders and their corrigenda; the archive stays for the office', () => {
    const tenders = demo('tender');
    const open = tenders.records.filter((r) => !/\/0[45]$/.test(String(r.referenceNumber)));
    for (const record of open) expect(missingTranslations(tenders.definition, record)).toEqual([]);
    expect(tenders.records.some((r) => missingTranslations(tenders.definition, r).length > 0)).toBe(true);
    expect(demo('corrigendum').records.filter((r) => r.translations)).toHaveLength(1);
  });

  it.each(['gallery', 'research', 'material', 'book'])(
    'translates the newest %s and leaves older ones for the office to translate',
    (name) => {
      const { definition, records } = demo(name);
      const translated = records.filter((r) => r.translations);
      expect(translated.length).toBeGreaterThanOrEqual(2);
      expect(records.some((r) => missingTranslations(definition, r).length > 0)).toBe(true);
    },
  );

  it('keeps every translation within the rules the office is held to, each in its own script', () => {
    for (const definition of CONTENT_TYPES) {
      for (const record of demo(definition.name).records) {
        if (!record.translations) continue;
        expect(checkTranslations(definition, record.translations).errors).toEqual([]);
        const { pa, hi } = record.translations as { pa: Record<string, string>; hi: Record<string, string> };
        for (const text of Object.values(pa)) expect(text).toMatch(/[\u0A00-\u0A7F]/);
        for (const text of Object.values(hi)) expect(text).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});
