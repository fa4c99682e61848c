/**
 * A QR code drawn into a PDF as vector squares (sharp at any print size, a few hundred bytes), from
 * the matrix of the `qrcode` package (ISO/IEC 18004: versions, masks and error correction are its
 * work, not ours).
 */
import QRCode from 'qrcode';

/** The white margin a scanner needs around the code, in modules (the standard's quiet zone). */
const QUIET_MODULES = 4;

export interface QrPlace {
  x: number;
  y: number;
  /** The side of the square, quiet zone included, in points. */
  size: number;
}

/** Draws `text` as a QR code (error correction M: a crease or a stain on a printed page still reads). */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, { x, y, size }: QrPlace): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QUIET_MODULES);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  // One rectangle per run of dark modules in a row, all filled at once: no seams between them.
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && Boolean(modules.get(row, col));
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + (QUIET_MODULES + start) * cell, y + (QUIET_MODULES + row) * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}
