/**
 * One sync between two paired devices that have proven each other: first they agree on the state
 * of each file both know (listed, renamed, in the Trash, gone), on its marks and on the branch
 * (state-sync.ts), and make the changes here; then each sends what the other lacks of the student's own files, with their marks,
 * through the transfer's own steps (offer, want, pieces checked by hash, stored as an upload
 * stores): the dialer first, then the listener. A file deleted for good is never taken back. What
 * one side says is checked by the other as a restore checks a backup.
 */
import { readOwnSubjects } from '../../../storage/own-subjects-store';
import type { BranchRecord } from '../../../storage/branch-store';
import type { KindSettings } from '../../library/kinds/kind-settings';
import { readLibrary } from '../../library/library-files';
import type { Link } from '../link';
import { receiveFrom } from '../receive-files';
import { offerOf, serveReceiver } from '../send-files';
import { syncStates } from './state-sync';

export interface SyncOutcome {
  /** Files that arrived and were stored here. */
  received: number;
  /** Both ways ran to the end: the other device holds every file of this one now. */
  whole: boolean;
}

interface SyncOptions {
  uid: string;
  kinds: readonly KindSettings[];
  /** The branches a student may choose: another device's choice is one of them or ignored. */
  branches: readonly BranchRecord[];
  /** This device's id and the other's. */
  me: string;
  peer: string;
}

/** Whether the other device said it has every file now. */
async function sendAll(link: Link, uid: string, kinds: readonly KindSettings[]): Promise<boolean> {
  const files = readLibrary(kinds)
    .filter(({ record }) => record.uploadedBy === uid)
    .map(({ record, layout }) => ({ record, layout }));
  const sent = await serveReceiver(link, {
    files,
    offer: offerOf(uid, files),
    subjects: readOwnSubjects(),
  });
  return sent.type === 'sent';
}

export async function syncOver(
  link: Link,
  role: 'dialer' | 'listener',
  options: SyncOptions,
): Promise<SyncOutcome> {
  const { uid, kinds } = options;
  const states = await syncStates(link, options);
  // What the two agreed is kept before any file moves. Kept only at the end, a session cut on the
  // way (the link lost, or its last word lost as the other side closes) would leave this side's
  // earlier states, which the next session would take for changes made here after the other's:
  // a star taken off there would come back.
  await states.save();
  const sentFirst = role === 'dialer' && (await sendAll(link, uid, kinds));
  const outcome = await receiveFrom(link, { uid, kinds, refuse: states.refused });
  const received = outcome.ended === 'done' && outcome.message === null;
  const sentAfter = role === 'listener' && received && (await sendAll(link, uid, kinds));
  await states.save();
  return { received: outcome.stored, whole: received && (sentFirst || sentAfter) };
}
