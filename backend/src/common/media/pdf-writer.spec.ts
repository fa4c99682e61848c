import { inflateSync } from 'node:zlib';
import { illustrationPng } from './illustration';
import { scriptRuns, simplePdf } from './pdf-writer';

/** The BaseFont names a PDF embeds, without their subset tags (ABCDEF+). */
function embeddedFontNames(pdf: Buffer): string[] {
  return [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]))].sort();
}

describe('simplePdf', () => {
  it('writes a whole PDF whose cross-reference offsets point at its objects', () => {
    const pdf = simplePdf('Result (2024)', ['Line one']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(5);
    for (const off of offsets) expect(pdf.slice(off)).toMatch(/^\d+ 0 obj/);
    expect(pdf).toMatch(/obj\n\(Result \\\(2024\\\)\)\nendobj/);
  });

  it('embeds the Noto font of each script a document uses, and only those', () => {
    expect(embeddedFontNames(simplePdf('Title', ['English only']))).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    const mixed = simplePdf('Title', ['Name: ਫ਼ਰੀਦਕੋਟ / फरीदकोट']);
    expect(embeddedFontNames(mixed)).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansDevanagari-Regular',
      'NotoSansGurmukhi-Regular',
    ]);
  });

  it('marks each Punjabi or Hindi run as a span with its language and its text in logical order (/ActualText)', () => {
    const pdf = simplePdf('T', ['ਜ਼ਿਲ੍ਹਾ and जिला']);
    const content = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('\n');
    const spans = [...content.matchAll(/\/Span <<\s*\/Lang \((\w+)\)\s*\/ActualText \([\s\S]*?\)\s*>> BDC/g)].map(
      (m) => m[1],
    );
    expect(spans).toEqual(['pa', 'hi']);
    expect(content.match(/EMC/g)).toHaveLength(2);
  });
});

describe('scriptRuns', () => {
  it('keeps spaces, joiners, dandas, digits and punctuation in the run before them', () => {
    expect(scriptRuns('DIET (1989): ਫ਼ਰੀਦਕੋਟ ਸੰਸਥਾ, जिला। Punjab')).toEqual([
      { script: 'latin', text: 'DIET (1989): ' },
      { script: 'pa', text: 'ਫ਼ਰੀਦਕੋਟ ਸੰਸਥਾ, ' },
      { script: 'hi', text: 'जिला। ' },
      { script: 'latin', text: 'Punjab' },
    ]);
  });

  it('puts text in NFC, so a letter and a combining accent become the precomposed letter', () => {
    expect(scriptRuns('Jose\u0301')).toEqual([{ script: 'latin', text: 'José' }]);
  });
});

describe('shaping with the embedded fonts', () => {
  // The engine throws on some fonts' mark tables (see assets/fonts/README.md): every consonant with
  // every vowel sign and the common marks, in both scripts and both weights, must go through.
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
  const cases: [string, string[], string[]][] = [
    [
      'Gurmukhi',
      range(0x0a15, 0x0a39).filter((c) => /\p{L}/u.test(c)),
      [...range(0x0a3e, 0x0a4c), '\u0a3c', '\u0a70', '\u0a71', '\u0a02', '\u0a4d\u0a39', '\u0a4d\u0a30'],
    ],
    [
      'Devanagari',
      range(0x0915, 0x0939),
      [...range(0x093e, 0x094c), '\u0902', '\u0901', '\u093c', '\u094d', '\u094d\u0937', '\u0930\u094d'],
    ],
  ];
  it.each(cases)('sets every %s consonant with every sign', (_, consonants, signs) => {
    const words = consonants.flatMap((c) => signs.map((s) => (s.startsWith('\u0930') ? s + c : c + s)));
    const pdf = simplePdf(words.slice(0, 20).join(' '), [words.join(' ')]);
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

describe('illustrationPng', () => {
  it('encodes a PNG whose pixel data inflates to the right size', () => {
    const png = illustrationPng(20, 10, 3);
    expect(png.readUInt32BE(16)).toBe(20);
    expect(png.readUInt32BE(20)).toBe(10);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((20 * 3 + 1) * 10);
  });
});
