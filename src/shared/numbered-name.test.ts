import { describe, expect, it } from 'vitest';
import { numberedName } from './numbered-name';

describe('numberedName', () => {
  it('numbers a taken name before its extension, from 2', () => {
    const taken = new Set(['week-3.pdf', 'week-3 (2).pdf', 'README']);
    const isTaken = (name: string) => taken.has(name);
    expect(numberedName('week-4.pdf', isTaken)).toBe('week-4.pdf');
    expect(numberedName('week-3.pdf', isTaken)).toBe('week-3 (3).pdf');
    expect(numberedName('README', isTaken)).toBe('README (2)');
    expect(numberedName('.hidden', (name) => name === '.hidden')).toBe('.hidden (2)');
  });
});
