import { fileLabel } from './file-size';

// A download button names the file's kind once (issue 39 item 9): 'PDF ਡਾਊਨਲੋਡ ਕਰੋ (8 KB)', not '(PDF, 8 KB)'.
describe('fileLabel', () => {
  it('leaves the kind out when the label already names it, in every language', () => {
    expect(fileLabel('application/pdf', 'notice.pdf', 8 * 1024, 'PDF ਡਾਊਨਲੋਡ ਕਰੋ')).toBe('8 KB');
    expect(fileLabel('application/pdf', 'notice.pdf', 8 * 1024, 'PDF डाउनलोड करें')).toBe('8 KB');
    expect(fileLabel('application/pdf', 'notice.pdf', 8 * 1024, 'Download PDF')).toBe('8 KB');
  });

  it('says the kind when the label does not', () => {
    expect(fileLabel('application/pdf', 'notes.pdf', 350 * 1024, 'ਡਾਊਨਲੋਡ ਕਰੋ')).toBe('PDF, 350 KB');
    expect(fileLabel('application/vnd.ms-powerpoint', 'slides.ppt', 2 * 1024 * 1024, 'Download PDF')).toBe(
      'PPT, 2.0 MB',
    );
    expect(fileLabel('application/pdf', 'notes.pdf', 350 * 1024)).toBe('PDF, 350 KB');
  });
});
