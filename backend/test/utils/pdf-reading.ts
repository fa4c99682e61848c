/**
 * Reading a PDF the API answers as a person does: its text with poppler's pdftotext, and its QR
 * codes from the page as pixels (poppler's pdftoppm, decoded by jsQR, as a phone camera would).
 * Debian's poppler-utils brings both; .ci/run installs it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';

export const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;

/** Asks supertest for the raw bytes of a response: `.buffer(true).parse(binary)`. */
export const binary = (res: unknown, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

function inTempDir<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'diet-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF, in content order (-raw), where each Punjabi or Hindi run's /ActualText stands
 * (poppler 22's reading-order mode drops the words of ActualText spans; a viewer's copy and search use them).
 */
export function pdfText(pdf: Buffer): string {
  return inTempDir(pdf, (file) =>
    execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
}

/** The number of pages of a PDF. */
export function pdfPageCount(pdf: Buffer): number {
  return inTempDir(pdf, (file) =>
    Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]),
  );
}

/** What the QR code on the first page says, read from the page drawn at 150 dpi; null when none is found. */
export async function qrCodeOnFirstPage(pdf: Buffer): Promise<string | null> {
  const png = inTempDir(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', '-singlefile', file, join(dir, 'page')]);
    return readFileSync(join(dir, 'page.png'));
  });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}
