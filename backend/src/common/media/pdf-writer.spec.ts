import { inflateSync } from 'node:zlib';
import { illustrationPng } from './illustration';
import { simplePdf } from './pdf-writer';

describe('simplePdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = simplePdf('Result (2024)', ['Line one']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((off, i) => expect(pdf.slice(off, off + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(pdf).toContain('(Result \\(2024\\)) Tj');
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
