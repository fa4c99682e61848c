import { simplePdf } from '../media/pdf-writer';
import { illustrationPng } from '../media/illustration';
import { extensionOf, sniffFile } from './file-sniffer';
import { checkUpload } from './upload-check';

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe('sniffFile', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffFile(simplePdf('t', []))).toMatchObject({ kind: 'pdf', mime: 'application/pdf', intact: true });
    expect(sniffFile(illustrationPng(8, 8, 1))).toMatchObject({ kind: 'png', intact: true });
    expect(sniffFile(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40)]))).toMatchObject({
      kind: 'jpeg',
      ext: 'jpg',
    });
  });

  it('flags damaged files as not intact', () => {
    expect(sniffFile(Buffer.from('%PDF-1.4 and nothing else'))?.intact).toBe(false);
    expect(sniffFile(illustrationPng(8, 8, 1).subarray(0, 12))?.intact).toBe(false);
  });

  it('recognises the office and video kinds kept for study materials', () => {
    expect(sniffFile(Buffer.concat([OLE, Buffer.alloc(100), utf16('WordDocument')]))?.kind).toBe('doc');
    expect(sniffFile(Buffer.concat([OLE, Buffer.alloc(100), utf16('PowerPoint Document')]))?.kind).toBe('ppt');
    const zip = (part: string) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`..[Content_Types].xml..${part}document.xml`)]);
    expect(sniffFile(zip('word/'))?.kind).toBe('docx');
    expect(sniffFile(zip('ppt/'))?.kind).toBe('pptx');
    expect(sniffFile(zip('xl/'))?.kind).toBe('xlsx');
    expect(sniffFile(Buffer.concat([OLE, Buffer.alloc(100), utf16('Workbook')]))?.kind).toBe('xls');
    expect(sniffFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull(); // a plain zip
    expect(
      sniffFile(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(20)]))?.kind,
    ).toBe('mp4');
  });

  it('tells an OpenDocument text by its stored `mimetype` part, and refuses its other kinds', () => {
    // A zip's first local header (30 bytes, the name, no extra field), as ODF 1.2 part 3 section 3.3 asks.
    const odf = (mime: string) => {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(8, 26); // name length
      return Buffer.concat([header, Buffer.from('mimetype'), Buffer.from(mime), Buffer.from('PK...content.xml')]);
    };
    expect(sniffFile(odf('application/vnd.oasis.opendocument.text'))).toMatchObject({ kind: 'odt', ext: 'odt' });
    expect(sniffFile(odf('application/vnd.oasis.opendocument.spreadsheet'))).toBeNull();
  });

  it('knows nothing of text, HTML or empty input', () => {
    expect(sniffFile(Buffer.from('<html></html>'))).toBeNull();
    expect(sniffFile(Buffer.alloc(0))).toBeNull();
  });

  it('reads extensions safely', () => {
    expect(extensionOf('a/b/Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('checkUpload', () => {
  const file = (buffer: Buffer, originalname: string, mimetype = 'application/octet-stream') => ({
    buffer,
    originalname,
    mimetype,
    size: buffer.length,
  });

  it('accepts a truthful file whatever the letter case of its extension', () => {
    expect(checkUpload(file(simplePdf('t', []), 'A.PDF', 'application/pdf'), ['pdf']).kind).toBe('pdf');
  });

  it('refuses a kind the form does not accept', () => {
    expect(() => checkUpload(file(simplePdf('t', []), 'a.pdf'), ['png', 'jpeg'])).toThrow('Invalid file type');
  });
});
