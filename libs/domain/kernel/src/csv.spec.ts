import { describe, expect, it } from '@jest/globals';
import { csvCell, csvLine } from './csv.js';

describe('csvCell (OWASP CSV injection, issue 18)', () => {
  it('defuses every cell that would start a formula, whatever follows its first character', () => {
    expect(csvCell(`-1+1+cmd|' /C calc'!A0`)).toBe(`'-1+1+cmd|' /C calc'!A0`);
    expect(csvCell('+1+1')).toBe(`'+1+1`);
    expect(csvCell('=1')).toBe(`'=1`);
    expect(csvCell('@x')).toBe(`'@x`);
    expect(csvCell('-')).toBe(`'-`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('quotes quotes, separators and line breaks, and leaves plain text, numbers and booleans alone', () => {
    expect(csvCell('Export, Jr.')).toBe('"Export, Jr."');
    expect(csvCell('a;=1')).toBe('"a;=1"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Ada')).toBe('Ada');
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvLine([1, '=1', null])).toBe(`1,'=1,\r\n`);
  });
});
