import { describe, expect, it } from 'vitest';
import type { StoredFileRecord } from '../storage/file-store';
import { canMoveFrom, moveTargets } from '../features/materials/list/move-file';
import { materialKinds } from './material-kinds';
import { notesSettings } from '../features/notes/notes-settings';
import { schedulesSettings } from '../features/schedules/schedule-settings';

const record = (fileName: string): StoredFileRecord =>
  ({ id: 'notes_dsa_1', fileName, fileSize: 1000, fileType: '' }) as StoredFileRecord;

describe('moveTargets', () => {
  it('offers every list of every kind that takes the format, but the file’s own', () => {
    const labels = moveTargets(materialKinds, {
      record: record('graphs.pdf'),
      kind: notesSettings,
      scope: { subject: 'dsa' },
    }).map(({ label }) => label);
    expect(labels).toContain('Notes · AI-ML');
    expect(labels).toContain('Reference books · AI-ML');
    expect(labels).toContain('Lecture schedules');
    expect(labels).toContain('Question papers · AI-ML · Mid Semester');
    expect(labels).not.toContain('Notes · DSA');
  });

  it('leaves out the kinds that do not take the format', () => {
    const kinds = new Set(
      moveTargets(materialKinds, {
        record: record('week5.pptx'),
        kind: notesSettings,
        scope: { subject: 'dsa' },
      }).map(({ kind }) => kind.kind),
    );
    expect([...kinds]).toEqual(['notes']);
    expect(
      moveTargets(materialKinds, {
        record: record('rooms.csv'),
        kind: schedulesSettings,
        scope: {},
      }),
    ).toEqual([]);
  });

  it('lets a schedule move out of its one list, to another kind', () => {
    expect(canMoveFrom(materialKinds, { kind: schedulesSettings, scope: {} })).toBe(true);
    expect(canMoveFrom([schedulesSettings], { kind: schedulesSettings, scope: {} })).toBe(false);
  });
});
