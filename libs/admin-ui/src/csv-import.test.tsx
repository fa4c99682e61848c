import { App } from 'antd';
import { fireEvent, screen, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import { library } from '@diet/contracts/content-types/library';
import { CsvImportButton } from './csv-import';
import { contentEndpointsForTest, json, renderInShell } from './test-render';

const endpoints = contentEndpointsForTest('csvImportTestApi');
jest.setTimeout(60_000);

beforeEach(() => {
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: '1', email: 'e@b.cd', name: 'E', role: 'editor' }));
  global.fetch = jest.fn(async () =>
    json({
      success: true,
      data: {
        rows: 3,
        valid: 1,
        errors: [
          { line: 1, column: 'file', message: 'The first row must name the columns: title, author' },
          { line: 3, column: '', message: 'The row has 2 cells; the header has 9' },
          { line: 4, column: 'isbn', message: 'ISBN is not valid' },
        ],
      },
    }),
  ) as unknown as typeof fetch;
});

it("names where each error of the dry run is: a cell's column, the whole row, or the whole file", async () => {
  renderInShell(
    <App>
      <CsvImportButton definition={library} endpoints={endpoints} />
    </App>,
    '/admin/library',
  );
  fireEvent.click(screen.getByRole('button', { name: /Import/ }));
  const dialog = await screen.findByRole('dialog');
  // The picker's input (antd's Upload): a file chosen there is sent as a dry run at once.
  fireEvent.change(dialog.querySelector('input[type="file"]')!, {
    target: { files: [new File(['title\n'], 'books.csv', { type: 'text/csv' })] },
  });
  const rows = await within(await screen.findByRole('table')).findAllByRole('row');
  expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
    'whole file',
    'whole row',
    'isbn',
  ]);
});
