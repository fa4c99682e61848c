import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, listServer } from '../../test/list-server';
import { renderInShell } from '../../test/render';
import { studyMaterial } from '@diet/contracts/content-types/study-material';
import { ListView } from './list-page';

const fetchMock = jest.fn();
const material = (id: string, title: string, subject: string, course: string, type: string) => ({
  id,
  title,
  subject,
  course,
  type,
  uploadDate: '2024-05-02',
  file: `/uploads/m${id}.pdf`,
  fileName: `m${id}.pdf`,
  fileSize: 350 * 1024,
  fileType: 'application/pdf',
});
const MATERIALS = [
  material('1', 'Lesson Plans', 'Education', 'B.Ed', 'Notes'),
  material('2', 'Child Psychology Slides', 'Psychology', 'D.El.Ed', 'Presentation'),
];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('the study materials page, drawn from its definition', () => {
  it('shows cards with type, subject, course, date and a Download with type and size', async () => {
    listServer(fetchMock, '/api/study-material', MATERIALS, ['title', 'subject']);
    renderInShell(<ListView definition={studyMaterial} />, '/study-material');
    expect(await screen.findByText('2 materials found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Study Materials' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Study materials in figures' })).toHaveTextContent('5Material Types');
    expect(screen.getByRole('heading', { level: 2, name: 'Available Materials' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search materials')).toHaveAttribute('placeholder', 'Search by title or subject...');
    // Each card's type, beside its decorative icon.
    expect(screen.getByRole('link', { name: 'Lesson Plans' }).closest('li')).toHaveTextContent(/^📝 Notes/);
    expect(screen.getByText('Education · B.Ed')).toBeInTheDocument();
    expect(screen.getAllByText('2 May 2024')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^Download.*Lesson Plans/ })).toHaveTextContent('Download (PDF, 350 KB)');
    // The card's title is the address of the material's own page.
    expect(screen.getByRole('link', { name: 'Lesson Plans' })).toHaveAttribute('href', '/study-material/1');
    expect(screen.getByRole('heading', { level: 2, name: 'Guidelines' })).toBeInTheDocument();
    expect(screen.getByText('Accepted formats: PDF, PPT, DOC, MP4.')).toBeInTheDocument();
  });

  it('filters by type, subject and course; a filter with no match says so, no materials at all says otherwise', async () => {
    listServer(fetchMock, '/api/study-material', MATERIALS, ['title', 'subject']);
    const { unmount } = renderInShell(<ListView definition={studyMaterial} />, '/study-material');
    await screen.findByText('2 materials found');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Presentation');
    expect(await screen.findByText('1 material found')).toBeInTheDocument();
    expect(screen.queryByText('Lesson Plans')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Arts');
    expect(await screen.findByText('No study materials found matching your criteria.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'M.Ed');
    const last = callsTo(fetchMock, '/api/study-material').at(-1)!;
    expect([last.get('type'), last.get('subject'), last.get('course')]).toEqual(['Presentation', 'Arts', 'M.Ed']);
    unmount();

    listServer(fetchMock, '/api/study-material', [], ['title']);
    renderInShell(<ListView definition={studyMaterial} />, '/study-material');
    expect(await screen.findByText('No study materials available at the moment.')).toBeInTheDocument();
  });
});
