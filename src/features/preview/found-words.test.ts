import { describe, expect, it } from 'vitest';
import { findOrder, holdsEvery, markedHtml } from './found-words';

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

describe('findOrder', () => {
  const pages = (count: number, from: number, step: 1 | -1) =>
    [...findOrder(count, from, step)].map(({ page, wrapped }) => `${page}${wrapped ? '*' : ''}`);

  it('goes on to the end, then round from the other end back to the page it started on', () => {
    expect(pages(5, 3, 1)).toEqual(['4', '5', '1*', '2*', '3*']);
    expect(pages(5, 3, -1)).toEqual(['2', '1', '5*', '4*', '3*']);
  });

  it('visits every page once from either end, and from before the first page', () => {
    expect(pages(3, 3, 1)).toEqual(['1*', '2*', '3*']);
    expect(pages(3, 1, -1)).toEqual(['3*', '2*', '1*']);
    // A new search starts on the page in view: from the page before it.
    expect(pages(3, 0, 1)).toEqual(['1', '2', '3']);
    expect(pages(1, 1, 1)).toEqual(['1*']);
  });
});
