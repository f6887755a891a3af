import { formatMb, formatSize } from './format-size';

describe('formatSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.50 KB'],
    [1048575, '1.00 MB'],
    [1048576, '1 MB'],
    [1048577, '1.00 MB'],
    [1.5 * 1048576, '1.50 MB'],
    [104857600, '100 MB'],
    [104857601, '100.00 MB'],
    [500 * 1048576, '500 MB'],
    [540 * 1048576, '540 MB'],
    [2.25 * 1073741824, '2.25 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('treats nonsense as nothing', () => {
    expect(formatSize(-5)).toBe('0 Bytes');
    expect(formatSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('formatMb', () => {
  it('always shows two decimals', () => {
    expect(formatMb(10)).toBe('10.00');
    expect(formatMb(4.8)).toBe('4.80');
    expect(formatMb(123.456)).toBe('123.46');
  });
});
