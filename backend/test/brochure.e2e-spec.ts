/**
 * The Diksha Lab page's 'Download Brochure': a real PDF, in English with the institute's name in
 * Punjabi and Hindi, its Noto fonts embedded, and its text extractable intact (no '?').
 */
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';
import { binary, hasPoppler, pdfText } from './utils/pdf-reading';

const PUNJABI_NAME = 'ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਸੰਸਥਾ, ਫ਼ਰੀਦਕੋਟ';
const HINDI_NAME = 'जिला शिक्षा एवं प्रशिक्षण संस्थान, फरीदकोट';

describeApi('brochure PDF', () => {
  let t: TestApp;
  let pdf: Buffer;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = (await t.http().get('/api/site').expect(200)).body.data.brochureUrl;
    const res = await t.http().get(`${url}?download=1`).buffer(true).parse(binary).expect(200);
    pdf = res.body as Buffer;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a whole PDF with the Noto fonts of English, Punjabi and Hindi embedded', () => {
    expect(url).toMatch(/^\/uploads\/site-brochure-[0-9a-f]{12}\.pdf$/);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const fonts = [...text.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(fonts)).toEqual(
      new Set(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansGurmukhi-Regular', 'NotoSansDevanagari-Regular']),
    );
    // Every font is embedded (a FontFile2 per font), none is a reader's standard font.
    expect(text.match(/\/FontFile2 /g)).toHaveLength(new Set(fonts).size);
    expect(text).not.toContain('/Helvetica');
  });

  it('reads as the institute wrote it: the English content and the name in Punjabi and Hindi, no "?"', () => {
    if (!hasPoppler) {
      console.warn(
        'SKIPPED the text extraction of the brochure: pdftotext (Debian package poppler-utils) is not installed',
      );
      return;
    }
    const text = pdfText(pdf);
    expect(text).toContain('District Institute of Education and Training - Brochure');
    expect(text).toContain(PUNJABI_NAME);
    expect(text).toContain(HINDI_NAME);
    expect(text).toContain('Diksha Lab - 100-hour teacher training programme:');
    expect(text).toContain('Pedagogical Foundations (20 hours, Core Module)');
    expect(text).not.toContain('?');
  });
});
