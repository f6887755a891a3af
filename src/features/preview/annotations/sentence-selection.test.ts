import { describe, expect, it } from 'vitest';
import { selectSentence, sentencesOf } from './sentence-selection';

describe('sentencesOf', () => {
  it('splits a page’s text into its sentences, without the spaces between them', () => {
    const text = 'Dijkstra relaxes every edge once.  Prim grows a tree! Does Kruskal? ';
    expect(sentencesOf(text).map(([start, end]) => text.slice(start, end))).toEqual([
      'Dijkstra relaxes every edge once.',
      'Prim grows a tree!',
      'Does Kruskal?',
    ]);
    expect(sentencesOf('   ')).toEqual([]);
  });
});

describe('selectSentence', () => {
  /** A page of the reader whose text layer holds `runs`, one span each. */
  function reader(runs: string[]) {
    const root = document.createElement('div');
    root.innerHTML = `<div data-page="2"><div class="textLayer">${runs
      .map((run) => `<span>${run}</span>`)
      .join('')}</div></div>`;
    document.body.append(root);
    return root;
  }
  const selected = () => document.getSelection()?.toString().replace(/\s+/g, ' ');

  it('selects the next sentence, the one after it, and grows the selection back by one', () => {
    const root = reader(['Graphs.', 'Dijkstra relaxes every edge', 'once. Prim grows a tree.']);
    document.getSelection()?.removeAllRanges();
    expect(selectSentence(root, 2, 1, false)).toBe(true);
    expect(selected()).toBe('Graphs.');
    selectSentence(root, 2, 1, false);
    expect(selected()).toBe('Dijkstra relaxes every edgeonce.');
    selectSentence(root, 2, 1, false);
    expect(selected()).toBe('Prim grows a tree.');
    selectSentence(root, 2, -1, true);
    expect(selected()).toBe('Dijkstra relaxes every edgeonce. Prim grows a tree.');
    // Past the last sentence there is nothing more to select.
    selectSentence(root, 2, 1, false);
    expect(selectSentence(root, 2, 1, false)).toBe(false);
    root.remove();
  });
});
