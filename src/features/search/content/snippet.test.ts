import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet';

describe('snippetOf', () => {
  it('marks the found words where they start a word, around the first of them', () => {
    const text = `${'lorem '.repeat(40)}Kosaraju's algorithm, then kosaraju again; rekosaraju not ${'ipsum '.repeat(40)}`;
    const runs = snippetOf(text, ['kosaraju']);
    expect(runs.filter((run) => run.marked).map((run) => run.text)).toEqual([
      'Kosaraju',
      'kosaraju',
    ]);
    expect(runs[0]).toEqual({ text: '…', marked: false });
    expect(runs.at(-1)).toEqual({ text: '…', marked: false });
    expect(runs.map((run) => run.text).join('').length).toBeLessThan(200);
  });

  it('marks an accented word found by its plain spelling', () => {
    expect(snippetOf('Le résumé du cours', ['resume'])).toEqual([
      { text: 'Le ', marked: false },
      { text: 'résumé', marked: true },
      { text: ' du cours', marked: false },
    ]);
  });
});
