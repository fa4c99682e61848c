import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRenderLanguage } from '@diet/contracts/active-language';
import { rtiDisclosures, rtiOfficers } from '@diet/contracts/content-types/rti';
import { json, renderInShell } from '../../test/render';
import { callsTo } from '../../test/list-server';
import { ListView } from './list-page';

const fetchMock = jest.fn();
const disclosure = (id: string, clause: string, title: string) => ({
  id,
  clause,
  title,
  description: `What ${title} holds.`,
  updatedOn: '2026-03-05',
  file: `/uploads/d${id}.pdf`,
  fileName: `d${id}.pdf`,
  fileSize: 2048,
  fileType: 'application/pdf',
});
// In the API's order (clause ascending, as text): '(ix)' before '(v)', '(iv)' before '(v)'.
const DISCLOSURES = [
  disclosure('1', '(i) Organisation, functions and duties', 'Organisation chart'),
  disclosure('2', '(ix) Directory of officers and employees', 'Staff directory'),
  disclosure('3', '(v) Rules, regulations, instructions and manuals', 'Service rules'),
  disclosure('4', '(v) Rules, regulations, instructions and manuals', 'Leave manual'),
];
const OFFICERS = [
  {
    id: 'o1',
    role: 'Public Information Officer',
    name: 'Dr. Asha Rani',
    designation: 'Senior Lecturer',
    address: 'DIET Faridkot\nPunjab',
    phone: '+91 1639 250 000',
    email: 'pio@example.org',
  },
  { id: 'o2', role: 'First Appellate Authority', name: 'Sh. Harpreet Singh', designation: 'Principal' },
];

/** The disclosures' and the officers' lists; a path in `failing` answers 500. */
function serve(disclosures = DISCLOSURES, failing: string[] = []) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (failing.includes(url.pathname)) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    const items = url.pathname === '/api/rti' ? disclosures : url.pathname === '/api/rti-officers' ? OFFICERS : [];
    const clause = url.searchParams.get('clause');
    const found = items.filter((item) => !clause || ('clause' in item && item.clause === clause));
    return json({ success: true, data: found, meta: { total: found.length, page: 1, pageSize: 200 } });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => setRenderLanguage('en'));

describe('the RTI page, drawn from its definition', () => {
  it('shows the officers, then how to file with the fee, then the disclosures under the clauses in the Act’s order', async () => {
    serve();
    renderInShell(<ListView definition={rtiDisclosures} related={rtiOfficers} />, '/rti');
    expect(screen.getByRole('heading', { level: 1, name: 'Right to Information' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'What the institute discloses of itself under section 4(1)(b) of the Right to Information Act, 2005, and how to ask for any other information it holds.',
      ),
    ).toBeInTheDocument();
    await screen.findByText('Staff directory');
    // The sections in the page's order: officers, how to file, the disclosures.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Public Information Officer and Appellate Authority',
      'How to file a request',
      'Proactive disclosures under section 4(1)(b)',
    ]);

    // The officers, each with the officer card: role, name, designation, address, phone, e-mail.
    const officers = within(await screen.findByTestId('related-list'));
    const pio = officers.getByRole('heading', { level: 3, name: 'Dr. Asha Rani' }).closest('li')!;
    expect(within(pio).getByText('Public Information Officer')).toBeInTheDocument();
    expect(within(pio).getByText('Senior Lecturer')).toBeInTheDocument();
    expect(within(pio).getByText('Address').nextElementSibling).toHaveTextContent('DIET Faridkot Punjab');
    expect(within(pio).getByRole('link', { name: '+91 1639 250 000' })).toHaveAttribute('href', 'tel:+911639250000');
    expect(within(pio).getByRole('link', { name: 'pio@example.org' })).toHaveAttribute(
      'href',
      'mailto:pio@example.org',
    );
    const faa = officers.getByRole('heading', { level: 3, name: 'Sh. Harpreet Singh' }).closest('li')!;
    expect(within(faa).getByText('First Appellate Authority')).toBeInTheDocument();
    expect(within(faa).queryByText('Phone')).toBeNull();

    // How to file: the four steps, numbered, and the fee.
    const how = screen.getByRole('region', { name: 'How to file a request' });
    const steps = within(how).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0].closest('ol')).not.toBeNull();
    expect(steps[0]).toHaveTextContent(/^Write your request in English, Hindi or Punjabi/);
    expect(within(how).getByText('Application fee:').parentElement).toHaveTextContent('Application fee: Rs 10');

    // The disclosures under the clauses' names, (i), (v), (ix): the Act's order, not the answer's.
    const groups = screen.getAllByTestId('list-group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '(i) Organisation, functions and duties',
      '(v) Rules, regulations, instructions and manuals',
      '(ix) Directory of officers and employees',
    ]);
    expect(
      within(groups[1])
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Service rules', 'Leave manual']);
    const card = within(groups[0]).getByRole('heading', { level: 4, name: 'Organisation chart' }).closest('li')!;
    expect(within(card).getByText('What Organisation chart holds.')).toBeInTheDocument();
    expect(within(card).getByText(/^Updated on/)).toHaveTextContent('Updated on 5 March 2026');
    expect(within(card).getByRole('link', { name: /Organisation chart/ })).toHaveTextContent('Download PDF (2 KB)');
    // Every disclosure on one page, as the definition asks.
    expect(callsTo(fetchMock, '/api/rti').at(-1)?.get('pageSize')).toBe('200');
  });

  it('filters by a clause, the groups following', async () => {
    serve();
    renderInShell(<ListView definition={rtiDisclosures} related={rtiOfficers} />, '/rti');
    await screen.findByText('Staff directory');
    await userEvent.selectOptions(screen.getByLabelText('Clause'), '(v) Rules, regulations, instructions and manuals');
    await waitFor(() => expect(screen.getAllByTestId('list-group')).toHaveLength(1));
    expect(screen.queryByText('Staff directory')).toBeNull();
  });

  it('says no disclosures are published yet, and that a list failed with a retry', async () => {
    serve([], ['/api/rti-officers']);
    renderInShell(<ListView definition={rtiDisclosures} related={rtiOfficers} />, '/rti');
    expect(await screen.findByText('No disclosures have been published yet.')).toBeInTheDocument();
    const failed = await screen.findByText('We could not load this information.');
    expect(failed.closest('section')).toHaveAccessibleName('Public Information Officer and Appellate Authority');
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dr. Asha Rani' })).toBeInTheDocument();
  });

  it('speaks Punjabi from the definition: the officers, the steps and fee, the clauses', async () => {
    serve();
    setRenderLanguage('pa');
    renderInShell(<ListView definition={rtiDisclosures} related={rtiOfficers} />, '/pa/rti');
    await screen.findByText('Staff directory');
    expect(screen.getByRole('heading', { level: 2, name: 'ਲੋਕ ਸੂਚਨਾ ਅਧਿਕਾਰੀ ਅਤੇ ਅਪੀਲੀ ਅਥਾਰਟੀ' })).toBeInTheDocument();
    expect(await screen.findByText('ਲੋਕ ਸੂਚਨਾ ਅਧਿਕਾਰੀ')).toBeInTheDocument();
    expect(screen.getByText('ਪਤਾ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ਬੇਨਤੀ ਕਿਵੇਂ ਦਿੱਤੀ ਜਾਵੇ' })).toBeInTheDocument();
    expect(screen.getByText('ਅਰਜ਼ੀ ਫ਼ੀਸ:').parentElement).toHaveTextContent('ਅਰਜ਼ੀ ਫ਼ੀਸ: 10 ਰੁਪਏ');
    expect(screen.getByRole('heading', { level: 3, name: '(v) ਨਿਯਮ, ਵਿਨਿਯਮ, ਹਦਾਇਤਾਂ ਅਤੇ ਮੈਨੂਅਲ' })).toBeInTheDocument();
    expect(screen.getAllByText(/^ਅੱਪਡੇਟ ਕਰਨ ਦੀ ਮਿਤੀ/)).toHaveLength(4);
    expect(within(screen.getByLabelText('ਖੰਡ')).getAllByRole('option')[0]).toHaveTextContent('ਸਾਰੇ ਖੰਡ');
  });
});
