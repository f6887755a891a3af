import { describe, expect, it } from 'vitest';
import { MAX_TEXT_CHARS, TextParts } from './text-parts';

describe('TextParts', () => {
  it('keeps no more than the cap of a file, says it cut it, and skips empty parts', () => {
    const parts = new TextParts();
    expect(parts.add(1, '  \n ')).toBe(true);
    expect(parts.add(2, 'a'.repeat(MAX_TEXT_CHARS - 10))).toBe(true);
    expect(parts.add(3, 'b'.repeat(100))).toBe(false);
    expect(parts.add(4, 'never kept')).toBe(false);
    expect(parts.parts.map(({ part }) => part)).toEqual([2, 3]);
    expect(parts.chars).toBe(MAX_TEXT_CHARS);
    expect(parts.truncated).toBe(true);
  });
});
