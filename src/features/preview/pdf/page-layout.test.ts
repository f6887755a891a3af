import { describe, expect, it } from 'vitest';
import { layoutPages, PAGE_GAP, pageAt, pagesBetween } from './page-layout';

describe('layoutPages', () => {
  const layout = layoutPages(4, 100, (page) => (page === 2 ? 0.5 : 1));

  it('stacks the pages with a gap around each, a landscape page shorter', () => {
    expect(layout.heights).toEqual([100, 50, 100, 100]);
    expect(layout.tops).toEqual([PAGE_GAP, 112 + PAGE_GAP, 174 + PAGE_GAP, 286 + PAGE_GAP]);
    expect(layout.total).toBe(398 + PAGE_GAP);
  });

  it('finds the page at a height, the gap above a page counting as the page before', () => {
    expect(pageAt(layout, 0)).toBe(1);
    expect(pageAt(layout, 120)).toBe(1);
    expect(pageAt(layout, 124)).toBe(2);
    expect(pageAt(layout, 10_000)).toBe(4);
  });

  it('names the pages between two heights, and none of an empty document', () => {
    expect(pagesBetween(layout, 130, 200)).toEqual([2, 3]);
    expect(
      pagesBetween(
        layoutPages(0, 100, () => 1),
        0,
        100,
      ),
    ).toEqual([1, 0]);
  });

  it('lays out a 500-page book at once', () => {
    const book = layoutPages(500, 800, () => Math.SQRT2);
    expect(book.tops).toHaveLength(500);
    expect(pageAt(book, book.tops[399] ?? 0)).toBe(400);
  });
});
