import { describe, expect, it } from 'vitest';
import { wordQuery } from './page-search';
import { matchOnPage } from './snippet';

const marked = (text: string, query: string) =>
  matchOnPage(text, wordQuery(query))
    .snippet.filter((run) => run.marked)
    .map((run) => run.text);

describe('matchOnPage', () => {
  it('marks the found words where they are whole words, around the first of them', () => {
    const text = `${'lorem '.repeat(40)}Kosaraju's algorithm, then kosaraju again; rekosaraju not ${'ipsum '.repeat(40)}`;
    const { snippet } = matchOnPage(text, wordQuery('kosaraju'));
    expect(snippet.filter((run) => run.marked).map((run) => run.text)).toEqual([
      'Kosaraju',
      'kosaraju',
    ]);
    expect(snippet[0]).toEqual({ text: '…', marked: false });
    expect(snippet.at(-1)).toEqual({ text: '…', marked: false });
    expect(snippet.map((run) => run.text).join('').length).toBeLessThan(200);
  });

  it('marks an accented word found by its plain spelling', () => {
    expect(matchOnPage('Le résumé du cours', wordQuery('resume'))).toEqual({
      words: ['resume'],
      snippet: [
        { text: 'Le ', marked: false },
        { text: 'résumé', marked: true },
        { text: ' du cours', marked: false },
      ],
    });
  });

  it('names the words of the whole page the query matched, folded, each once', () => {
    const text = 'Kosaraju’s Kosaraju algorithm, Résumé; KOSARAJUS';
    // Only the last word is a prefix: "kosar" whole is on no page.
    expect(matchOnPage(text, wordQuery('kosar resume')).words).toEqual(['resume']);
    expect(matchOnPage(text, wordQuery('resume kosar')).words.sort()).toEqual([
      'kosaraju',
      'kosarajus',
      'resume',
    ]);
    const far = `graph ${'lorem '.repeat(200)} graphtree`;
    expect(matchOnPage(far, wordQuery('gra')).words).toEqual(['graph', 'graphtree']);
  });

  it('marks a word matched by its start whole, and a whole word only where it stands alone', () => {
    expect(marked('a graphtree and a graph', 'gra')).toEqual(['graphtree', 'graph']);
    expect(marked('a graphtree and a graph', 'graph')).toEqual(['graphtree', 'graph']);
    // Two letters are not searched as the start of a word.
    expect(marked('go gopher go', 'go')).toEqual(['go', 'go']);
    expect(marked('a graphtree and a graph tree', 'graph tree')).toEqual(['graph', 'tree']);
  });

  it('marks only what lies in the passage, and shows the page from its start when no word is found', () => {
    const text = `kosaraju ${'lorem '.repeat(100)}kosaraju`;
    expect(marked(text, 'kosaraju')).toEqual(['kosaraju']);
    const { words, snippet } = matchOnPage('nothing here', wordQuery('kosaraju'));
    expect(words).toEqual([]);
    expect(snippet).toEqual([{ text: 'nothing here', marked: false }]);
  });
});
