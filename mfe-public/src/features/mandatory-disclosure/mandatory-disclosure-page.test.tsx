import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MandatoryDisclosure } from '@diet/contracts/mandatory-disclosure';
import { json, renderInShell } from '../../test/render';
import { MandatoryDisclosurePage } from './mandatory-disclosure-page';

const fetchMock = jest.fn();
const DISCLOSURE: MandatoryDisclosure = {
  language: 'en',
  generatedOn: '2026-11-28',
  institute: {
    name: 'District Institute of Education and Training',
    address: { lines: ['Dera Baba Nanak Road'], pin: '151203' },
    phone: '+91 1639 250 100',
    email: 'office@example.org',
    recognition: { order: 'NRC/NCTE/PB-2/1234', date: '2005-08-16', body: null },
    asOf: '2026-10-02',
  },
  programmes: {
    items: [{ id: 'p1', name: 'D.El.Ed', level: 'D.El.Ed', duration: '2 years', intake: 50, fees: '₹ 9,500 a year' }],
    totalIntake: 50,
    asOf: '2026-01-15',
  },
  faculty: {
    items: [
      {
        id: 's1',
        name: 'Gurpreet Kaur',
        designation: 'Lecturer',
        subject: 'Mathematics',
        qualification: 'M.A., M.Ed., Ph.D.',
        photo: '/uploads/g.png',
        joiningDate: '2026-11-18',
      },
    ],
    count: 1,
    asOf: '2026-11-20',
  },
  staffChanges: {
    period: { from: '2026-08-28', to: '2026-11-28' },
    joined: [{ id: 's1', name: 'Gurpreet Kaur', designation: 'Lecturer', date: '2026-11-18' }],
    left: [],
    asOf: '2026-11-28',
  },
  library: {
    subjects: [{ subject: 'Mathematics', holdings: { titles: 2, copies: 5 }, added: { titles: 1, copies: 3 } }],
    totals: { holdings: { titles: 2, copies: 5 }, added: { titles: 1, copies: 3 } },
    period: { from: '2026-08-28', to: '2026-11-28' },
    asOf: '2026-11-23',
    addedAsOf: '2026-11-28',
  },
  facilities: {
    items: [{ title: 'Central Library', description: 'Books and journals.', features: ['Reading room'] }],
    asOf: '2026-10-02',
  },
};

function serve(status = 200) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (status !== 200) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
    return json({ success: true, data: DISCLOSURE });
  });
}
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('mandatory disclosure', () => {
  it("shows NCTE's sections in order, each with the date of its figures", async () => {
    serve();
    renderInShell(<MandatoryDisclosurePage />, '/mandatory-disclosure');
    expect(await screen.findByRole('heading', { level: 1, name: 'NCTE Mandatory Disclosure' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: '1. The institution' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. The institution',
      '2. Recognition by NCTE',
      '3. Programmes, intake and fees',
      '4. Faculty',
      '5. Staff who joined or left in the last quarter',
      '6. Library holdings and additions',
      '7. Facilities',
    ]);
    const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
    expect(section('3. Programmes, intake and fees')).toHaveTextContent('As on: 15 January 2026');
    expect(section('4. Faculty')).toHaveTextContent('As on: 20 November 2026');
    expect(section('5. Staff who joined or left in the last quarter')).toHaveTextContent(
      'Counted on 28 November 2026, for the quarter 28 August 2026 to 28 November 2026',
    );
    expect(section('6. Library holdings and additions')).toHaveTextContent('As on: 23 November 2026');
    // A recognition detail the office has not entered says so.
    expect(section('2. Recognition by NCTE')).toHaveTextContent('Recognising bodyNot yet entered by the office');

    expect(cellsOf(screen.getByRole('table', { name: '3. Programmes, intake and fees' }))).toEqual([
      ['D.El.Ed', 'D.El.Ed', '2 years', '50', '₹ 9,500 a year'],
      ['Total intake', '', '', '50', ''],
    ]);
    const faculty = screen.getByRole('table', { name: '4. Faculty' });
    expect(cellsOf(faculty)).toEqual([
      ['', 'Gurpreet Kaur', 'Lecturer', 'M.A., M.Ed., Ph.D.', 'Mathematics', '18 November 2026'],
    ]);
    expect(within(faculty).getByRole('img', { name: 'Photo of Gurpreet Kaur' })).toHaveAttribute(
      'src',
      '/uploads/g.png',
    );
    expect(
      cellsOf(screen.getByRole('table', { name: '5. Staff who joined or left in the last quarter: Joined' })),
    ).toEqual([['Gurpreet Kaur', 'Lecturer', '18 November 2026']]);
    expect(screen.getByText('No one left in this quarter.')).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: '6. Library holdings and additions' }))).toEqual([
      ['Mathematics', '2', '5', '1', '3'],
      ['Total', '2', '5', '1', '3'],
    ]);
    expect(screen.getByText('Central Library')).toBeInTheDocument();
  });

  it('prints from a real button', async () => {
    serve();
    const print = jest.fn();
    window.print = print;
    renderInShell(<MandatoryDisclosurePage />, '/mandatory-disclosure');
    await screen.findByRole('heading', { level: 2, name: '1. The institution' });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when the disclosure cannot be read, and reads it again on request', async () => {
    serve(500);
    renderInShell(<MandatoryDisclosurePage />, '/mandatory-disclosure');
    expect(await screen.findByText('We could not load the disclosure.')).toBeInTheDocument();
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: '4. Faculty' })).toBeInTheDocument();
  });
});
