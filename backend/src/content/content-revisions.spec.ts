import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { changedFields, revisionColumns } from './content-revisions';

const notice = CONTENT_TYPES.find((d) => d.name === 'notice')!;
const staff = CONTENT_TYPES.find((d) => d.name === 'staff')!;

describe('changedFields', () => {
  it('names only the fields whose value differs, lists compared by content', () => {
    const before = { title: 'A', body: 'x', publishDate: '2026-11-01', pinned: false, file: null };
    expect(changedFields(notice, before, { ...before, body: 'y' })).toEqual([
      { field: 'body', label: 'Body', before: 'x', after: 'y' },
    ]);
    expect(changedFields(notice, before, { ...before })).toEqual([]);
  });

  it('shows a replaced file by the name it was uploaded under', () => {
    const before = { title: 'A', file: '/uploads/notice-1.pdf', fileName: 'old.pdf' };
    const changes = changedFields(notice, before, { ...before, file: '/uploads/notice-2.pdf', fileName: 'new.pdf' });
    expect(changes).toEqual([{ field: 'file', label: 'File', before: 'old.pdf', after: 'new.pdf' }]);
  });

  it('keeps a photo with its stored copies, and nothing the server decides', () => {
    expect(revisionColumns(staff)).toEqual(expect.arrayContaining(['name', 'photo']));
    expect(revisionColumns(CONTENT_TYPES.find((d) => d.name === 'research')!)).not.toContain('isApproved');
  });
});
