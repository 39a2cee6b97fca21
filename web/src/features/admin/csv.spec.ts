import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF rows', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n"Siam, Co.","say ""hi""","two\nlines"\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['Siam, Co.', 'say "hi"', 'two\nlines'],
    ]);
  });
  it('keeps empty fields and a last row without a line break', () => {
    expect(parseCsv('x,,z\n,1,')).toEqual([
      ['x', '', 'z'],
      ['', '1', ''],
    ]);
    expect(parseCsv('')).toEqual([]);
  });
});
