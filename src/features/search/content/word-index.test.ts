import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet';
import { WordIndex } from './word-index';

const everyFile = () => true;
const find = (index: WordIndex, query: string, visible: (fileId: string) => boolean) =>
  index.search(query, visible, 10).hits;

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
    expect(find(index, 'KOSAR', everyFile)).toEqual([
      { fileId: 'graphs', part: 4, words: ['kosaraju'] },
    ]);
    expect(find(index, 'resume reseaux', everyFile).map((hit) => hit.fileId)).toEqual(['french']);
    // Only the last word is a prefix: "kosar algorithm" needs the whole word "kosar".
    expect(find(index, 'kosar algorithm', everyFile)).toEqual([]);
  });

  it('matches a last word of under three letters whole, and counts what it does not return', () => {
    const index = library();
    expect(find(index, 'ko', everyFile)).toEqual([]);
    expect(find(index, 'kos', everyFile)).toHaveLength(1);
    expect(index.search('finds', everyFile, 1)).toMatchObject({ hits: [{}], total: 2 });
  });

  it('matches pages holding every word, and only files the student may see', () => {
    const index = library();
    expect(find(index, 'tarjan components', everyFile)).toEqual([]);
    expect(find(index, 'finds', everyFile)).toHaveLength(2);
    expect(find(index, 'finds', (fileId) => fileId !== 'graphs')).toEqual([]);
  });

  it('survives being kept and read back, forgets a removed file, and reads damage as empty', () => {
    const kept = WordIndex.restore(library().serialise());
    expect(kept.holds('graphs', [4, 5])).toBe(true);
    kept.remove('graphs', [4, 5]);
    expect(kept.holds('graphs', [4])).toBe(false);
    expect(find(kept, 'tarjan', everyFile)).toEqual([]);
    expect(find(kept, 'resume', everyFile)).toHaveLength(1);
    expect(find(WordIndex.restore('{"not": "an index"'), 'resume', everyFile)).toEqual([]);
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
