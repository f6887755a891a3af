import { describe, expect, it } from 'vitest';
import { UNDO_DELETE_MS } from '../../library/kinds/limits';
import { filesToForget } from './gone-files';

describe('filesToForget', () => {
  it('keeps a deleted file’s words while its delete can be undone, and forgets them after', () => {
    const gone = new Map<string, number>();
    const indexed = ['kept', 'deleted'];
    expect(filesToForget(indexed, new Set(['kept']), gone, 1_000)).toEqual([]);
    expect(filesToForget(indexed, new Set(['kept']), gone, 1_000 + UNDO_DELETE_MS - 1)).toEqual([]);
    expect(filesToForget(indexed, new Set(['kept']), gone, 1_000 + UNDO_DELETE_MS)).toEqual([
      'deleted',
    ]);
    expect(gone.size).toBe(0);
  });

  it('starts the wait again for a file brought back by Undo and deleted later', () => {
    const gone = new Map<string, number>();
    filesToForget(['a'], new Set(), gone, 0);
    filesToForget(['a'], new Set(['a']), gone, 5_000);
    expect(filesToForget(['a'], new Set(), gone, UNDO_DELETE_MS + 1)).toEqual([]);
    expect(filesToForget(['a'], new Set(), gone, 2 * UNDO_DELETE_MS + 1)).toEqual(['a']);
  });
});
