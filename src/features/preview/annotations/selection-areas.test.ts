import { describe, expect, it } from 'vitest';
import { lineAreas } from './selection-areas';

const page = { left: 100, top: 50, right: 500, bottom: 450 };
const box = (left: number, top: number, right: number, bottom: number) => ({
  left,
  top,
  right,
  bottom,
});

describe('lineAreas', () => {
  it('merges the boxes of each line into one area, as shares of the page', () => {
    const areas = lineAreas(
      [box(120, 90, 200, 110), box(200, 91, 300, 109), box(110, 130, 250, 150)],
      page,
    );
    expect(areas).toEqual([
      { x: 0.05, y: 0.1, width: 0.45, height: 0.05 },
      { x: 0.025, y: 0.2, width: 0.35, height: 0.05 },
    ]);
  });

  it('clips to the page and drops empty boxes', () => {
    expect(lineAreas([box(450, 440, 700, 460), box(120, 90, 120, 110)], page)).toEqual([
      { x: 0.875, y: 0.975, width: 0.125, height: 0.025 },
    ]);
    expect(lineAreas([box(0, 0, 50, 20)], page)).toEqual([]);
  });

  it('keeps at most 200 lines of a crafted page', () => {
    const many = Array.from({ length: 400 }, (_, i) => box(110, 50 + i, 120, 50.9 + i));
    expect(lineAreas(many, page).length).toBeLessThanOrEqual(200);
  });
});
