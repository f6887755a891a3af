import { describe, expect, it } from 'vitest';
import { holdsEvery, markedHtml } from './found-words';

describe('markedHtml', () => {
  it('marks the found words and draws a crafted PDF’s markup as text', () => {
    expect(markedHtml('<img onerror=x> Kosaraju & Sharir', ['kosaraju'])).toBe(
      '&lt;img onerror=x&gt; <mark>Kosaraju</mark> &amp; Sharir',
    );
    expect(markedHtml('Résumé', ['resume'])).toBe('<mark>Résumé</mark>');
  });
});

describe('holdsEvery', () => {
  it('needs every word at the start of a word', () => {
    expect(holdsEvery('strongly connected components', ['strongly', 'comp'])).toBe(true);
    expect(holdsEvery('strongly connected', ['strongly', 'components'])).toBe(false);
    expect(holdsEvery('interconnected', ['connected'])).toBe(false);
    expect(holdsEvery('anything', [])).toBe(false);
  });
});
