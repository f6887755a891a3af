import { describe, expect, it } from 'vitest';
import { normalise, wordRanges } from './fold-text';

describe('wordRanges', () => {
  it('marks where folded words begin a word of plain text', () => {
    const text = 'Kosaraju runs DFS twice; kosaraju’s pass and Tarjan';
    expect(wordRanges(text, ['kosaraju']).map(([from, to]) => text.slice(from, to))).toEqual([
      'Kosaraju',
      'kosaraju',
    ]);
    // Inside a word is not where a word begins.
    expect(wordRanges('outrun', ['run'])).toEqual([]);
  });

  it('marks the original characters of text whose accents fold away', () => {
    const text = 'Le RÉSUMÉ de Résumé, then resume';
    const found = wordRanges(text, ['resume']).map(([from, to]) => text.slice(from, to));
    expect(found).toEqual(['RÉSUMÉ', 'Résumé', 'resume']);
    expect(normalise(text)).toBe('le resume de resume, then resume');
  });
});
