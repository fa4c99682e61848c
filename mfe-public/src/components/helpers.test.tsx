import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadUrl } from './download-link';
import { fileLabel, formatFileSize } from './file-size';
import { Modal } from './modal';
import { truncate } from './truncate';
import { checkUpload } from './upload-check';

describe('small helpers', () => {
  it('cuts text with an ellipsis only when it is longer than the limit', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('0123456789abc', 10)).toBe('0123456789...');
  });

  it('labels files with type and size, and asks downloads as attachments', () => {
    expect(formatFileSize(350 * 1024)).toBe('350 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(fileLabel('application/pdf', 'a.pdf', 1024)).toBe('PDF, 1 KB');
    expect(fileLabel('image/png', null, 0)).toBe('PNG');
    expect(downloadUrl('/uploads/a.pdf')).toBe('/uploads/a.pdf?download=1');
  });

  it('accepts PDF, JPEG and PNG up to 5MB only', () => {
    expect(checkUpload(new File(['x'], 'a.pdf'))).toBeUndefined();
    expect(checkUpload(new File(['x'], 'a.docx'))).toBe('Invalid file type');
    const big = new File(['x'], 'a.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    expect(checkUpload(big)).toBe('File size exceeds 5MB');
  });
});

describe('modal', () => {
  it('keeps Tab inside, closes on Esc and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    render(<button type="button">opener</button>);
    screen.getByText('opener').focus();
    const { unmount } = render(
      <Modal titleId="t" closeLabel="Close" onClose={onClose}>
        <h2 id="t">Title</h2>
        <a href="#x">inside link</a>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByText('inside link')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(screen.getByText('opener')).toHaveFocus();
  });
});
