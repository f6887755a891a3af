/**
 * The file states' part of a sync (file-states.ts): what this device's lists and Trash say of the
 * student's own files, how the states travel between two devices and are checked on arrival, and
 * the changes made here once the two agree: a file put in the Trash, restored, renamed or deleted
 * for good on the other device is so here too, through the same store calls as the student's own.
 */
import { listLibrary, removeMovedFile, renameFile, trashFiles } from '../../../storage/file-store';
import { isListKey } from '../../../storage/keys';
import type { BranchRecord } from '../../../storage/branch-store';
import { readSyncStates, writeSyncStates } from '../../../storage/sync-states-store';
import { deleteForGood, restoreFromTrash, trashOf } from '../../../storage/trash';
import { nameProblem } from '../../library/file-name-rules';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { placeOf } from '../../library/library-files';
import type { MarkedFile } from '../../library/file-marks';
import { chosenBranch, takeLaterBranch } from './branch-sync';
import {
  applyMarks,
  currentMarks,
  marksEntriesFrom,
  marksRows,
  mergeMarks,
  observeMarks,
} from './marks-sync';
import type { Link } from '../link';
import { MAX_OFFERED_FILES, ProtocolError, readFrame, sendJson } from '../transfer-messages';
import {
  Clock,
  merge,
  observe,
  type Change,
  type FileEntries,
  type FileEntry,
  type FileState,
  readVersionedRows,
} from './file-states';

/**
 * The student's own files as this device holds them now, listed or in the Trash, and when each
 * was uploaded (its first version).
 */
export function currentStates(uid: string): {
  states: Map<string, FileState>;
  bornAt: (id: string) => number | undefined;
} {
  const states = new Map<string, FileState>();
  const born = new Map<string, number>();
  for (const { listKey, records } of listLibrary())
    for (const record of records)
      if (record.uploadedBy === uid) {
        states.set(record.id, { s: 'listed', listKey, name: record.fileName });
        born.set(record.id, Date.parse(record.uploadedAt));
      }
  for (const { listKey, record } of trashOf(uid))
    states.set(record.id, { s: 'trash', listKey, name: record.fileName });
  return {
    states,
    bornAt: (id) => {
      const ms = born.get(id);
      return ms !== undefined && Number.isFinite(ms) ? ms : undefined;
    },
  };
}

function observeNow(
  kept: FileEntries,
  { states, bornAt }: ReturnType<typeof currentStates>,
  clock: Clock,
): FileEntries {
  return observe(kept, states, clock, Date.now(), bornAt);
}

const MAX_ENTRIES = MAX_OFFERED_FILES * 2;

function stateOf(value: unknown): FileState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Record<string, unknown>;
  if (state.s === 'gone') return { s: 'gone' };
  if (
    (state.s === 'listed' || state.s === 'trash') &&
    typeof state.listKey === 'string' &&
    isListKey(state.listKey) &&
    typeof state.name === 'string' &&
    state.name !== '' &&
    state.name.length <= 255 &&
    nameProblem(state.name) === null
  )
    return { s: state.s, listKey: state.listKey, name: state.name };
  return null;
}

/** Entries as they are kept and travel: [id, version, state, agreed per device]. */
type Row = [string, string, FileState, Record<string, string>];

function rowsOf(entries: FileEntries): Row[] {
  return [...entries].map(([id, { v, state, agreed }]) => [id, v, state, agreed]);
}

/** Entries read back or received: each checked, a malformed one left out, at most MAX_ENTRIES. */
export function entriesFrom(value: unknown): FileEntries {
  return new Map(
    readVersionedRows(value, MAX_ENTRIES, stateOf).map(({ id, v, content, agreed }) => [
      id,
      { v, state: content, agreed },
    ]),
  );
}

/** Makes one change here; false when the store refused it. */
async function apply(
  change: Change,
  uid: string,
  kinds: readonly KindSettings[],
): Promise<boolean> {
  const { id, from, to } = change;
  const listKey = from && from.s !== 'gone' ? from.listKey : null;
  const place = listKey ? placeOf(kinds, listKey) : null;
  const layout = place ? place.kind.layout(place.scope) : null;
  try {
    if (to.s === 'listed' && from?.s === 'trash') {
      await restoreFromTrash(uid, [id]);
      if (layout && from.name !== to.name) await renameFile(layout, id, to.name, uid);
    } else if (to.s === 'listed' && from?.s === 'listed' && layout)
      await renameFile(layout, id, to.name, uid);
    else if (to.s === 'trash' && from?.s === 'listed' && layout)
      await trashFiles(layout, [id], uid);
    else if (to.s === 'gone' && from?.s === 'listed' && layout)
      await removeMovedFile(layout, id, uid);
    else if (to.s === 'gone' && from?.s === 'trash') await deleteForGood(uid, [id]);
    return true;
  } catch {
    return false;
  }
}

/** How long a side waits for the other's states. */
const STATES_WAIT_MS = 60_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The student's listed files by list, as marks are looked up by. */
function listedFiles(states: ReadonlyMap<string, FileState>): MarkedFile[] {
  return [...states].flatMap(([id, state]) =>
    state.s === 'listed' ? [{ listKey: state.listKey, id }] : [],
  );
}

/**
 * Both devices say what they hold (each file's state, and the marks of each listed file), each
 * merges the other's into its own and makes the changes that come of it here. Returns the ids this
 * device must not take from the other's files (deleted for good: a device that kept an old copy
 * cannot bring it back), and the save of what was agreed: made at once, and again once the files
 * have moved too.
 */
export async function syncStates(
  link: Link,
  {
    uid,
    kinds,
    me,
    peer,
    branches,
  }: {
    uid: string;
    kinds: readonly KindSettings[];
    me: string;
    peer: string;
    branches: readonly BranchRecord[];
  },
): Promise<{ refused: Set<string>; save: () => Promise<void> }> {
  const stored = await readSyncStates(uid).catch(() => null);
  const kept = entriesFrom(isObject(stored) ? stored.files : null);
  const keptMarks = marksEntriesFrom(isObject(stored) ? stored.marks : null, MAX_ENTRIES);
  const clock = new Clock(me);
  for (const { v } of [...kept.values(), ...keptMarks.values()]) clock.saw(v);
  // The lists and the Trash read once for the session's start, and once for its end.
  const before = currentStates(uid);
  const mine = observeNow(kept, before, clock);
  const holding = before.states;
  const myMarks = observeMarks(keptMarks, currentMarks(uid, listedFiles(holding)), clock);
  const branch = chosenBranch(uid);
  await sendJson(link, {
    t: 'states',
    rows: rowsOf(mine),
    marks: marksRows(myMarks),
    ...(branch && { branch }),
  });
  const frame = await readFrame(link, STATES_WAIT_MS);
  const said = 'message' in frame && isObject(frame.message) ? frame.message : null;
  if (said?.t !== 'states') throw new ProtocolError('No states.');
  const theirs = entriesFrom(said.rows);
  const theirMarks = marksEntriesFrom(said.marks, MAX_ENTRIES);
  for (const { v } of [...theirs.values(), ...theirMarks.values()]) clock.saw(v);
  const { entries, changes } = merge(mine, theirs, { mine: me, theirs: peer });
  for (const change of changes) {
    // A change the store refused keeps this device's own entry: the next sync tries again.
    if (!(await apply(change, uid, kinds))) {
      const own: FileEntry | undefined = mine.get(change.id);
      if (own) entries.set(change.id, own);
      else entries.delete(change.id);
    }
  }
  takeLaterBranch(uid, branch, said.branch, branches);
  const marks = mergeMarks(myMarks, theirMarks, { mine: me, theirs: peer });
  for (const { id, to } of marks.changes) {
    const state = holding.get(id);
    const from = myMarks.get(id)?.marks;
    if (state?.s === 'listed' && from) applyMarks(uid, { listKey: state.listKey, id }, from, to);
  }
  const refused = new Set(
    [...entries].filter(([, entry]) => entry.state.s === 'gone').map(([id]) => id),
  );
  return {
    refused,
    save: () => {
      const after = currentStates(uid);
      const now = after.states;
      // A file this device never held and has not received (yet, or at all: no room, a lost link)
      // is no state of its own: kept, it would read as deleted here, and delete it there.
      const held = new Map(
        [...entries].filter(([id, entry]) => {
          const heldBefore = mine.get(id)?.state.s;
          return now.has(id) || entry.state.s === 'gone' || (!!heldBefore && heldBefore !== 'gone');
        }),
      );
      const files = rowsOf(observeNow(held, after, clock));
      const agreedMarks = observeMarks(marks.entries, currentMarks(uid, listedFiles(now)), clock);
      return writeSyncStates(uid, { files, marks: marksRows(agreedMarks) });
    },
  };
}
