import { excerptAround, SEARCH_EXCERPT_LENGTH } from './search';

describe('excerptAround', () => {
  it('cuts at spaces, so a Gurmukhi word keeps its vowel signs', () => {
    const words = 'ਸਾਈਟ ਨੂੰ ਕੀ-ਬੋਰਡ ਨਾਲ ਵਰਤੋ ਅਤੇ ਸਾਫ਼ ਦਿਸਦਾ ਹੈ ਕਿ ਤੁਸੀਂ ਕਿੱਥੇ ਹੋ।';
    const text = `${words} ${words} ਸਕ੍ਰੀਨ ਰੀਡਰ ਨਾਲ ਹਰ ਤਸਵੀਰ ਦਾ ਬਦਲਵਾਂ ਪਾਠ ਸੁਣੋ। ${words} ${words} ${words}`;
    const excerpt = excerptAround(text, 'ਸਕ੍ਰੀਨ ਰੀਡਰ');
    expect(excerpt).toContain('ਸਕ੍ਰੀਨ ਰੀਡਰ');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    const inner = excerpt.slice(1, -1);
    // Every word of the excerpt is a whole word of the text.
    for (const word of inner.split(' ')) expect(text.split(' ')).toContain(word);
    expect(inner.length).toBeLessThanOrEqual(SEARCH_EXCERPT_LENGTH);
  });

  it('gives a short text whole', () => {
    expect(excerptAround('Classes begin at 10 AM.', 'classes')).toBe('Classes begin at 10 AM.');
  });
});
