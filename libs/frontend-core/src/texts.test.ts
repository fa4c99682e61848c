import { loadTexts, textsLoaded, textView } from './texts';

describe('textView', () => {
  it('reads the texts of the moment at any depth: arrays, functions, spreading and `in`', () => {
    let texts: Record<string, unknown> = {
      home: { title: 'Home', list: ['a', 'b'], greet: (name: string) => `Hello ${name}` },
    };
    const home = textView(() => texts, ['home']) as { title: string; list: string[]; greet: (n: string) => string };
    expect(home.title).toBe('Home');
    expect(home.list.map((item) => item.toUpperCase())).toEqual(['A', 'B']);
    expect(home.greet('Asha')).toBe('Hello Asha');
    expect('title' in home).toBe(true);
    texts = { home: { title: 'ਮੁੱਖ ਪੰਨਾ', list: ['ੳ'], greet: (name: string) => `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ${name}` } };
    expect({ ...home, greet: undefined }).toEqual({ title: 'ਮੁੱਖ ਪੰਨਾ', list: ['ੳ'], greet: undefined });
  });

  it('made before the texts came, it can be read further and called once they have', () => {
    const page: { texts?: Record<string, unknown> } = {};
    const home = textView(() => page.texts, ['home']) as { nested: { title: string }; greet: (n: string) => string };
    const nested = home.nested; // kept at a module's top
    const greet = home.greet;
    // Never a thenable: a view in a promise's hands must not be taken for one.
    expect((home as unknown as { then?: unknown }).then).toBeUndefined();
    page.texts = { home: { nested: { title: 'Home' }, greet: (name: string) => `Hello ${name}` } };
    expect(nested.title).toBe('Home');
    expect(greet('Asha')).toBe('Hello Asha');
  });
});

describe('loadTexts / textsLoaded', () => {
  it('waits for every text file asked for, and asks again for one that failed', async () => {
    const seen: string[] = [];
    let attempts = 0;
    loadTexts(
      () => Promise.resolve({ a: 'A' }),
      (texts) => seen.push(String(texts.a)),
    );
    loadTexts(
      () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ b: 'B' })),
      (texts) => seen.push(String(texts.b)),
    );
    await expect(textsLoaded()).rejects.toThrow('offline');
    await textsLoaded();
    expect(seen.sort()).toEqual(['A', 'B']);
    expect(attempts).toBe(2);
    await textsLoaded(); // nothing left to wait for
  });
});
