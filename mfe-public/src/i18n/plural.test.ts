import { counted } from './plural';

const forms = { one: 'one', other: 'other' };

describe('counted', () => {
  // Node carries full ICU: the fixed rules must choose as CLDR does for every count a page shows.
  it.each([
    ['en', 'en'],
    ['pa', 'pa'],
    ['hi', 'hi'],
  ] as const)('chooses the form as CLDR does in %s', (language, locale) => {
    const cldr = new Intl.PluralRules(locale);
    for (let n = 0; n <= 120; n++)
      expect(counted(n, forms, language)).toBe(`${n} ${cldr.select(n) === 'one' ? 'one' : 'other'}`);
  });

  it('does not ask the browser, whose locale data may lack Punjabi', () => {
    const real = Intl.PluralRules;
    (Intl as { PluralRules: unknown }).PluralRules = function () {
      return { select: () => 'other' };
    };
    try {
      expect(counted(1, { one: 'ਨਤੀਜਾ', other: 'ਨਤੀਜੇ' }, 'pa')).toBe('1 ਨਤੀਜਾ');
    } finally {
      (Intl as { PluralRules: unknown }).PluralRules = real;
    }
  });
});
