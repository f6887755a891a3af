import { describe, expect, it } from 'vitest';
import { builtInFormat, formatGeneral, formatNumber } from './cell-format';

describe('formatNumber', () => {
  it.each([
    [38051, 'yyyy-mm-dd', '2004-03-05'],
    [38051, 'mmm d, yyyy', 'Mar 5, 2004'],
    [38051, 'dddd d mmmm yy', 'Friday 5 March 04'],
    [38051.5, 'yyyy-mm-dd hh:mm', '2004-03-05 12:00'],
    [59, 'yyyy-mm-dd', '1900-02-28'],
    [61, 'yyyy-mm-dd', '1900-03-01'],
    [0.75, 'h:mm AM/PM', '6:00 PM'],
    [0.5208333333, 'hh:mm:ss', '12:30:00'],
    [1.5, '[h]:mm:ss', '36:00:00'],
    [0.001, 'mm:ss.0', '01:26.4'],
    [0.125, '0.0%', '12.5%'],
    [0.5, '0%', '50%'],
    [1234567.891, '#,##0.00', '1,234,567.89'],
    [1234.5, '"$"#,##0.00', '$1,234.50'],
    [1234.5, '$#,##0.00', '$1,234.50'],
    [3, '0.00" kg"', '3.00 kg'],
    [1234567, '#,##0,', '1,235'],
    [-5, '#,##0 ;(#,##0)', '(5)'],
    [-5, '0.00', '-5.00'],
    [0, '0.00;-0.00;"none"', 'none'],
    [12345.678, '0.00E+00', '1.23E+04'],
    [0.5, '0.##', '0.5'],
    [2, '0.##', '2'],
    [4.1, 'General', '4.1'],
    [-2.5, '[Red]0.0;[Blue]-0.0', '-2.5'],
  ])('%s as %s is %s', (value, code, shown) => {
    expect(formatNumber(value, code)).toBe(shown);
  });

  it('counts days from 1904 in a workbook that says so', () => {
    expect(formatNumber(36589, 'yyyy-mm-dd', true)).toBe('2004-03-05');
  });

  it('leaves to General what it does not draw, and bounds what it parses', () => {
    expect(formatNumber(0.5, '# ?/?')).toBeNull();
    expect(formatNumber(5, '[<10]"small";"big"')).toBeNull();
    expect(formatNumber(-1, 'yyyy-mm-dd')).toBeNull();
    expect(formatNumber(1e12, 'yyyy-mm-dd')).toBeNull();
    expect(formatNumber(1, '0'.repeat(300))).toBeNull();
    expect(formatNumber(1, 'kg')).toBeNull();
  });
});

describe('formatGeneral', () => {
  it.each([
    [Number('4.09999999999999999991'), '4.1'],
    [38051, '38051'],
    [0.1 + 0.2, '0.3'],
    [-1.25, '-1.25'],
    [123456789012, '1.23457E+11'],
    [0, '0'],
  ])('%s is %s', (value, shown) => {
    expect(formatGeneral(value)).toBe(shown);
  });
});

describe('builtInFormat', () => {
  it('names the standard formats and leaves the rest to the locale', () => {
    expect(builtInFormat(14)).toBe('yyyy-mm-dd');
    expect(builtInFormat(10)).toBe('0.00%');
    expect(builtInFormat(27)).toBeNull();
  });
});
