import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tenders } from '@diet/contracts/content-types/tenders';
import { callsTo, listServer } from '../../test/list-server';
import { renderInShell, renderPage } from '../../test/render';
import { ListView } from './list-page';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  document.head.innerHTML = '';
});

const pdf = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  file: `/uploads/${id}.pdf`,
  fileName: `${id}.pdf`,
  fileSize: 1024,
  fileType: 'application/pdf',
  ...extra,
});
const tender = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  referenceNumber: `DIET/FDK/2026/${id}`,
  title: `Supply of furniture ${id}`,
  description: 'Benches and desks.\nDelivery within 30 days.',
  publishDate: '2026-11-01',
  closingAt: '2099-12-15T09:30:00.000Z',
  documents: [],
  corrigenda: [],
  ...overrides,
});
const TENDERS = [
  tender('07', {
    documents: [pdf('doc1', 'Tender document')],
    corrigenda: [pdf('cor1', 'Corrigendum 1', { date: '2026-11-20' })],
  }),
  tender('08'),
];

describe('the tenders page, drawn from its definition', () => {
  it('shows each tender: reference, published, the closing time in IST, its documents and corrigenda with their size', async () => {
    listServer(fetchMock, '/api/tenders', TENDERS, ['referenceNumber', 'title', 'description']);
    renderInShell(<ListView definition={tenders} />, '/tenders');
    expect(await screen.findByText('2 tenders found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tenders' })).toBeInTheDocument();
    expect(screen.getByText(/^Tenders and quotations invited by the institute/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Open tenders' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search tenders')).toHaveAttribute(
      'placeholder',
      'Search by reference number, title or text...',
    );

    const [first, second] = screen.getAllByTestId('tender');
    expect(first).toHaveAttribute('id', 'item-07');
    expect(within(first).getByRole('link', { name: 'Supply of furniture 07' })).toHaveAttribute('href', '/tenders/07');
    expect(first).toHaveTextContent('Reference numberDIET/FDK/2026/07');
    expect(first).toHaveTextContent('Closing time15 December 2099, 3:00 PM IST');
    expect(within(first).getByText('Corrigendum added')).toBeInTheDocument();
    expect(within(first).queryByText('Closed')).toBeNull();
    expect(within(first).getByRole('heading', { level: 4, name: 'Documents' })).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 4, name: 'Corrigenda' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Download PDF: Corrigendum 1/ })).toHaveTextContent(
      'Download PDF (1 KB)',
    );
    expect(within(first).getByText('20 November 2026')).toBeInTheDocument();
    expect(within(second).queryByText('Corrigendum added')).toBeNull();
    expect(within(second).queryByRole('heading', { level: 4 })).toBeNull();
    expect(screen.getByTestId('content-list')).not.toHaveClass('grid');
  });

  it('names its feed in the head and links it; the archive is a view Clear Filters keeps, its tenders Closed', async () => {
    listServer(
      fetchMock,
      '/api/tenders',
      [...TENDERS, tender('01', { closingAt: '2026-01-15T09:30:00.000Z' })],
      ['referenceNumber'],
    );
    renderInShell(<ListView definition={tenders} />, '/tenders');
    await screen.findByText('3 tenders found');
    const head = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(head?.getAttribute('href')).toMatch(/\/rss\/tenders\.xml$/);
    const feed = screen.getByRole('link', { name: 'RSS feed of tenders' });
    expect(feed).toHaveAttribute('href', head?.getAttribute('href'));
    expect(feed).toHaveAttribute('type', 'application/rss+xml');
    expect(within(screen.getAllByTestId('tender')[2]).getByText('Closed')).toBeInTheDocument();

    expect(screen.getByRole('navigation', { name: 'Open tenders or the archive' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search tenders'), 'nothing');
    await userEvent.click(screen.getByRole('link', { name: 'Archive' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/tenders').at(-1)?.get('archived')).toBe('true'));
    expect(screen.getByRole('heading', { level: 2, name: 'Closed tenders' })).toBeInTheDocument();
    expect(await screen.findByText('No tenders found matching your search.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/tenders').at(-1)?.get('q')).toBeNull());
    expect(callsTo(fetchMock, '/api/tenders').at(-1)?.get('archived')).toBe('true');
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'true');
  });
});

describe("the tenders page in the staff preview's place", () => {
  it('is drawn at /preview/corrigendum/<id>, the page a corrigendum is shown on', async () => {
    listServer(fetchMock, '/api/tenders', TENDERS, ['title']);
    renderPage('/preview/corrigendum/cor1', '/tenders');
    expect(await screen.findByText('2 tenders found')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('tender')[0]).getByText('Corrigendum added')).toBeInTheDocument();
  });
});
