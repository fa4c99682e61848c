import { neutraliseCell, toSafeCsv } from './safe-csv';

describe('safe CSV', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });
  it('starts with one UTF-8 byte order mark, so that Excel reads Punjabi and Hindi', () => {
    const csv = toSafeCsv(['Name'], [['ਹਰਪ੍ਰੀਤ ਕੌਰ'], ['सुनीता शर्मा']]);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toBe('\uFEFFName\r\nਹਰਪ੍ਰੀਤ ਕੌਰ\r\nसुनीता शर्मा\r\n');
  });
  it('leaves ordinary text alone and quotes commas', () => {
    expect(neutraliseCell('Asha')).toBe('Asha');
    expect(toSafeCsv(['a', 'b'], [['x,y', '=2']])).toBe('\uFEFFa,b\r\n"x,y",\'=2\r\n');
  });
});
