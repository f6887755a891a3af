import { describe, expect, it } from 'vitest';
import type { Highlight } from '../../../storage/marks-store';
import { cardText, HIDDEN, withWordHidden } from './card-text';

const highlight = (quote: string, note = ''): Highlight => ({
  kind: 'highlight',
  id: 'h1',
  page: 4,
  at: '2026-12-01T10:00:00.000Z',
  colour: 'yellow',
  quote,
  note,
  areas: [{ x: 0, y: 0, width: 0.5, height: 0.1 }],
});

describe('cardText', () => {
  it('hides the longest word of a highlight without a note, and answers with the passage', () => {
    expect(cardText(highlight('Tarjan finds strongly connected components'))).toEqual({
      front: `Tarjan finds strongly connected ${HIDDEN}`,
      back: 'Tarjan finds strongly connected components',
    });
  });

  it('asks a highlight’s note, answered by its passage', () => {
    expect(cardText(highlight('Dijkstra relaxes each edge once', ' Why once? '))).toEqual({
      front: 'Why once?',
      back: 'Dijkstra relaxes each edge once',
    });
  });

  it('asks a page’s note with no passage, and makes nothing of a bookmark', () => {
    const at = '2026-12-01T10:00:00.000Z';
    expect(cardText({ kind: 'note', id: 'n', page: 2, at, note: 'Define a cut' })).toEqual({
      front: 'Define a cut',
      back: '',
    });
    expect(cardText({ kind: 'bookmark', id: 'b', page: 2, at })).toBeNull();
    expect(cardText(highlight('   '))).toBeNull();
  });

  it('keeps words of other scripts whole, and a passage with no word as it is', () => {
    expect(withWordHidden('Graphe orienté acyclique')).toBe(`Graphe orienté ${HIDDEN}`);
    expect(withWordHidden('— … —')).toBe('— … —');
  });
});
