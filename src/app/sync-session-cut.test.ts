/**
 * A sync between two paired devices cut once they have agreed on the file states and marks, before
 * any file moves: what they agreed is kept all the same. Kept only at a session's end, this device
 * would hold its earlier states and take them at the next session for changes made here after the
 * other's: a star the student took off on the other device would come back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { materialKinds } from './material-kinds';
import { saveFile } from '../storage/file-store';
import { starredFiles } from '../storage/marks-store';
import { readSyncStates } from '../storage/sync-states-store';
import { Clock } from '../features/transfer/devices/file-states';
import { syncOver } from '../features/transfer/devices/sync-session';
import { readFrame, sendJson } from '../features/transfer/transfer-messages';
import { memoryLinks } from '../testing/memory-link';
import { layouts, realFile, resetDevice } from '../testing/stored-files';

const STUDENT = 'uid-student';
const ME = 'a'.repeat(32);
const PEER = 'b'.repeat(32);
const FILE_ID = 'notes_ai-ml_1764223200000_graphs';

beforeEach(resetDevice);
afterEach(resetDevice);

describe('a sync cut after the devices agreed', () => {
  it('keeps what they agreed: the other device’s star and the file’s state, with their versions', async () => {
    await saveFile({
      layout: layouts.notes,
      file: realFile('graphs.pdf', 1000, 'application/pdf'),
      record: { id: FILE_ID, uploadedBy: STUDENT, subject: 'ai-ml' },
    });
    const starredThere = Clock.text(Date.now() + 1000, 0, PEER);
    const [here, there] = memoryLinks();

    // The other device says its states, its star of the file, and goes before any file moves.
    const otherDevice = (async () => {
      const said = await readFrame(there, 5000);
      expect('message' in said && (said.message as { t?: string }).t).toBe('states');
      await sendJson(there, {
        t: 'states',
        rows: [
          [FILE_ID, starredThere, { s: 'listed', listKey: 'notes_ai-ml', name: 'graphs.pdf' }, {}],
        ],
        marks: [[FILE_ID, starredThere, { starred: true, annotations: [], cards: [] }, {}]],
      });
      there.close();
    })();
    const session = syncOver(here, 'dialer', {
      uid: STUDENT,
      kinds: materialKinds,
      branches: [],
      me: ME,
      peer: PEER,
    });
    await expect(session).rejects.toThrow();
    await otherDevice;

    expect(starredFiles(STUDENT).map((mark) => mark.id)).toEqual([FILE_ID]);
    const kept = (await readSyncStates(STUDENT)) as { marks: unknown[][]; files: unknown[][] };
    expect(kept.marks).toEqual([
      [
        FILE_ID,
        starredThere,
        { starred: true, annotations: [], cards: [] },
        { [PEER]: starredThere },
      ],
    ]);
    expect(kept.files).toHaveLength(1);
    expect(kept.files[0]?.[0]).toBe(FILE_ID);
    expect(kept.files[0]?.[3]).toHaveProperty(PEER);
  });
});
