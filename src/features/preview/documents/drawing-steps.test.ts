import { describe, expect, it } from 'vitest';
import type { Block, Section } from '../../../shared/documents/document-model';
import { DrawingSteps, UNITS_PER_STEP } from './drawing-steps';

const paragraph = (text: string): Block => ({ type: 'paragraph', runs: [{ text }] });
const table = (rows: number, columns: number): Block => ({
  type: 'table',
  rows: Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => `${r}.${c}`),
  ),
});

/** The cells drawn in the step that takes the drawing from `before` to `after` units. */
function cellsDrawnBetween(
  steps: DrawingSteps,
  sections: Section[],
  before: number,
  after: number,
) {
  const cells = (units: number) =>
    sections.reduce((sum, section, index) => {
      if (!steps.reached(index, units)) return sum;
      const { blocks, rows } = steps.drawnOf(index, units);
      const whole = section.blocks
        .slice(0, blocks)
        .reduce(
          (count, block) => count + (block.type === 'table' ? block.rows.flat().length : 0),
          0,
        );
      const part = section.blocks[blocks];
      const partial = part?.type === 'table' ? part.rows.slice(0, rows).flat().length : 0;
      return sum + whole + partial;
    }, 0);
  return cells(after) - cells(before);
}

describe('DrawingSteps', () => {
  it('counts a paragraph as one unit and draws whole blocks', () => {
    const sections = [{ title: '', blocks: [paragraph('a'), paragraph('b'), paragraph('c')] }];
    const steps = new DrawingSteps(sections);
    expect(steps.total).toBe(3);
    expect(steps.drawnOf(0, 0)).toEqual({ blocks: 0, rows: 0 });
    expect(steps.drawnOf(0, 2)).toEqual({ blocks: 2, rows: 0 });
    expect(steps.drawnOf(0, 99)).toEqual({ blocks: 3, rows: 0 });
  });

  it('draws a 20,000-cell table row by row, never more than about 450 cells a step', () => {
    const sections = [
      { title: '', blocks: [paragraph('before'), table(1000, 20), paragraph('after')] },
    ];
    const steps = new DrawingSteps(sections);
    // 7 units a row of 20 cells.
    expect(steps.total).toBe(1 + 7000 + 1);
    expect(steps.drawnOf(0, UNITS_PER_STEP)).toEqual({ blocks: 1, rows: 21 });
    let most = 0;
    for (let units = 0; units < steps.total; units += UNITS_PER_STEP) {
      most = Math.max(most, cellsDrawnBetween(steps, sections, units, units + UNITS_PER_STEP));
    }
    expect(most).toBeLessThanOrEqual(460);
    expect(steps.drawnOf(0, steps.total)).toEqual({ blocks: 3, rows: 0 });
  });

  it('weighs many small tables among paragraphs by their cells', () => {
    const blocks = Array.from({ length: 40 }, () => [paragraph('p'), table(25, 20)]).flat();
    const sections = [{ title: '', blocks }];
    const steps = new DrawingSteps(sections);
    let most = 0;
    for (let units = 0; units < steps.total; units += UNITS_PER_STEP) {
      most = Math.max(most, cellsDrawnBetween(steps, sections, units, units + UNITS_PER_STEP));
    }
    expect(most).toBeLessThanOrEqual(460);
  });

  it('places each slide after the one before, an empty slide once reached', () => {
    const sections = [
      { title: 'Slide 1', blocks: [paragraph('a'), paragraph('b')] },
      { title: 'Slide 2', blocks: [] },
      { title: 'Slide 3', blocks: [paragraph('c')] },
    ];
    const steps = new DrawingSteps(sections);
    expect(steps.sectionStart(2)).toBe(2);
    expect(steps.reached(1, 1)).toBe(false);
    expect(steps.reached(1, 2)).toBe(true);
    expect(steps.reached(2, 2)).toBe(false);
    expect(steps.drawnOf(2, 3)).toEqual({ blocks: 1, rows: 0 });
    expect(steps.drawnOf(0, 1)).toEqual({ blocks: 1, rows: 0 });
  });

  it('gets to a row wider than a step in a later step', () => {
    const sections = [{ title: '', blocks: [table(2, 600)] }];
    const steps = new DrawingSteps(sections);
    expect(steps.drawnOf(0, UNITS_PER_STEP)).toEqual({ blocks: 0, rows: 0 });
    expect(steps.drawnOf(0, 200)).toEqual({ blocks: 0, rows: 1 });
    expect(steps.drawnOf(0, 400)).toEqual({ blocks: 1, rows: 0 });
  });
});
