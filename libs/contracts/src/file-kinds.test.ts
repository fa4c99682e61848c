import { FILE_KIND_TYPES, FILE_KINDS, fileFormat } from './file-kinds';

describe('fileFormat', () => {
  it("names every kind's stored type as visitors read it", () => {
    expect(FILE_KINDS.map((kind) => fileFormat(FILE_KIND_TYPES[kind].mime))).toEqual([
      'PDF',
      'JPEG',
      'PNG',
      'DOC',
      'DOCX',
      'PPT',
      'PPTX',
      'XLS',
      'XLSX',
      'ODT',
      'MP4',
    ]);
  });

  it("falls back to the name's extension, then to the media type, then to nothing", () => {
    expect(fileFormat('application/octet-stream', 'Prospectus 2026.Pdf')).toBe('PDF');
    expect(fileFormat('text/csv', null)).toBe('CSV');
    expect(fileFormat(null, '.hidden')).toBe('');
    expect(fileFormat(undefined)).toBe('');
  });
});
