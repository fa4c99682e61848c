import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, listServer } from '../../test/list-server';
import { renderInShell } from '../../test/render';
import { results } from '@diet/contracts/content-types/results';
import { ListView } from './list-page';

const fetchMock = jest.fn();
const result = (id: string, course: string, semester: string, year: number) => ({
  id,
  course,
  semester,
  year,
  publishDate: `${year}-06-01`,
  file: `/uploads/r${id}.pdf`,
  fileName: `r${id}.pdf`,
  fileSize: 2 * 1024 * 1024 + 300_000,
  fileType: 'application/pdf',
});
const RESULTS = [
  result('1', 'B.Ed', '1st Year', 2024),
  result('2', 'M.Ed', 'Final', 2023),
  result('3', 'B.Ed', '2nd Year', 2023),
];

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('the results page, drawn from its definition', () => {
  it('shows the figures, cards with Published and a PDF download with type and size', async () => {
    listServer(fetchMock, '/api/results', RESULTS, ['course', 'semester']);
    renderInShell(<ListView definition={results} />, '/results');
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Examination Results' })).toBeInTheDocument();
    expect(screen.getByText('Examination results of every course, published by the institute.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Results in figures' })).toHaveTextContent('95%Pass Rate');
    expect(screen.getByRole('heading', { level: 2, name: 'Published Results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'B.Ed - 1st Year' })).toHaveAttribute('href', '/results/1');
    expect(screen.getByText('Academic Year: 2024')).toBeInTheDocument();
    expect(screen.getAllByText('Published', { selector: 'span' })).toHaveLength(3);
    const link = screen.getByRole('link', { name: /B\.Ed 1st Year 2024/ });
    expect(link).toHaveAttribute('href', '/uploads/r1.pdf?download=1');
    expect(link).toHaveTextContent('Download PDF (2.3 MB)');
    for (const text of [
      '95%',
      '85%',
      'Re-evaluation must be applied for within 15 days of the publication of the result.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('offers the years that have results, from the API, newest first', async () => {
    listServer(fetchMock, '/api/results', RESULTS, ['course', 'semester'], {
      also: { '/api/results/years': [2026, 2019] },
    });
    renderInShell(<ListView definition={results} />, '/results');
    await screen.findByText('3 results found');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Year'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', '2026', '2019']),
    );
  });

  it('keeps a year from the address that has no results yet choosable, in its place among the years', async () => {
    listServer(fetchMock, '/api/results', RESULTS, ['course', 'semester'], {
      also: { '/api/results/years': [2026, 2019] },
    });
    renderInShell(<ListView definition={results} />, '/results?year=2021');
    expect(await screen.findByText('No results found matching your criteria.')).toBeInTheDocument();
    const year = screen.getByLabelText('Year');
    await waitFor(() =>
      expect(
        within(year)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', '2026', '2021', '2019']),
    );
    expect(year).toHaveValue('2021');
  });

  it('filters by course, year and search through the API', async () => {
    listServer(fetchMock, '/api/results', RESULTS, ['course', 'semester'], {
      also: { '/api/results/years': [2024, 2023] },
    });
    renderInShell(<ListView definition={results} />, '/results');
    await screen.findByText('3 results found');
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'B.Ed');
    expect(await screen.findByText('2 results found')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2023');
    expect(await screen.findByText('1 result found')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/results').at(-1)?.get('year')).toBe('2023');
    await userEvent.type(screen.getByLabelText('Search by course or semester'), 'final');
    expect(await screen.findByText('No results found matching your criteria.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/results').at(-1)?.get('q')).toBe('final'));
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
  });

  it('offers a retry when the load fails', async () => {
    listServer(fetchMock, '/api/results', RESULTS, ['course'], { fail: true });
    renderInShell(<ListView definition={results} />, '/results');
    const alert = await screen.findByRole('alert');
    listServer(fetchMock, '/api/results', RESULTS, ['course']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
  });
});
