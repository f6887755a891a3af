/**
 * The sending side of a transfer, for one receiving device it has paired with (pair-devices.ts):
 * offers the files with what the student made of them, then sends each file the receiver asks
 * for, piece by piece, each piece with its hash. The receiver decides what it lacks and asks, and
 * says which pieces of a file it kept from an earlier try: a second send of the same files, or one
 * after a dropped connection, sends only what is missing, down to the piece.
 */
import type { OwnSubject } from '../../storage/own-subjects-store';
import { readFile, type StorageLayout, type StoredFileRecord } from '../../storage/file-store';
import { marksOf } from '../library/file-marks';
import { withoutData } from '../library/record-shape';
import type { Link } from './link';
import { deadlineIn, timeFor, waitWithin, type Deadline } from './deadline';
import { holdForeground } from '../library/foreground-work';
import { FRAME_BYTES, PIECE_BYTES, pieceHash, piecesOf } from './piece-hash';
import {
  ProtocolError,
  readFrame,
  sendMessage,
  toSender,
  type OfferedFile,
  type ToSender,
} from './transfer-messages';
import { startProgress, type TransferProgress } from './transfer-progress';

export interface OutgoingFile {
  record: StoredFileRecord;
  layout: StorageLayout;
}

export type SendOutcome =
  { type: 'sent'; stored: number; skipped: number } | { type: 'stopped'; why: 'room' | 'failed' };

export interface SendOptions {
  files: readonly OutgoingFile[];
  /** What the receiver is told of the files (offerOf), made when the code is shown. */
  offer: readonly OfferedFile[];
  /** The student's own subjects, which the offered files' lists may name. */
  subjects: readonly OwnSubject[];
  onProgress?: (progress: TransferProgress) => void;
  /** Where a file's bytes come from: this device's store, but for tests. */
  read?: (file: OutgoingFile) => Promise<Blob>;
}

/** How long the receiver may take to store a file (a slow phone, 100 MB). */
const STORE_WAIT_MS = 10 * 60_000;

async function nextRequest(link: Link, waitMs: number): Promise<ToSender> {
  const frame = await readFrame(link, waitMs);
  if (!('message' in frame)) throw new ProtocolError('Bytes from the receiver.');
  return toSender(frame.message);
}

/**
 * A file's pieces in order, each with its hash; a piece whose hash the receiver said it has is
 * named, not sent.
 */
async function sendBytes(
  link: Link,
  blob: Blob,
  { id, have }: { id: string; have: ReadonlySet<string> },
  onBytes: (bytes: number) => void,
): Promise<void> {
  const pieces = piecesOf(blob.size);
  await sendMessage(link, { t: 'file', id, pieces });
  for (let index = 0; index < pieces; index += 1) {
    const bytes = await blob
      .slice(index * PIECE_BYTES, Math.min((index + 1) * PIECE_BYTES, blob.size))
      .arrayBuffer();
    const hash = await pieceHash(bytes);
    if (have.has(hash)) {
      await sendMessage(link, { t: 'held', hash });
      onBytes(bytes.byteLength);
      continue;
    }
    for (let start = 0; start < bytes.byteLength; start += FRAME_BYTES) {
      await link.send(
        new Uint8Array(bytes, start, Math.min(FRAME_BYTES, bytes.byteLength - start)),
      );
    }
    await sendMessage(link, { t: 'piece', hash });
    onBytes(bytes.byteLength);
  }
}

/** The files as the receiver is told of them: each record, its list, and the student's marks. */
export function offerOf(uid: string, files: readonly OutgoingFile[]): OfferedFile[] {
  const marks = marksOf(
    uid,
    files.map(({ record, layout }) => ({ listKey: layout.listKey, id: record.id })),
  );
  return files.map(({ record, layout }) => {
    const fileMarks = marks.get(record.id);
    return {
      listKey: layout.listKey,
      record: withoutData(record),
      ...(fileMarks && { marks: fileMarks }),
    };
  });
}

/** Answers the receiver's requests until it says it has finished or stopped. */
async function answerRequests(link: Link, options: SendOptions, session: Deadline) {
  const byId = new Map(options.files.map((file) => [file.record.id, file]));
  // Each file goes once a session: a receiver asking again and again is stalling or probing.
  const asked = new Set<string>();
  const read = options.read ?? ((wanted) => readFile(wanted.record, wanted.layout));
  let progress = startProgress(0, 0);
  for (;;) {
    const request = await nextRequest(link, waitWithin(STORE_WAIT_MS, session));
    if (request.t === 'plan') {
      progress = startProgress(request.files, request.bytes);
      options.onProgress?.(progress);
    } else if (request.t === 'want') {
      const file = byId.get(request.id);
      if (!file) throw new ProtocolError('A file that was not offered.');
      if (asked.has(request.id)) throw new ProtocolError('A file asked for twice.');
      asked.add(request.id);
      const blob = await read(file).catch(() => null);
      // Its bytes are gone from this device: the receiver goes on without it.
      if (blob === null) await sendMessage(link, { t: 'missing', id: request.id });
      else
        await sendBytes(link, blob, { id: request.id, have: new Set(request.have) }, (bytes) => {
          progress = { ...progress, bytesDone: progress.bytesDone + bytes };
          options.onProgress?.(progress);
        });
      progress = { ...progress, filesDone: progress.filesDone + 1 };
      options.onProgress?.(progress);
    } else if (request.t === 'finished') {
      return { type: 'sent', stored: request.stored, skipped: request.skipped } as const;
    } else if (request.t === 'stop') {
      return { type: 'stopped', why: request.why } as const;
    } else throw new ProtocolError('A word of pairing after it.');
  }
}

/** Serves one paired receiving device until it has what it wants, or goes away. */
export async function serveReceiver(link: Link, options: SendOptions): Promise<SendOutcome> {
  const offeredBytes = options.files.reduce((sum, { record }) => sum + record.fileSize, 0);
  const session = deadlineIn(timeFor(offeredBytes, STORE_WAIT_MS));
  await sendMessage(link, {
    t: 'offer',
    files: [...options.offer],
    subjects: [...options.subjects],
  });
  // Reading files for the index of their words waits: the channel comes first.
  const release = holdForeground();
  try {
    return await answerRequests(link, options, session);
  } finally {
    release();
  }
}
