import { parseCsv } from './csv-rows';

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, naming the line each row starts on', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
    ]);
  });

  it('keeps empty cells and a last row without a line break', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 2, cells: ['', '', ''] },
    ]);
  });
});
