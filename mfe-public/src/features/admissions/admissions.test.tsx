import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderPage } from '../../test/render';
import { PhaseTimeline, phaseState } from './programme-card';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const PHASES = [
  { id: 'p1', name: 'Online application', from: '2026-11-01', to: '2026-11-30' },
  { id: 'p2', name: 'Merit list', from: '2026-12-10', to: '2026-12-10' },
];
const PREVIOUS = { id: 'p0', name: 'Notification', from: '2026-10-01', to: '2026-10-05' };

const programme = {
  id: 'deled',
  name: 'D.El.Ed',
  duration: '2 years (4 semesters)',
  intake: 50,
  fees: '₹ 9,500 a year',
  eligibility: '10+2 with 50% marks\n\nPunjabi passed in matriculation',
  status: 'Open',
  phases: [PREVIOUS, ...PHASES],
};
const meritList = {
  id: 'd1',
  title: 'Provisional merit list',
  category: 'Admissions',
  language: 'en',
  file: '/uploads/merit.pdf',
  fileName: 'merit.pdf',
  fileSize: 250_880,
  fileType: 'application/pdf',
  fileFormat: 'PDF',
};

const page = (items: unknown[]) => json({ success: true, data: items, meta: { total: items.length, page: 1 } });

/** /api/admissions and the Admissions downloads (or a failure of the downloads when `downloadsFail`). */
function serve({ downloadsFail = false } = {}) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: { instituteShortName: 'DIET' } });
    if (url.pathname === '/api/admissions') return page([programme]);
    if (url.pathname === '/api/downloads') {
      if (downloadsFail) return json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500);
      return page(url.searchParams.get('category') === 'Admissions' ? [meritList] : []);
    }
    return page([]);
  });
}

describe('a phase on the admissions timeline', () => {
  it('is over once its last day has passed, current from its first to its last day, else still to come', () => {
    const phase = { from: '2026-11-01', to: '2026-11-30' };
    expect(phaseState(phase, '2026-10-31')).toBe('next');
    expect(phaseState(phase, '2026-11-01')).toBe('current');
    expect(phaseState(phase, '2026-11-30')).toBe('current');
    expect(phaseState(phase, '2026-12-01')).toBe('past');
  });

  it('lists the phases in order with <time> dates, the current one said in words and marked as the current step', () => {
    render(<PhaseTimeline phases={[PREVIOUS, ...PHASES]} today="2026-11-28" />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Notification (Over)Dates: 1 October 2026 – 5 October 2026',
      'Online application (Now open)Dates: 1 November 2026 – 30 November 2026',
      // A one-day phase shows its day once.
      'Merit list (Coming)Dates: 10 December 2026',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    expect(steps[1].querySelectorAll('time')[0]).toHaveAttribute('dateTime', '2026-11-01');
  });

  it('says the dates are still to be announced when a programme has no phases', () => {
    render(<PhaseTimeline phases={[]} />);
    expect(screen.getByText('The dates of this year’s admission will be announced here.')).toBeInTheDocument();
  });
});

describe('the admissions page', () => {
  it("shows each programme's seats, duration, fees, eligibility a line each and phases, then the Admissions downloads", async () => {
    serve();
    renderPage('/admissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admissions' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'D.El.Ed' })).closest('li')!;
    expect(card).toHaveTextContent('Admissions open');
    expect(card).toHaveTextContent('Seats50');
    expect(card).toHaveTextContent('Duration2 years (4 semesters)');
    expect(card).toHaveTextContent('Fees₹ 9,500 a year');
    expect(within(card).getByRole('heading', { name: 'Eligibility' })).toBeInTheDocument();
    expect(within(card).getByText('Punjabi passed in matriculation').tagName).toBe('LI');
    expect(within(card).getByRole('heading', { name: 'Admission phases' })).toBeInTheDocument();
    expect(within(card).getAllByText(/Online application|Merit list|Notification/)).toHaveLength(3);

    const related = screen.getByRole('region', { name: 'Prospectus and merit lists' });
    expect(await within(related).findByRole('link', { name: 'Provisional merit list' })).toBeInTheDocument();
    expect(related).toHaveTextContent(/PDF, 245 KB/);
    const asked = fetchMock.mock.calls
      .map(([r]) => new URL((r as Request).url))
      .filter((u) => u.pathname === '/api/downloads');
    expect(asked.every((u) => u.searchParams.get('category') === 'Admissions')).toBe(true);
  });

  it('says when the downloads could not be loaded and loads them again on Try again, the programmes left in place', async () => {
    serve({ downloadsFail: true });
    renderPage('/admissions');
    const related = await screen.findByRole('region', { name: 'Prospectus and merit lists' });
    expect(await within(related).findByRole('alert')).toHaveTextContent('We could not load this list.');
    expect(screen.getByRole('link', { name: 'D.El.Ed' })).toBeInTheDocument();
    serve();
    await userEvent.click(within(related).getByRole('button', { name: 'Try again' }));
    expect(await within(related).findByRole('link', { name: 'Provisional merit list' })).toBeInTheDocument();
  });
});
