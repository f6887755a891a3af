/**
 * Where a text selection lies on a PDF page, as shares of the page (PageArea): one box per line,
 * so a highlight is drawn, and written into a PDF, as few rectangles as it has lines.
 */
import type { PageArea } from '../../../storage/marks-store';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Boxes on one line overlap by at least this share of the shorter one's height. */
const SAME_LINE = 0.5;
/** More boxes than any page's lines: a crafted page of many tiny texts is cut here. */
const BOX_LIMIT = 200;

function sameLine(a: Box, b: Box): boolean {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  const shorter = Math.min(a.bottom - a.top, b.bottom - b.top);
  return shorter > 0 && overlap >= SAME_LINE * shorter;
}

/**
 * The client rects of a selection on one page, clipped to the page, merged line by line, and
 * given as shares of the page's box.
 */
export function lineAreas(rects: readonly Box[], page: Box): PageArea[] {
  const width = page.right - page.left;
  const height = page.bottom - page.top;
  if (width <= 0 || height <= 0) return [];
  const lines: Box[] = [];
  const clipped = rects
    .map((rect) => ({
      left: Math.max(rect.left, page.left),
      top: Math.max(rect.top, page.top),
      right: Math.min(rect.right, page.right),
      bottom: Math.min(rect.bottom, page.bottom),
    }))
    .filter((box) => box.right - box.left > 0.5 && box.bottom - box.top > 0.5)
    .sort((a, b) => a.top - b.top || a.left - b.left);
  for (const box of clipped) {
    const line = lines.find((kept) => sameLine(kept, box));
    if (line) {
      line.left = Math.min(line.left, box.left);
      line.top = Math.min(line.top, box.top);
      line.right = Math.max(line.right, box.right);
      line.bottom = Math.max(line.bottom, box.bottom);
    } else if (lines.length < BOX_LIMIT) lines.push({ ...box });
  }
  const share = (value: number, whole: number) => Math.min(1, Math.max(0, value / whole));
  return lines.map((line) => ({
    x: share(line.left - page.left, width),
    y: share(line.top - page.top, height),
    width: share(line.right - line.left, width),
    height: share(line.bottom - line.top, height),
  }));
}
