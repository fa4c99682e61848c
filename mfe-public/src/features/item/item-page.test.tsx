import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { embeddedLists, itemPageOf } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { item as en } from '../../i18n/item.en';
import { item as hi } from '../../i18n/item.hi';
import { item as pa } from '../../i18n/item.pa';
import { json, renderPage } from '../../test/render';
import { labelledFields } from './item-fields';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** The site settings, and `item` at `at` (a notice's), or that status. */
function serve(item: Record<string, unknown> | number, at = '/api/notices/n1') {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (url.pathname === at && typeof item === 'object') return json({ success: true, data: item });
    const status = typeof item === 'number' ? item : 404;
    return json({ success: false, statusCode: status, error: 'x', message: 'Notice not found' }, status);
  });
}

const NOTICE = {
  id: 'n1',
  title: 'Prospectus 2026',
  category: 'Admission',
  body: 'Admissions open on 1 May.\nForms at the office.',
  publishDate: '2026-04-20',
  expiryDate: null,
  pinned: false,
  file: '/uploads/prospectus.pdf',
  fileName: 'prospectus.pdf',
  fileType: 'application/pdf',
  fileSize: 245 * 1024,
};

describe('the item page', () => {
  it('names every field it shows of every type in English, Punjabi and Hindi', () => {
    const missing = CONTENT_TYPES.filter((d) => itemPageOf(d)).flatMap((d) =>
      labelledFields(d).flatMap(([name]) =>
        Object.entries({ en, pa, hi }).flatMap(([language, texts]) =>
          texts.fields[name] || d.fields[name].names ? [] : [`${d.path}.${name} (${language})`],
        ),
      ),
    );
    expect(missing).toEqual([]);
    // And the lists of records that come inside an item (a tender's documents and corrigenda).
    const lists = CONTENT_TYPES.filter((d) => itemPageOf(d)).flatMap((d) =>
      embeddedLists(d, CONTENT_TYPES).map((l) => l.name),
    );
    expect(lists).toEqual(expect.arrayContaining(['documents', 'corrigenda']));
    const unnamed = lists.flatMap((name) =>
      Object.entries({ en, pa, hi }).flatMap(([language, texts]) =>
        texts.embedded[name] ? [] : [`${name} (${language})`],
      ),
    );
    expect(unnamed).toEqual([]);
  });

  it("lists a tender's documents and corrigenda, each named, dated where it has a date, and downloadable", async () => {
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
      return json({
        success: true,
        data: {
          id: 't1',
          referenceNumber: 'DIET/FDK/2026/7',
          title: 'Supply of benches',
          publishDate: '2026-11-20',
          closingAt: '2026-12-05T09:30:00.000Z',
          documents: [
            {
              id: 'd1',
              title: 'Tender notice',
              file: '/uploads/d1.pdf',
              fileName: 'd1.pdf',
              fileType: 'application/pdf',
              fileSize: 2048,
            },
          ],
          corrigenda: [
            {
              id: 'c1',
              title: 'Closing date extended',
              date: '2026-11-25',
              file: '/uploads/c1.pdf',
              fileName: 'c1.pdf',
              fileType: 'application/pdf',
              fileSize: 1024,
            },
          ],
        },
      });
    });
    renderPage('/tenders/t1');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(documents).toHaveTextContent('Tender notice');
    expect(within(documents).getByRole('link', { name: 'Download: Tender notice (PDF, 2 KB)' })).toHaveAttribute(
      'href',
      '/uploads/d1.pdf?download=1',
    );
    const corrigenda = screen.getByRole('region', { name: 'Corrigenda' });
    expect(corrigenda).toHaveTextContent('25 November 2026');
    expect(within(corrigenda).getByRole('link', { name: /^Download: Closing date extended/ })).toBeInTheDocument();
  });

  it("draws a notice from its definition: heading, dates, category, body, the file's format and size, the way back", async () => {
    serve(NOTICE);
    renderPage('/notices/n1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prospectus 2026' })).toBeInTheDocument();
    expect(screen.getByText('Published').nextSibling).toHaveTextContent('20 April 2026');
    expect(screen.getByText('Category').nextSibling).toHaveTextContent('Admission');
    expect(screen.getByText(/Admissions open on 1 May/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prospectus 2026 (PDF, 245 KB)' })).toHaveAttribute(
      'href',
      '/uploads/prospectus.pdf?download=1',
    );
    expect(screen.getByRole('link', { name: 'Back to Notices and Circulars' })).toHaveAttribute('href', '/notices');
    // No field visitors may not read, nor an empty one.
    expect(screen.queryByText('Valid till')).not.toBeInTheDocument();
    expect(screen.queryByText('Pinned')).not.toBeInTheDocument();
    // A notice is not cited.
    expect(screen.queryByRole('link', { name: /^Cite/ })).not.toBeInTheDocument();
  });

  it("offers a research paper's citation in the formats reference managers import", async () => {
    serve(
      {
        id: 'r1',
        title: 'Reading at home',
        author: 'A. Kaur',
        year: 2025,
        description: 'A study.',
        status: 'Completed',
      },
      '/api/research/r1',
    );
    renderPage('/research/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading at home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cite (RIS): Reading at home' })).toHaveAttribute(
      'href',
      '/api/research/r1/cite?format=ris',
    );
    expect(screen.getByRole('link', { name: 'Cite (BibTeX): Reading at home' })).toHaveAttribute(
      'href',
      '/api/research/r1/cite?format=bibtex',
    );
  });

  it("is the 'page not found' page when the API does not know the item (unknown, unpublished, removed)", async () => {
    serve(404);
    renderPage('/notices/n1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says a failed read failed and offers a retry, not that the item does not exist', async () => {
    serve(500);
    renderPage('/notices/n1');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page.');
    serve(NOTICE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prospectus 2026' })).toBeInTheDocument();
  });
});
