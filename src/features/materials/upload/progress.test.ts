import { notesSettings } from '../../notes/notes-settings';
import { doneProgress, queuedProgress, startedProgress, storingProgress } from './progress';

const notes = notesSettings.milestones;
const others = [20, 40, 60, 80, 100];

describe('progress milestones', () => {
  it('walks the notes milestones 0 → 20 → … → 80 → 100', () => {
    expect(queuedProgress(notes)).toBe(0);
    expect(startedProgress(notes)).toBe(20);
    expect(storingProgress(notes, 0)).toBe(20);
    expect(storingProgress(notes, 50)).toBe(40);
    expect(storingProgress(notes, 67)).toBe(60);
    expect(storingProgress(notes, 99)).toBe(60);
    expect(storingProgress(notes, 100)).toBe(80);
    expect(doneProgress(notes)).toBe(100);
  });

  it('passes every notes milestone as the store reports progress, and nothing between them', () => {
    const seen = new Set(Array.from({ length: 101 }, (_, p) => storingProgress(notes, p)));
    expect([...seen].sort((a, b) => a - b)).toEqual([20, 30, 40, 60, 80]);
  });

  it('walks the other kinds 20 → 40 → … → 100 and clamps odd input', () => {
    expect(queuedProgress(others)).toBe(20);
    expect(startedProgress(others)).toBe(40);
    expect(storingProgress(others, 50)).toBe(60);
    expect(storingProgress(others, 49)).toBe(40);
    expect(storingProgress(others, 250)).toBe(80);
    expect(storingProgress(others, -3)).toBe(40);
    expect(doneProgress(others)).toBe(100);
  });
});
