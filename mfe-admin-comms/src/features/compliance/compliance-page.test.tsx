import { App } from 'antd';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComplianceData } from '@diet/contracts/compliance';
import { json, renderInShell, signedInForTest } from '@diet/admin-ui/test-render';
import { CompliancePage } from './compliance-page';

// antd tabs and lists are heavy in jsdom: leave room on a busy 2-core machine.
jest.setTimeout(90_000);
const fetchMock = jest.fn();

const empty: ComplianceData = {
  checkedAt: null,
  brokenLinks: [],
  missingAltText: [],
  missingTranslations: [],
  filesWithoutMeta: [],
  pastReview: [],
};
const found: ComplianceData = {
  ...empty,
  checkedAt: '2026-11-28T04:30:00.000Z',
  brokenLinks: [
    {
      type: 'notice',
      typeName: 'Notice',
      id: 'n1',
      title: 'Admission circular',
      detail: 'Body: /old-page (not found, 404)',
      href: '/admin/notices?edit=n1',
    },
    {
      type: 'page',
      typeName: 'Public page',
      id: '/',
      title: '/',
      detail: 'https://pgportal.gov.in - not checked',
      href: '/',
    },
  ],
  missingTranslations: [
    { type: 'notice', id: 'n1', title: 'Admission circular', detail: 'No Hindi: Title', href: '/admin/notices' },
  ],
};

function serve(last: ComplianceData) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/compliance') return json({ success: true, data: last });
    if (url.pathname === '/api/admin/compliance/run' && request.method === 'POST')
      return json({ success: true, data: found });
    return json({ success: true, data: { instituteShortName: 'DIET' } });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  signedInForTest('editor');
});

const renderPage = () =>
  renderInShell(
    <App>
      <CompliancePage />
    </App>,
    '/admin/compliance',
  );

describe('Compliance', () => {
  it('says when it was never run, and after Run now shows the lists with their counts and where to fix each', async () => {
    serve(empty);
    renderPage();
    expect(await screen.findByText('Not checked yet: press Run now.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Broken links (0)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    // The link to another site is listed but not counted as broken.
    expect(await screen.findByRole('tab', { name: 'Broken links (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Missing Punjabi or Hindi (1)' })).toBeInTheDocument();
    expect(screen.getByText(/^Last checked: /)).toBeInTheDocument();
    expect(screen.getByText('Body: /old-page (not found, 404)')).toBeInTheDocument();
    // Each row names its type as the office does and opens the item's own edit form.
    expect(screen.getByRole('link', { name: 'Open: Admission circular' })).toHaveAttribute(
      'href',
      '/admin/notices?edit=n1',
    );
    expect(screen.getByText('Notice')).toBeInTheDocument();
    expect(screen.getByText('Public page')).toBeInTheDocument();
    expect(screen.getByText('https://pgportal.gov.in - not checked')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([r]) => (r as Request).method === 'POST')).toBe(true));
  });

  it('says there is nothing to fix when a run found nothing', async () => {
    serve({ ...empty, checkedAt: '2026-11-28T04:30:00.000Z' });
    renderPage();
    expect(await screen.findByText('Nothing to fix: every check passed.')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing to fix here.').length).toBeGreaterThan(0);
  });
});
