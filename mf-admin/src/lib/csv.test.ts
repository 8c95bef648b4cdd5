import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });
  it('neutralises formulas but keeps phone numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+34 600 000 000')).toBe('+34 600 000 000');
  });
  it('starts with a BOM and ends rows with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['1', 'x,y']]);
    expect(csv).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});
