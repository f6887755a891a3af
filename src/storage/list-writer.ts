/**
 * Every change to a file list goes through one tab at a time. localStorage is shared by the tabs
 * of a site, but Chromium gives each renderer a cache that learns of another renderer's write a
 * moment later: two tabs doing read-modify-write on one list, even one after the other under a
 * lock, can each add to a stale copy and lose the other's entry. So one tab, elected with a Web
 * Lock, is the list writer; the others send it their changes over a BroadcastChannel and wait for
 * its answer. When the writer's tab closes or is frozen, the lock goes to the next tab. Changes
 * are idempotent (an append of an id already listed does nothing), so a change resent after a
 * silent writer is never applied twice.
 */
import { StorageFullError, type StorageFullPhase } from './errors';
import {
  appendAllToList,
  appendToList,
  removeFromList,
  renameInList,
  replaceList,
} from './list-store';
import type { StoredFileRecord } from './records';

export type ListChange =
  | { op: 'append'; key: string; record: StoredFileRecord }
  | { op: 'appendAll'; key: string; records: StoredFileRecord[] }
  | { op: 'remove'; key: string; ids: string[]; uploadedBy?: string }
  | { op: 'replace'; key: string; records: StoredFileRecord[] }
  | { op: 'rename'; key: string; id: string; fileName: string };

type Failure =
  { name: 'StorageFullError'; during?: StorageFullPhase } | { name: 'Error'; message: string };
type Message =
  | { type: 'change'; id: string; change: ListChange }
  | { type: 'done'; id: string; removed: StoredFileRecord[] }
  | { type: 'failed'; id: string; failure: Failure };

/** The Web Lock the list writer holds (README: Two tabs). */
export const LIST_WRITER_LOCK = 'studyshelf-list-writer';
const CHANNEL = 'studyshelf-list-writes';
/** How long a change waits for the writer before asking again (a writer tab may be closing). */
const ANSWER_WITHIN_MS = 2000;
const ATTEMPTS = 3;

/** Applies a change here, now. Returns the records a removal took out. */
export function applyListChange(change: ListChange): StoredFileRecord[] {
  switch (change.op) {
    case 'append':
      appendToList(change.key, change.record);
      return [];
    case 'appendAll':
      appendAllToList(change.key, change.records);
      return [];
    case 'remove': {
      const ids = new Set(change.ids);
      return removeFromList(
        change.key,
        (record) =>
          ids.has(record.id) &&
          (change.uploadedBy === undefined || record.uploadedBy === change.uploadedBy),
      );
    }
    case 'replace':
      replaceList(change.key, change.records);
      return [];
    case 'rename':
      renameInList(change.key, change.id, change.fileName);
      return [];
  }
}

function failureOf(error: unknown): Failure {
  return error instanceof StorageFullError
    ? { name: 'StorageFullError', during: error.during }
    : { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

function errorOf(failure: Failure): Error {
  return failure.name === 'StorageFullError'
    ? new StorageFullError(undefined, { during: failure.during })
    : new Error(failure.message);
}

interface Writer {
  isWriter: boolean;
  channel: BroadcastChannel;
  /** The changes this tab has sent, each waiting for the writer's answer or for this tab to become it. */
  waiting: Map<string, (answer: Message | 'now-writer') => void>;
}

let writer: Writer | null | undefined;

/** Joins the election once per tab; null where the browser has no Web Locks or BroadcastChannel. */
function joinWriters(): Writer | null {
  if (writer !== undefined) return writer;
  const locks = globalThis.navigator?.locks as LockManager | undefined;
  if (typeof locks?.request !== 'function' || typeof BroadcastChannel === 'undefined') {
    writer = null;
    return writer;
  }
  const joined: Writer = {
    isWriter: false,
    channel: new BroadcastChannel(CHANNEL),
    waiting: new Map(),
  };
  joined.channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.type !== 'change') {
      joined.waiting.get(data.id)?.(data);
      return;
    }
    if (!joined.isWriter) return;
    try {
      const removed = applyListChange(data.change);
      joined.channel.postMessage({ type: 'done', id: data.id, removed } satisfies Message);
    } catch (error) {
      joined.channel.postMessage({
        type: 'failed',
        id: data.id,
        failure: failureOf(error),
      } satisfies Message);
    }
  };
  // Held for the tab's life, or until the browser freezes the tab: a frozen writer would leave
  // every other tab's change waiting for an answer that never comes. A frozen tab also leaves the
  // queue, lest the lock be handed to it while it cannot run; it joins again once resumed.
  let standing: AbortController | undefined;
  const stand = () => {
    const inLine = new AbortController();
    standing = inLine;
    void locks
      .request(LIST_WRITER_LOCK, { signal: inLine.signal }, () => {
        joined.isWriter = true;
        for (const answer of [...joined.waiting.values()]) answer('now-writer');
        return new Promise<void>((stepDown) => {
          inLine.signal.addEventListener('abort', () => {
            joined.isWriter = false;
            stepDown();
          });
        });
      })
      .catch(() => undefined);
  };
  document.addEventListener('freeze', () => standing?.abort());
  document.addEventListener('resume', () => {
    if (standing?.signal.aborted) stand();
  });
  stand();
  writer = joined;
  return writer;
}

/**
 * Sends the change to the writer and waits for its answer. 'silent' when none came in time, or
 * when this tab became the writer meanwhile (a tab alone is granted the lock a moment after it
 * asks, and nobody else would answer): either way the caller writes here. Should the old writer
 * have applied it before closing, writing it again changes nothing.
 */
function askWriter(joined: Writer, change: ListChange): Promise<StoredFileRecord[] | 'silent'> {
  const id = crypto.randomUUID();
  return new Promise((resolve, reject) => {
    const settle = (answer: Message | 'now-writer' | 'silent') => {
      clearTimeout(timer);
      joined.waiting.delete(id);
      if (answer === 'now-writer' || answer === 'silent') resolve('silent');
      else if (answer.type === 'done') resolve(answer.removed);
      else if (answer.type === 'failed') reject(errorOf(answer.failure));
    };
    const timer = setTimeout(() => settle('silent'), ANSWER_WITHIN_MS);
    joined.waiting.set(id, settle);
    joined.channel.postMessage({ type: 'change', id, change } satisfies Message);
  });
}

/**
 * Makes a change to a list through this site's list writer (this tab, if it is the writer).
 * Resolves to the records a removal took out; rejects as the write would (StorageFullError…).
 */
export async function changeList(change: ListChange): Promise<StoredFileRecord[]> {
  const joined = joinWriters();
  for (let attempt = 1; joined && attempt <= ATTEMPTS; attempt += 1) {
    if (joined.isWriter) break;
    const answer = await askWriter(joined, change);
    if (answer !== 'silent') return answer;
  }
  // The writer (or none yet, at this tab's start) is here; or no writer answers: write here.
  return applyListChange(change);
}
