import { neutraliseCell, toSafeCsv } from './safe-csv';

describe('safe CSV', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });
  it('leaves ordinary text alone and quotes commas', () => {
    expect(neutraliseCell('Asha')).toBe('Asha');
    expect(toSafeCsv(['a', 'b'], [['x,y', '=2']])).toBe('a,b\r\n"x,y",\'=2\r\n');
  });
});
