import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { snippetOf } from './snippet';
import { PREFIX_MIN, WORD_INDEX_OPTIONS, WordIndex } from './word-index';

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

describe('WordIndex ranking', () => {
  it("ranks and counts pages as MiniSearch's own search does, over a library of many files", () => {
    const syllables = ['al', 'go', 'graph', 'tree', 'sort', 'heap', 'net', 'flow', 'ker', 'nél'];
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const words = Array.from({ length: 300 }, () =>
      Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join(''),
    );
    const index = WordIndex.empty();
    for (let file = 0; file < 40; file += 1) {
      const parts = Array.from({ length: 3 }, (_, part) => ({
        part: part + 1,
        text: Array.from({ length: 20 + Math.floor(random() * 200) }, () => pick(words)).join(' '),
      }));
      index.add(`file-${file}`, parts);
    }
    const visible = (fileId: string) => fileId !== 'file-7';
    const reference = MiniSearch.loadJSON(index.serialise(), WORD_INDEX_OPTIONS);
    for (const query of [
      'gra',
      'graphtr',
      'GRAPH',
      'nel',
      `${words[1]} ${words[2]?.slice(0, 4)}`,
      `${words[3]} ${words[4]}`,
    ]) {
      const expected = reference.search(query, {
        combineWith: 'AND',
        prefix: (term, at, terms) => at === terms.length - 1 && term.length >= PREFIX_MIN,
        filter: (result) => visible(result['fileId'] as string),
      });
      const { hits, total } = index.search(query, visible, 10);
      expect(total, query).toBe(expected.length);
      expect(total, query).toBeGreaterThan(0);
      expect(
        hits.map(({ fileId, part, words: matched }) => ({ fileId, part, words: matched.sort() })),
        query,
      ).toEqual(
        expected.slice(0, 10).map((result) => ({
          fileId: result['fileId'],
          part: result['part'],
          words: [...result.terms].sort(),
        })),
      );
    }
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
