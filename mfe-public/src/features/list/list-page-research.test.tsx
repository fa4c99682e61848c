import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from '@diet/frontend-core/toast';
import { callsTo } from '../../test/list-server';
import { json, renderInShell } from '../../test/render';
import { research } from '@diet/contracts/content-types/research';
import { ListView } from './list-page';

// The test environment's FormData is Node's (it goes through Node's fetch); it accepts Node's File only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const NodeFile = require('node:buffer').File as typeof File;

const fetchMock = jest.fn();
const paper = (id: string, title: string, status: string) => ({
  id,
  title,
  author: 'A. Kaur',
  year: 2023,
  description: `${title} text`,
  status,
  file: `/uploads/p${id}.pdf`,
  fileName: `p${id}.pdf`,
  fileSize: 1024 * 1024,
  fileType: 'application/pdf',
});
const PAPERS = [paper('1', 'Play-based Learning', 'Completed'), paper('2', 'Rural Attendance', 'Ongoing')];
let proposalStatus = 201;

function serve() {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site')
      return json({
        success: true,
        data: { instituteShortName: 'DIET', researchAreas: [{ title: 'Pedagogy', description: 'd', projects: 8 }] },
      });
    if (url.pathname === '/api/research/proposal') {
      return proposalStatus === 201
        ? json({ success: true, data: null, message: 'Research proposal submitted successfully!' }, 201)
        : json(
            {
              success: false,
              statusCode: 400,
              error: 'Title is required',
              message: 'Title is required',
              details: { title: 'Title is required' },
            },
            400,
          );
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const status = url.searchParams.get('status');
    const items = PAPERS.filter(
      (p) =>
        (!q || p.title.toLowerCase().includes(q) || p.author.toLowerCase().includes(q)) &&
        (!status || p.status === status),
    );
    return json({ success: true, data: items, meta: { total: items.length, page: 1, pageSize: 24 } });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  proposalStatus = 201;
  serve();
});

const ui = (
  <>
    <ListView definition={research} />
    <ToastContainer />
  </>
);

describe('the research page, drawn from its definition', () => {
  it('lists papers with status badges and PDF downloads, research areas and figures', async () => {
    renderInShell(ui, '/research');
    expect(await screen.findByText('2 papers found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Research and Publications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Research Papers' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by title or author...')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Completed', 'Ongoing', 'Published']);
    // SPEC's colours: Completed green, Ongoing yellow.
    const completed = screen.getByRole('link', { name: 'Play-based Learning' }).closest('li')!;
    expect(within(completed).getByText('Completed').className).toMatch(/green/);
    expect(completed).toHaveTextContent('by A. Kaur · 2023');
    expect(
      within(screen.getByRole('link', { name: 'Rural Attendance' }).closest('li')!).getByText('Ongoing').className,
    ).toMatch(/yellow/);
    expect(screen.getByRole('link', { name: /^Download.*Play-based Learning/ })).toHaveTextContent(
      'Download PDF (1.0 MB)',
    );
    // The card's title is the address of the paper's own page.
    expect(screen.getByRole('link', { name: 'Play-based Learning' })).toHaveAttribute('href', '/research/1');
    expect(await screen.findByText('8 Projects')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Research Areas' })).toBeInTheDocument();
    expect(screen.getByText('25+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact?subject=research');
  });

  it('filters by status and search through the API', async () => {
    renderInShell(ui, '/research');
    await screen.findByText('2 papers found');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Ongoing');
    expect(await screen.findByText('1 paper found')).toBeInTheDocument();
    expect(screen.queryByText('Play-based Learning')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by title or author'), 'zzz');
    expect(await screen.findByText('No research papers found matching your criteria.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/research').at(-1)?.get('q')).toBe('zzz'));
  });

  it('checks the proposal form, sends it as multipart, toasts, closes and reloads the list', async () => {
    renderInShell(ui, '/research');
    await screen.findByText('2 papers found');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Research Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Research Proposal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    for (const text of [
      'Title is required',
      'Author name is required',
      'Year is required',
      'Description is required',
      'Status is required',
      'Research file is required',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByLabelText('Year'), 'abc');
    expect(within(dialog).getByText('Year must be a number')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Year'));
    await userEvent.type(within(dialog).getByLabelText('Year'), '2022');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'My Study');
    await userEvent.type(within(dialog).getByLabelText('Author Name'), 'R. Singh');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'About reading.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Ongoing');
    await userEvent.upload(
      within(dialog).getByLabelText(/Research File/),
      new NodeFile(['%PDF'], 'study.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await screen.findByText('Research proposal submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // SPEC.md section 4: success reloads the list.
    await waitFor(() => expect(callsTo(fetchMock, '/api/research')).toHaveLength(2));
    const request = fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => new URL(r.url).pathname === '/api/research/proposal')!;
    const body = await request.formData();
    expect([
      body.get('title'),
      body.get('author'),
      body.get('year'),
      body.get('status'),
      (body.get('file') as File).name,
    ]).toEqual(['My Study', 'R. Singh', '2022', 'Ongoing', 'study.pdf']);
  });

  it('keeps the form open with its values when the API refuses, and Esc closes it', async () => {
    proposalStatus = 400;
    renderInShell(ui, '/research');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Research Proposal' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Kept');
    await userEvent.type(within(dialog).getByLabelText('Author Name'), 'X');
    await userEvent.type(within(dialog).getByLabelText('Year'), '2021');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'D');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Completed');
    await userEvent.upload(
      within(dialog).getByLabelText(/Research File/),
      new NodeFile(['x'], 'a.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Proposal' }));
    expect(await screen.findByText('Failed to submit research proposal. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Kept');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
