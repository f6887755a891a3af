/**
 * Where each page of a continuously scrolled PDF sits, computed from the pages' shapes alone, so
 * a 500-page book is laid out at once and only the pages near the view are ever drawn.
 */

/** Space between pages, and around them, in CSS pixels. */
export const PAGE_GAP = 12;

/** An A4 page's height over its width: the shape assumed for a page not yet read. */
export const A4_RATIO = Math.SQRT2;

export interface PageLayout {
  /** Each page's top (index 0 is page 1), from the top of the scrolled content. */
  tops: number[];
  heights: number[];
  total: number;
}

/** `count` pages `width` wide, each as tall as its ratio (height over width) makes it. */
export function layoutPages(
  count: number,
  width: number,
  ratioOf: (page: number) => number,
): PageLayout {
  const tops: number[] = [];
  const heights: number[] = [];
  let y = PAGE_GAP;
  for (let page = 1; page <= count; page += 1) {
    const height = Math.round(width * ratioOf(page));
    tops.push(y);
    heights.push(height);
    y += height + PAGE_GAP;
  }
  return { tops, heights, total: y };
}

/** The page (1-based) at height `y` of the content: the last one starting at or above it. */
export function pageAt({ tops }: PageLayout, y: number): number {
  let low = 0;
  let high = tops.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((tops[middle] ?? 0) <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(1, low + 1);
}

/** The first and last page (1-based) with any part between `top` and `bottom`. */
export function pagesBetween(layout: PageLayout, top: number, bottom: number): [number, number] {
  const count = layout.tops.length;
  if (count === 0) return [1, 0];
  return [Math.min(count, pageAt(layout, top)), Math.min(count, pageAt(layout, bottom))];
}

/** A point of the document: a page, and how far down it lies (0 at its top, 1 at its bottom). */
export interface PagePoint {
  page: number;
  within: number;
}

/** The point at height `y` of the content (one in the gap below a page counts as its bottom). */
export function pointAt(layout: PageLayout, y: number): PagePoint {
  const page = pageAt(layout, y);
  const top = layout.tops[page - 1] ?? 0;
  const height = layout.heights[page - 1] ?? 0;
  return { page, within: height > 0 ? Math.min(1, Math.max(0, (y - top) / height)) : 0 };
}

/** Where `point` lies in the content, at height `y`. */
export function heightOf(layout: PageLayout, { page, within }: PagePoint): number {
  return (layout.tops[page - 1] ?? 0) + within * (layout.heights[page - 1] ?? 0);
}
