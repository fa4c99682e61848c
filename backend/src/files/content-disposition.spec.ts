import { attachmentHeader } from './content-disposition';
import { cleanOriginalName } from './local-file-storage.service';

describe('attachmentHeader', () => {
  it('keeps plain names as they are', () => {
    expect(attachmentHeader('result-2024.pdf')).toBe(
      `attachment; filename="result-2024.pdf"; filename*=UTF-8''result-2024.pdf`,
    );
  });

  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader("ਨਤੀਜਾ (B.Ed)'s.pdf")).toBe(
      `attachment; filename="_____ (B.Ed)'s.pdf"; filename*=UTF-8''%E0%A8%A8%E0%A8%A4%E0%A9%80%E0%A8%9C%E0%A8%BE%20%28B.Ed%29%27s.pdf`,
    );
  });
});

describe('cleanOriginalName', () => {
  it('drops folders, quotes and control characters', () => {
    expect(cleanOriginalName('C:\\Users\\me\\"notes"\r\n.pdf')).toBe('notes.pdf');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('')).toBe('file');
  });
});
