/**
 * Decides a file's type from its first bytes, never from its name or the type the client claims.
 * PDF, images, Word, PowerPoint, Excel and OpenDocument text, MP4.
 */

import { FILE_KIND_TYPES, FILE_KINDS, type FileKind } from '@diet/contracts/file-kinds';

export type { FileKind };

export interface SniffedType {
  kind: FileKind;
  mime: string;
  /** Extension used for the stored file. */
  ext: string;
  /** Extensions a truthful original name may have. */
  names: string[];
  /** False when the signature matches but the file is cut short or broken. */
  intact: boolean;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const contains = (buf: Buffer, text: string, encoding: BufferEncoding = 'latin1', window = 64 * 1024) =>
  buf.subarray(0, window).includes(Buffer.from(text, encoding));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const TYPES = Object.fromEntries(
  FILE_KINDS.map((kind) => [kind, { kind, ...FILE_KIND_TYPES[kind], names: [...FILE_KIND_TYPES[kind].names] }]),
) as Record<FileKind, Omit<SniffedType, 'intact'>>;

const typed = (kind: FileKind, intact: boolean): SniffedType => ({ ...TYPES[kind], intact });

/** The media type a kind of file is served as. */
export const mimeOfKind = (kind: FileKind): string => TYPES[kind].mime;

export function sniffFile(buf: Buffer): SniffedType | null {
  if (buf.length === 0) return null;
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    // A PDF ends with %%EOF (possibly followed by a newline or a little trailing junk).
    return typed('pdf', buf.subarray(Math.max(0, buf.length - 1024)).includes(Buffer.from('%%EOF')));
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return typed('jpeg', buf.length > 16);
  if (startsWith(buf, PNG_SIGNATURE))
    return typed('png', buf.length >= 33 && buf.subarray(12, 16).toString('latin1') === 'IHDR');
  if (startsWith(buf, OLE_SIGNATURE)) {
    // Office 97-2003 files are OLE containers; the stream names tell Word from PowerPoint.
    if (contains(buf, 'WordDocument', 'utf16le', buf.length)) return typed('doc', true);
    if (contains(buf, 'PowerPoint Document', 'utf16le', buf.length)) return typed('ppt', true);
    if (contains(buf, 'Workbook', 'utf16le', buf.length) || contains(buf, 'Book', 'utf16le', buf.length))
      return typed('xls', true);
    return null;
  }
  if (startsWith(buf, ZIP_SIGNATURE)) {
    // OpenDocument starts with an uncompressed part `mimetype` naming its kind (ODF 1.2 part 3, 3.3).
    if (buf.subarray(30, 38).toString('latin1') === 'mimetype')
      return buf.subarray(38, 38 + 64).includes(Buffer.from(FILE_KIND_TYPES.odt.mime)) ? typed('odt', true) : null;
    // Office Open XML is a zip whose part names reveal the kind of document.
    if (!contains(buf, '[Content_Types].xml')) return null;
    if (contains(buf, 'word/')) return typed('docx', true);
    if (contains(buf, 'ppt/')) return typed('pptx', true);
    if (contains(buf, 'xl/')) return typed('xlsx', true);
    return null;
  }
  if (buf.length >= 12 && buf.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = buf.subarray(8, 12).toString('latin1');
    if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V |mp71|dash|MSNV)$/.test(brand)) return typed('mp4', true);
    return null;
  }
  return null;
}

/** Extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
