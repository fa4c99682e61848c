import { CONTENT_TYPES } from './content-types/index';
import { LANGUAGES } from './languages';

/**
 * A list page's count is a whole sentence per plural form (`listPage.texts.count`), so its verb can
 * agree with the number: '1 ਨਤੀਜਾ ਮਿਲਿਆ', '3 ਨਤੀਜੇ ਮਿਲੇ'. A form that says the same for one as
 * for many was copied, not worded.
 */
/** SPEC.md quotes the sentence: the events' archive says '{n} events found' even for one event. */
const SPEC_WORDED: Readonly<Record<string, string>> = { events: 'en' };

describe('list page counts', () => {
  const counts = CONTENT_TYPES.flatMap((definition) => {
    const count = definition.public ? definition.public.listPage?.texts?.count : undefined;
    return count ? [[definition.path, count] as const] : [];
  });

  it('are worded by some types', () => expect(counts.length).toBeGreaterThan(0));

  it.each(counts)('%s: each language has the number in both forms, and its one form of its own', (path, count) => {
    for (const language of LANGUAGES) {
      const { one, other } = count[language];
      expect(one).toContain('{n}');
      expect(other).toContain('{n}');
      if (SPEC_WORDED[path] !== language) expect(one).not.toBe(other);
    }
  });
});
