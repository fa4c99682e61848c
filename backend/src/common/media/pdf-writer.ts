/**
 * Writes a small PDF (A4, a title and lines of text) for the brochure, the demo results, papers and
 * study notes, and later certificates. English, Punjabi (Gurmukhi) and Hindi (Devanagari) may be
 * mixed on one line: each run of a script is set in its Noto font, embedded from assets/fonts (see
 * its README), and shaped by pdfkit's engine (fontkit: conjuncts, matras, reph, nukta). Each
 * Punjabi or Hindi run also carries its text as /ActualText, so that copying or extracting it gives
 * the characters in logical order rather than in the visual order of the glyphs (ਿ before ਜ).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';

type Script = 'latin' | 'pa' | 'hi';
export type Weight = 'regular' | 'bold';

/** backend/assets/fonts, from src/common/media (ts-jest) and from dist/common/media alike. */
const FONT_DIR = join(__dirname, '..', '..', '..', 'assets', 'fonts');
const FONT_FILES: Record<Script, string> = { latin: 'NotoSans', pa: 'NotoSansGurmukhi', hi: 'NotoSansDevanagari' };
/** Bump when the writer's output changes, so that stored documents made by it are made again. */
export const PDF_WRITER_VERSION = 2;

const fontBytes = new Map<string, Buffer>();
function fontFile(script: Script, weight: Weight): Buffer {
  const file = `${FONT_FILES[script]}-${weight === 'bold' ? 'Bold' : 'Regular'}.ttf`;
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(join(FONT_DIR, file));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

function scriptOf(cp: number): Script | null {
  if (cp >= 0x0a00 && cp <= 0x0a7f) return 'pa';
  if (cp === 0x0964 || cp === 0x0965) return null; // dandas: shared by Gurmukhi and Devanagari
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff)) return 'hi';
  return 'latin';
}

/**
 * Characters that stay in the run before them: spaces, joiners, dandas, the dotted circle, and ASCII
 * digits and punctuation (the Gurmukhi and Devanagari fonts have them), so that "ਸੰਸਥਾ, ਫ਼ਰੀਦਕੋਟ" is one run.
 */
const JOINERS = new Set(['\u200c', '\u200d', '\u0964', '\u0965', '\u25cc']);
const joinsRun = (ch: string) => JOINERS.has(ch) || /^[\s!-/0-9:-@[-`{-~]$/u.test(ch);

export interface TextRun {
  script: Script;
  text: string;
}

/** Splits a line into runs of one script (see joinsRun for what stays in the run before it). */
export function scriptRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of line.normalize('NFC')) {
    const current = runs.at(-1);
    const script = joinsRun(ch) ? (current?.script ?? 'latin') : scriptOf(ch.codePointAt(0)!)!;
    if (current?.script === script) current.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

const LANG: Record<Script, string> = { latin: 'en', pa: 'pa', hi: 'hi' };
/**
 * Height of Noto Sans' ascender (1069/1000 em). pdfkit places a run by the top of its own font, and
 * the Indic fonts' ascenders are lower (896), so every run is placed at this baseline instead: the
 * runs of one line then share it.
 */
const ASCENT_EM = 1.069;

/** Writes a line at the left margin, each script's run in its font, and moves below it. */
export function writeLine(doc: PDFKit.PDFDocument, line: string, size: number, weight: Weight): void {
  if (!line.trim()) {
    doc.fontSize(size).moveDown(0.5);
    return;
  }
  const runs = scriptRuns(line);
  runs.forEach((run, i) => {
    doc.font(`${run.script}-${weight}`).fontSize(size);
    const indic = run.script !== 'latin';
    if (indic) doc.markContent('Span', { lang: LANG[run.script], actual: run.text });
    doc.text(run.text, { continued: i < runs.length - 1, baseline: -ASCENT_EM * size });
    if (indic) doc.endMarkedContent();
  });
}

/** Places `line` at `y`, centred between `left` and `right`, each run in its script's font; its width. */
function placeRuns(doc: PDFKit.PDFDocument, runs: TextRun[], size: number, weight: Weight, left: number, y: number) {
  let x = left;
  for (const run of runs) {
    doc.font(`${run.script}-${weight}`).fontSize(size);
    const indic = run.script !== 'latin';
    if (indic) doc.markContent('Span', { lang: LANG[run.script], actual: run.text });
    doc.text(run.text, x, y, { lineBreak: false, baseline: -ASCENT_EM * size });
    if (indic) doc.endMarkedContent();
    x += doc.widthOfString(run.text);
  }
}

const widthOf = (doc: PDFKit.PDFDocument, runs: TextRun[], size: number, weight: Weight) =>
  runs.reduce((sum, run) => sum + doc.font(`${run.script}-${weight}`).fontSize(size).widthOfString(run.text), 0);

export interface CentredLine {
  size: number;
  weight?: Weight;
  /** The smallest size a long line shrinks to before it is broken at a space near its middle. */
  minSize?: number;
}

/**
 * Writes a line centred between the margins at the current position and moves below it: a name or
 * a programme's title too long for the width is set smaller, then broken into two lines.
 */
export function writeCentred(
  doc: PDFKit.PDFDocument,
  line: string,
  { size, weight = 'regular', minSize = size }: CentredLine,
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const runs = scriptRuns(line.trim());
  let fitted = size;
  while (fitted > minSize && widthOf(doc, runs, fitted, weight) > width) fitted -= 1;
  const needed = widthOf(doc, runs, fitted, weight);
  const middle = line.trim().length / 2;
  const spaces = [...line.trim().matchAll(/ /g)].map((m) => m.index);
  if (needed > width && spaces.length > 0) {
    const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
    writeCentred(doc, line.trim().slice(0, at), { size: fitted, weight, minSize: fitted });
    writeCentred(doc, line.trim().slice(at + 1), { size: fitted, weight, minSize: fitted });
    return;
  }
  const y = doc.y;
  placeRuns(doc, runs, fitted, weight, left + Math.max(0, (width - needed) / 2), y);
  doc.x = left;
  doc.y = y + fitted * 1.45;
}

export interface PdfDocumentOptions {
  title: string;
  layout?: 'portrait' | 'landscape';
  margin?: number;
}

/** An A4 document with the Noto fonts of the three scripts registered (embedded as far as used). */
export function openPdf({ title, layout = 'portrait', margin = 56 }: PdfDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin,
    // Every document of the same content is the same file, and a stored copy can be compared.
    info: { Title: title, Producer: 'DIET website', Creator: 'DIET website', CreationDate: new Date(0) },
  });
  for (const script of Object.keys(FONT_FILES) as Script[]) {
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(`${script}-${weight}`, fontFile(script, weight));
  }
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Buffer {
  doc.end();
  // pdfkit writes the whole file into its stream's buffer during end(); read it out synchronously.
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export interface PdfOptions {
  /** Lines under the title, a little larger: e.g. the institute's name in Punjabi and Hindi. */
  subtitles?: string[];
}

export function simplePdf(title: string, lines: string[], options: PdfOptions = {}): Buffer {
  const doc = openPdf({ title });
  writeLine(doc, title, 18, 'bold');
  for (const subtitle of options.subtitles ?? []) writeLine(doc, subtitle, 14, 'regular');
  doc.moveDown(1);
  for (const line of lines) writeLine(doc, line, 11, 'regular');
  return pdfBytes(doc);
}
