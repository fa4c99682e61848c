import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineContentType, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { callsTo, listServer } from '../../test/list-server';
import { json, renderInShell, renderPage } from '../../test/render';
import { ListView } from './list-page';

// The page's table of values (choices.*.ts) names one value the definitions do not.
jest.mock('../../i18n/choices.en', () => ({
  choices: { label: (value: string) => (value === 'Handout' ? 'Handout (table)' : value) },
}));

const fetchMock = jest.fn();
const TITLE = { kind: 'text', label: 'Title', required: 'Title is required', max: 100, searchable: true } as const;

/** A type defined here, public with a list page, at `path`: its fields and what else it says. */
const testType = (
  path: string,
  own: Pick<ContentTypeDefinition, 'fields' | 'public'> & Partial<ContentTypeDefinition>,
): ContentTypeDefinition =>
  defineContentType({
    name: path,
    path,
    table: path,
    label: { one: path, many: path },
    order: [['createdAt', 'desc']],
    admin: { remote: 'mfe_admin_content', icon: 'library', order: 1, nav: path, title: path, columns: ['title'] },
    ...own,
  });
const GONE = { en: 'Withdrawn', pa: 'ਵਾਪਸ ਲਿਆ', hi: 'वापस लिया' };
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const document = (id: string, title: string, category: string, language: string, fileSize: number) => ({
  id,
  title,
  category,
  language,
  file: `/uploads/${id}.pdf`,
  fileName: `${id}.pdf`,
  fileSize,
  fileType: 'application/pdf',
  fileFormat: 'PDF',
});
const DOCUMENTS = [
  document('d1', 'Prospectus 2026', 'Prospectus', 'en', 245 * 1024),
  document('d2', 'Leave form', 'Forms', 'pa', 30 * 1024),
  document('d3', 'Admission form', 'Forms', 'en', 2 * 1024 * 1024 + 200_000),
];

describe('the list page the machinery draws from a definition', () => {
  it("shows the type's name, text, count and cards linked to their pages, each file with format and size", async () => {
    listServer(fetchMock, '/api/downloads', DOCUMENTS, ['title']);
    renderPage('/downloads');
    expect(await screen.findByText('Results: 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeInTheDocument();
    expect(screen.getByText(/^Forms, syllabi, the prospectus/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prospectus 2026' })).toHaveAttribute('href', '/downloads/d1');
    const file = screen.getByRole('link', { name: /^Download: Prospectus 2026/ });
    expect(file).toHaveAttribute('href', '/uploads/d1.pdf?download=1');
    expect(file).toHaveTextContent('Download (PDF, 245 KB)');
    expect(screen.getByRole('link', { name: /^Download: Admission form/ })).toHaveTextContent('Download (PDF, 2.2 MB)');
    // Each card names its choices as the definition does, and says what they are to a screen reader.
    const card = screen.getByRole('link', { name: 'Leave form' }).closest('li')!;
    expect(within(card).getByText('Forms')).toBeInTheDocument();
    expect(within(card).getByText('Punjabi')).toBeInTheDocument();
    expect(within(card).getByText('Language:', { exact: false })).toBeInTheDocument();
  });

  it("filters by each filter field of the definition, by the values' names, and searches, through the API", async () => {
    listServer(fetchMock, '/api/downloads', DOCUMENTS, ['title']);
    renderPage('/downloads');
    await screen.findByText('Results: 3');
    const languages = within(screen.getByLabelText('Language')).getAllByRole('option');
    expect(languages.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'All'],
      ['en', 'English'],
      ['pa', 'Punjabi'],
      ['hi', 'Hindi'],
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Forms');
    expect(await screen.findByText('Results: 2')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/downloads').at(-1)?.get('category')).toBe('Forms');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'pa');
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'prospectus');
    expect(await screen.findByText('Nothing found matching your criteria.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/downloads').at(-1)?.get('q')).toBe('prospectus'));
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(await screen.findByText('Results: 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/downloads').at(-1)?.get('category')).toBeNull();
  });

  it('says when there is nothing, and offers a retry when the list cannot be read', async () => {
    listServer(fetchMock, '/api/downloads', [], ['title']);
    const { unmount } = renderPage('/downloads');
    expect(await screen.findByText('There is nothing here at the moment.')).toBeInTheDocument();
    unmount();
    listServer(fetchMock, '/api/downloads', DOCUMENTS, ['title'], { fail: true });
    renderPage('/downloads');
    expect(await screen.findByText('We could not load this list.')).toBeInTheDocument();
    listServer(fetchMock, '/api/downloads', DOCUMENTS, ['title']);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Results: 3')).toBeInTheDocument();
  });

  it('pages past the first 20 through the API', async () => {
    const many = Array.from({ length: 45 }, (_, i) => document(`m${i}`, `Form ${i}`, 'Forms', 'en', 1024));
    listServer(fetchMock, '/api/downloads', many, ['title']);
    renderPage('/downloads');
    expect(await screen.findByText('Results: 45')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Form \d+$/ })).toHaveLength(20);
    expect(screen.getByRole('navigation', { name: 'Page 1 of 3' })).toBeInTheDocument();
    // Links to the pages' addresses (they work before the script); past the first page, nowhere.
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/downloads?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/downloads?page=1');
    await userEvent.click(await screen.findByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('navigation', { name: 'Page 3 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Form \d+$/ })).toHaveLength(5));
    expect(callsTo(fetchMock, '/api/downloads').at(-1)?.get('page')).toBe('3');
  });

  it('draws the page of a type defined here, with no other file touched', async () => {
    const leaflets = testType('leaflets', {
      fields: {
        title: TITLE,
        colour: {
          kind: 'choice',
          label: 'Colour',
          values: ['red', 'blue'],
          filter: true,
          names: { en: 'Paper colour', pa: 'ਕਾਗ਼ਜ਼ ਦਾ ਰੰਗ', hi: 'काग़ज़ का रंग' },
          valueNames: {
            red: { en: 'Red paper', pa: 'ਲਾਲ', hi: 'लाल' },
            blue: { en: 'Blue paper', pa: 'ਨੀਲਾ', hi: 'नीला' },
          },
        },
      },
      public: {
        list: true,
        get: true,
        page: true,
        nav: { en: 'Leaflets', pa: 'ਪਰਚੇ', hi: 'पर्चे' },
        listPage: { intro: { en: 'Leaflets to hand out.', pa: 'ਵੰਡਣ ਲਈ ਪਰਚੇ।', hi: 'बाँटने के लिए पर्चे।' } },
      },
    });
    listServer(fetchMock, '/api/leaflets', [{ id: 'l1', title: 'Open day', colour: 'red' }], ['title']);
    renderInShell(<ListView definition={leaflets} />, '/leaflets');
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Leaflets' })).toBeInTheDocument();
    expect(screen.getByText('Leaflets to hand out.')).toBeInTheDocument();
    expect(screen.getByText('Red paper', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Paper colour'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Red paper', 'Blue paper']);
  });

  it("names a value the definition leaves unnamed by the page's table, on the card as in the filter", async () => {
    const sheets = testType('sheets', {
      fields: { title: TITLE, kind: { kind: 'choice', label: 'Kind', values: ['Handout', 'Poster'], filter: true } },
      public: {
        list: true,
        get: true,
        page: true,
        nav: { en: 'Sheets', pa: 'ਸ਼ੀਟਾਂ', hi: 'शीट' },
        listPage: { intro: { en: 'Sheets.', pa: 'ਸ਼ੀਟਾਂ।', hi: 'शीट।' } },
      },
    });
    listServer(fetchMock, '/api/sheets', [{ id: 's1', title: 'Week one', kind: 'Handout' }], ['title']);
    renderInShell(<ListView definition={sheets} />, '/sheets');
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    const card = screen.getByText('Week one').closest('li')!;
    expect(within(card).getByText('Handout (table)')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Kind')).getByRole('option', { name: 'Handout (table)' })).toBeInTheDocument();
  });

  it("offers the definition's order and its named sorts in one select, sends the choice, and Clear Filters keeps it", async () => {
    const posters = testType('posters', {
      fields: { title: TITLE },
      sorts: { param: 'sort', options: { az: [['title', 'asc']] } },
      public: {
        list: true,
        get: true,
        page: true,
        nav: { en: 'Posters', pa: 'ਪੋਸਟਰ', hi: 'पोस्टर' },
        listPage: {
          intro: { en: 'Posters.', pa: 'ਪੋਸਟਰ।', hi: 'पोस्टर।' },
          sort: {
            label: { en: 'Order', pa: 'ਕ੍ਰਮ', hi: 'क्रम' },
            default: { en: 'Newest first', pa: 'ਨਵੇਂ ਪਹਿਲਾਂ', hi: 'नए पहले' },
            options: { az: { en: 'By title', pa: 'ਸਿਰਲੇਖ ਅਨੁਸਾਰ', hi: 'शीर्षक से' } },
          },
        },
      },
    });
    listServer(fetchMock, '/api/posters', [{ id: 'p1', title: 'Open day' }], ['title']);
    renderInShell(<ListView definition={posters} />, '/posters');
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    const order = screen.getByLabelText('Order');
    expect(
      within(order)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Newest first'],
      ['az', 'By title'],
    ]);
    // The definition's own order is the API's default: nothing to send.
    expect(callsTo(fetchMock, '/api/posters')[0].get('sort')).toBeNull();
    await userEvent.selectOptions(order, 'az');
    await waitFor(() => expect(callsTo(fetchMock, '/api/posters').at(-1)?.get('sort')).toBe('az'));
    await userEvent.type(screen.getByLabelText('Search'), 'zzz');
    await userEvent.click(await screen.findByRole('link', { name: 'Clear Filters' }));
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Order')).toHaveValue('az');
    expect(callsTo(fetchMock, '/api/posters').at(-1)?.get('sort')).toBe('az');
  });

  it('draws a type defined here as a table, its titles linked to their pages, with facet buttons', async () => {
    // Item routes come from the built route table (PUBLIC_CONTENT): the type takes a path that has them.
    const maps = testType('results', {
      fields: {
        title: TITLE,
        scale: { kind: 'integer', label: 'Scale', filter: true },
        sheets: { kind: 'integer', label: 'Sheets', filter: true, filterSome: { true: 'Some', false: 'None' } },
      },
      public: {
        list: true,
        get: true,
        page: true,
        nav: { en: 'Maps', pa: 'ਨਕਸ਼ੇ', hi: 'मानचित्र' },
        listFacets: ['scale'],
        listPage: {
          intro: { en: 'Maps of the district.', pa: 'ਜ਼ਿਲ੍ਹੇ ਦੇ ਨਕਸ਼ੇ।', hi: 'ज़िले के मानचित्र।' },
          table: {
            caption: { en: 'The maps', pa: 'ਨਕਸ਼ੇ', hi: 'मानचित्र' },
            columns: [
              { field: 'title', title: { en: 'Map', pa: 'ਨਕਸ਼ਾ', hi: 'मानचित्र' } },
              {
                field: 'sheets',
                title: { en: 'Sheets', pa: 'ਸ਼ੀਟਾਂ', hi: 'शीट' },
                badge: { of: 'scale', some: { en: '{n} at 1:{of}', pa: '{n}', hi: '{n}' }, none: GONE },
              },
            ],
          },
          facetButtons: {
            label: { en: 'Refine', pa: 'ਛਾਂਟੋ', hi: 'छाँटें' },
            groups: { scale: { en: 'By scale', pa: 'ਪੈਮਾਨੇ ਅਨੁਸਾਰ', hi: 'पैमाने के अनुसार' } },
          },
        },
      },
    });
    const MAPS = [
      { id: 'm1', title: 'Roads', scale: 5000, sheets: 2 },
      { id: 'm2', title: 'Rivers', scale: 9000, sheets: 0 },
    ];
    fetchMock.mockImplementation(async (request: Request) => {
      const scale = new URL(request.url).searchParams.get('scale');
      const found = MAPS.filter((m) => !scale || String(m.scale) === scale);
      return json({
        success: true,
        data: found,
        meta: {
          total: found.length,
          page: 1,
          pageSize: 20,
          facets: { scale: found.map((m) => ({ value: m.scale, count: 1 })) },
        },
      });
    });
    renderInShell(<ListView definition={maps} />, '/results');
    const table = await screen.findByRole('table', { name: 'The maps' });
    expect(within(table).getByRole('link', { name: 'Roads' })).toHaveAttribute('href', '/results/m1');
    expect(within(table).getByText('2 at 1:5000')).toBeInTheDocument();
    expect(within(table).getByText('Withdrawn')).toBeInTheDocument();
    // No select: `scale` has no facet route, and `sheets` no names for visitors.
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'By scale' })).getByRole('link', { name: '9000 (1)' }),
    );
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/results').at(-1)?.get('scale')).toBe('9000');
    expect(screen.queryByRole('link', { name: /RIS/ })).toBeNull();
  });
});
