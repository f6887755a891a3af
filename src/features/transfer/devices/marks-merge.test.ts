import { describe, expect, it } from 'vitest';
import type { Annotation } from '../../../storage/marks-store';
import { joinMarks, marksText, pickMarks, type SyncedMarks } from './marks-merge';

const note = (id: string, text: string, at: string): Annotation => ({
  kind: 'note',
  id,
  page: 2,
  at,
  note: text,
});
const marks = (change: Partial<SyncedMarks>): SyncedMarks => ({
  starred: false,
  annotations: [],
  cards: [],
  ...change,
});
const entry = (v: string, m: SyncedMarks) => ({ v, marks: m, agreed: {} });

describe("a file's marks on two paired devices", () => {
  it('are taken whole from the side that changed them: a star taken off stays off', () => {
    const before = marks({ starred: true, annotations: [note('n1', 'Prim', 'T1')] });
    const after = marks({ starred: false, annotations: [] });
    expect(pickMarks(entry('v1', before), entry('v2', after), 'v1')?.marks).toEqual(after);
    expect(pickMarks(entry('v2', after), entry('v1', before), 'v1')?.marks).toEqual(after);
  });

  it('are joined when changed on both, the same on both sides, and nothing is lost', () => {
    const laptop = marks({
      starred: true,
      place: { page: 3, pages: 9, zoom: 1, at: '2026-12-06T10:00:00.000Z' },
      annotations: [note('n1', 'Prim grows a tree', '2026-12-06T10:00:00.000Z')],
    });
    const phone = marks({
      place: { page: 7, pages: 9, zoom: 1, at: '2026-12-06T11:00:00.000Z' },
      annotations: [
        note('n1', 'Prim grows a minimum spanning tree', '2026-12-06T11:00:00.000Z'),
        note('n2', 'Kruskal sorts edges', '2026-12-06T09:00:00.000Z'),
      ],
    });
    const joined = joinMarks(laptop, phone);
    expect(marksText(joinMarks(phone, laptop))).toBe(marksText(joined));
    expect(joined.starred).toBe(true);
    expect(joined.place?.page).toBe(7);
    // The later edit of n1 wins; the other is kept as a note beside it.
    expect(joined.annotations.map((a) => [a.id, a.kind === 'note' ? a.note : ''])).toEqual([
      ['n1', 'Prim grows a minimum spanning tree'],
      ['n1~kept', 'From your other device: Prim grows a tree'],
      ['n2', 'Kruskal sorts edges'],
    ]);
    expect(pickMarks(entry('v2', laptop), entry('v3', phone), 'v1')?.marks).toEqual(joined);
    // Never agreed before (a first meeting): joined too.
    expect(pickMarks(entry('v2', laptop), entry('v3', phone), undefined)?.marks).toEqual(joined);
  });
});
