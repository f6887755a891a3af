/**
 * What two paired devices agree on about each of the student's files besides its bytes: whether it
 * is listed (and under which name), in the Trash, or gone for good. Each device keeps, per file,
 * its state, the version of that state (a hybrid logical clock: later versions sort later), and
 * per paired device the version both agreed on when they last met: so a change made on one side
 * since then is told apart from one made on both (a conflict).
 *
 * Per-record versions rather than a CRDT library (Yjs, Automerge): the spec's lists in
 * localStorage stay what the screens read and write, a change is seen by comparing them with the
 * last state kept here, and the rules a student expects on a conflict are not a CRDT's:
 * - a file renamed (or restored) on one device and deleted on the other is kept: an edit beats a
 *   delete;
 * - two renames: the later wins;
 * - a deletion is remembered (a tombstone, state `gone`) for the Trash's 30 days plus 6 months, so
 *   a device that comes back after long cannot bring the file back.
 */
export type FileState =
  | { s: 'listed'; listKey: string; name: string }
  | { s: 'trash'; listKey: string; name: string }
  | { s: 'gone' };

export interface FileEntry {
  /** The version of `state`: a clock reading (see Clock), later sorts later. */
  v: string;
  state: FileState;
  /** Per paired device id: the version both held when they last agreed on this file. */
  agreed: Record<string, string>;
}

export type FileEntries = Map<string, FileEntry>;

/** How long a deletion is remembered: the Trash's 30 days plus 6 months. */
export const TOMBSTONE_MS = (30 + 183) * 24 * 60 * 60_000;

/**
 * A hybrid logical clock: the wall clock in ms, a counter for readings within one ms, and the
 * device id to break ties; as fixed-width text, so comparing text compares readings.
 */
export class Clock {
  private last = { ms: 0, count: 0 };
  constructor(
    private readonly deviceId: string,
    private readonly wallClock: () => number = Date.now,
  ) {}

  now(): string {
    const wall = this.wallClock();
    this.last =
      wall > this.last.ms
        ? { ms: wall, count: 0 }
        : { ms: this.last.ms, count: this.last.count + 1 };
    return Clock.text(this.last.ms, this.last.count, this.deviceId);
  }

  /** Takes a reading from elsewhere into account: later readings here sort after it. */
  saw(version: string): void {
    const parsed = Clock.parse(version);
    if (!parsed) return;
    if (parsed.ms > this.last.ms || (parsed.ms === this.last.ms && parsed.count > this.last.count))
      this.last = parsed;
  }

  static text(ms: number, count: number, device: string): string {
    return `${String(ms).padStart(15, '0')}.${String(count).padStart(6, '0')}.${device}`;
  }

  static parse(version: string): { ms: number; count: number } | null {
    const match = /^(\d{15})\.(\d{6})\.[0-9a-f]{1,64}$/.exec(version);
    return match ? { ms: Number(match[1]), count: Number(match[2]) } : null;
  }
}

const sameState = (a: FileState, b: FileState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The device's entries brought up to date with what its lists and Trash hold now (`current`, the
 * student's own files): a file whose state differs from the one kept gets a new version; a kept
 * file found nowhere is gone; tombstones older than TOMBSTONE_MS are dropped.
 */
export function observe(
  kept: FileEntries,
  current: ReadonlyMap<string, FileState>,
  clock: Clock,
  now = Date.now(),
  bornAt: (id: string) => number | undefined = () => undefined,
): FileEntries {
  const next: FileEntries = new Map();
  for (const [id, entry] of kept) {
    const state = current.get(id) ?? ({ s: 'gone' } as const);
    if (sameState(state, entry.state)) {
      const age = now - (Clock.parse(entry.v)?.ms ?? now);
      if (state.s !== 'gone' || age < TOMBSTONE_MS) next.set(id, entry);
    } else next.set(id, { v: clock.now(), state, agreed: entry.agreed });
  }
  for (const [id, state] of current) {
    if (next.has(id)) continue;
    // A listed file first seen takes the version of its upload, the same on every device that
    // holds it: only a change made after that is a change.
    const born = state.s === 'listed' ? bornAt(id) : undefined;
    next.set(id, { v: born === undefined ? clock.now() : birthVersion(born), state, agreed: {} });
  }
  return next;
}

/** The version of a file as it was uploaded: before any change a device makes to it. */
export function birthVersion(uploadedMs: number): string {
  return Clock.text(uploadedMs, 0, '0');
}

/** A change to make on this device so that it holds the agreed state of a file. */
export interface Change {
  id: string;
  from: FileState | null;
  to: FileState;
}

const isDelete = (state: FileState) => state.s !== 'listed';

/**
 * What this device's entries become after meeting `peer`'s (`theirs`), and the changes to make
 * here for them. For each file either side knows:
 * - changed on one side only since the two last agreed: that side's state;
 * - changed on both: an edit (listed) beats a delete; between two of a kind the later version;
 * - known to one side only: taken as it is (a file listed there arrives with its bytes later).
 * Both sides compute the same result from the same two sets of entries.
 */
export function merge(
  mine: FileEntries,
  theirs: FileEntries,
  peer: { mine: string; theirs: string },
): { entries: FileEntries; changes: Change[] } {
  const entries: FileEntries = new Map();
  const changes: Change[] = [];
  for (const id of new Set([...mine.keys(), ...theirs.keys()])) {
    const own = mine.get(id);
    const other = theirs.get(id);
    const agreed = own?.agreed[peer.theirs] ?? other?.agreed[peer.mine];
    const winner = pick(own, other, agreed);
    if (!winner) continue;
    entries.set(id, {
      v: winner.v,
      state: winner.state,
      agreed: { ...own?.agreed, [peer.theirs]: winner.v },
    });
    // A file listed only there and never here is not a change to make: its bytes bring it.
    if (own && !sameState(own.state, winner.state))
      changes.push({ id, from: own.state, to: winner.state });
    else if (!own && winner.state.s === 'gone') changes.push({ id, from: null, to: winner.state });
  }
  return { entries, changes };
}

function pick(
  own: FileEntry | undefined,
  other: FileEntry | undefined,
  agreed: string | undefined,
): FileEntry | undefined {
  if (!own || !other) return own ?? other;
  if (own.v === other.v || sameState(own.state, other.state)) return own.v >= other.v ? own : other;
  // Never agreed before (a first meeting): the older of the two is taken as where both began.
  const base = agreed ?? (own.v < other.v ? own.v : other.v);
  const ownChanged = own.v > base;
  const otherChanged = other.v > base;
  if (ownChanged && !otherChanged) return own;
  if (otherChanged && !ownChanged) return other;
  const later = own.v > other.v ? own : other;
  // Changed on both: an edit beats a delete, whichever came later; it takes the later version, so
  // neither side takes the delete for a change still to make.
  if (isDelete(own.state) !== isDelete(other.state))
    return { ...(isDelete(own.state) ? other : own), v: later.v };
  return later;
}

/** One row of versioned entries as they are kept and travel: [id, version, content, agreed]. */
export interface VersionedRow<T> {
  id: string;
  v: string;
  content: T;
  agreed: Record<string, string>;
}

/**
 * The well-formed rows of `value` (read back, or from the other device), at most `limit`, each
 * content checked by `read`; anything else is left out.
 */
export function readVersionedRows<T>(
  value: unknown,
  limit: number,
  read: (raw: unknown) => T | null,
): VersionedRow<T>[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, limit).flatMap((row: unknown) => {
    if (!Array.isArray(row)) return [];
    const [id, v, raw, rawAgreed] = row as unknown[];
    const content = read(raw);
    if (typeof id !== 'string' || id === '' || id.length > 255) return [];
    if (typeof v !== 'string' || !Clock.parse(v) || content === null) return [];
    const agreed: Record<string, string> = {};
    if (typeof rawAgreed === 'object' && rawAgreed !== null)
      for (const [device, version] of Object.entries(rawAgreed).slice(0, 64))
        if (/^[0-9a-f]{32}$/.test(device) && typeof version === 'string' && Clock.parse(version))
          agreed[device] = version;
    return [{ id, v, content, agreed }];
  });
}
