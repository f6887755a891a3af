import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet';
import { WordIndex } from './word-index';

const everyFile = () => true;

function library() {
  const index = WordIndex.empty();
  index.add('graphs', [
    { part: 4, text: "Kosaraju's algorithm finds strongly connected components" },
    { part: 5, text: 'Tarjan finds them in one pass' },
  ]);
  index.add('french', [{ part: 1, text: 'Résumé des réseaux' }]);
  return index;
}

describe('WordIndex', () => {
  it('finds the last word typed by its prefix, ignoring case and accents', () => {
    const index = library();
    expect(index.search('KOSAR', everyFile, 10)).toEqual([
      { fileId: 'graphs', part: 4, words: ['kosaraju'] },
    ]);
    expect(index.search('resume reseaux', everyFile, 10).map((hit) => hit.fileId)).toEqual([
      'french',
    ]);
    // Only the last word is a prefix: "kosar algorithm" needs the whole word "kosar".
    expect(index.search('kosar algorithm', everyFile, 10)).toEqual([]);
  });

  it('matches pages holding every word, and only files the student may see', () => {
    const index = library();
    expect(index.search('tarjan components', everyFile, 10)).toEqual([]);
    expect(index.search('finds', everyFile, 10)).toHaveLength(2);
    expect(index.search('finds', (fileId) => fileId !== 'graphs', 10)).toEqual([]);
  });

  it('survives being kept and read back, forgets a removed file, and reads damage as empty', () => {
    const kept = WordIndex.restore(library().serialise());
    expect(kept.holds('graphs', [4, 5])).toBe(true);
    kept.remove('graphs', [4, 5]);
    expect(kept.holds('graphs', [4])).toBe(false);
    expect(kept.search('tarjan', everyFile, 10)).toEqual([]);
    expect(kept.search('resume', everyFile, 10)).toHaveLength(1);
    expect(WordIndex.restore('{"not": "an index"').search('resume', everyFile, 10)).toEqual([]);
  });
});

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
