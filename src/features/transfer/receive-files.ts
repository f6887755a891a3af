/**
 * The receiving side of a transfer, once paired (pair-devices.ts): checks the offer as a restore checks a
 * backup (known lists, ids of their shape, the student's own files, sizes within the limit), keeps
 * only what this device lacks, checks the room for it with the spec's message, then asks for one
 * file at a time. Each file is stored through the same store as an upload once all its pieces
 * have arrived and matched their hashes: a file is complete or absent, whenever the link drops.
 * The pieces that did arrive are then kept (piece-stash), and the next try is sent only the others.
 */
import { keepBroughtSubjects, withOwnSubjectsAlso } from '../../storage/own-subjects-store';
import { FileIdTakenError, listFiles } from '../../storage/file-store';
import { idsKeptOnDevice, trashOf } from '../../storage/trash';
import { checkStorageRoom, getStorageInfo, requestPersistence } from '../../storage/health';
import { restoreMarks } from '../library/file-marks';
import type { KindSettings, MaterialScope } from '../library/kinds/kind-settings';
import { MAX_FILE_BYTES } from '../library/kinds/limits';
import { placeOf } from '../library/library-files';
import { fitsPlace } from '../library/record-shape';
import { holdForeground } from '../library/foreground-work';
import { notEnoughRoomMessage } from '../library/room-message';
import { storeFailureText, storeFile } from '../library/store-file';
import { openPieceStash, type PieceStash } from '../../storage/piece-stash';
import { LinkClosedError, type Link } from './link';
import { numberedName } from '../../shared/numbered-name';
import { deadlineIn, timeFor, waitWithin, type Deadline } from './deadline';
import { PIECE_BYTES, pieceHash, piecesOf } from './piece-hash';
import {
  ProtocolError,
  readFrame,
  sendMessage,
  toReceiver,
  type OfferedFile,
  type ToReceiver,
} from './transfer-messages';
import { startProgress, type TransferProgress } from './transfer-progress';
import type { ReceivedCounts } from './transfer-texts';

export interface ReceiveOptions {
  uid: string;
  kinds: readonly KindSettings[];
  /** Files not to take, whatever is offered: deleted for good here (a sync's tombstones). */
  refuse?: ReadonlySet<string>;
  onProgress?: (progress: TransferProgress) => void;
}

export type ReceiveOutcome = ReceivedCounts & {
  type: 'received';
  /** How many this device lacked and asked for. */
  wanted: number;
  /**
   * How it ended: every wanted file asked for, the link lost, or the sender broke the
   * protocol. The files stored before stay, whichever.
   */
  ended: 'done' | 'lost' | 'broken';
  /** Why it stopped early in the spec's or the kind's words (room, a store failure), or null. */
  message: string | null;
};

interface Wanted extends OfferedFile {
  kind: KindSettings;
  scope: MaterialScope;
}

const SUBJECTS_NOT_SAVED =
  "The other device's own subjects could not be saved: this browser's storage is full or switched off. Nothing was received.";

/** How long the sender may say nothing while it reads a piece off its disk. */
const PIECE_WAIT_MS = 30_000;
/** Beside the time its bytes may take at the slowest rate (deadline.ts): a piece, a file. */
const PIECE_GRACE_MS = 30_000;
const FILE_GRACE_MS = 60_000;

async function nextMessage(link: Link, waitMs = PIECE_WAIT_MS): Promise<ToReceiver> {
  const frame = await readFrame(link, waitMs);
  if (!('message' in frame)) throw new ProtocolError('Bytes where a message was due.');
  return toReceiver(frame.message);
}

/** Every offered file in a list it fits, of the student, within the size limit; else refused whole. */
function placed(files: readonly OfferedFile[], kinds: readonly KindSettings[], uid: string) {
  return files.map((file) => {
    const place = placeOf(kinds, file.listKey);
    if (!place || !fitsPlace(file.record, place) || file.record.fileSize > MAX_FILE_BYTES)
      throw new ProtocolError('A file StudyShelf does not make.');
    // The sender offers only its student's own files: another's is a crafted offer.
    if (file.record.uploadedBy !== uid) throw new ProtocolError("Another student's file.");
    return { ...file, ...place };
  });
}

/**
 * The offered files this device lacks, and how many of the others wait in the student's Trash
 * here: those are not received again over it, and the student is told where they are.
 */
function lacking(
  files: readonly Wanted[],
  uid: string,
  refuse: ReadonlySet<string> = new Set(),
): { wanted: Wanted[]; inTrash: number } {
  const listed = new Map<string, Set<string>>();
  const kept = idsKeptOnDevice() ?? new Set<string>();
  const trashed = new Set(trashOf(uid).map(({ record }) => record.id));
  let inTrash = 0;
  const wanted = files.filter(({ listKey, record }) => {
    if (!listed.has(listKey)) listed.set(listKey, new Set(listFiles(listKey).map(({ id }) => id)));
    if (listed.get(listKey)?.has(record.id) || refuse.has(record.id)) return false;
    if (!kept.has(record.id)) return true;
    if (trashed.has(record.id)) inTrash += 1;
    return false;
  });
  return { wanted, inTrash };
}

interface FileTry {
  file: Wanted;
  /** Where the pieces of a try cut off are kept, and which of this file's pieces are there. */
  stash: PieceStash;
  held: ReadonlySet<string>;
  session: Deadline;
}

/**
 * One piece of `file`, checked against its hash, as a Blob of its own (the piece's memory goes,
 * and the browser may keep the bytes on disk); null if the sender lost the file. A piece the
 * sender names as held comes from the stash.
 */
async function receivePiece(
  link: Link,
  { file, stash, held }: FileTry,
  { piece, waitMs }: { piece: Uint8Array<ArrayBuffer>; waitMs: () => number },
): Promise<{ blob: Blob; hash: string | null } | null> {
  let filled = 0;
  for (;;) {
    const frame = await readFrame(link, waitMs());
    if ('message' in frame) {
      const said = toReceiver(frame.message);
      if (said.t === 'missing' && said.id === file.record.id) return null;
      if (said.t === 'held' && filled === 0 && held.has(said.hash)) {
        const kept = await stash.read(said.hash);
        // Checked as the sender's bytes are (storage differs most between browsers); gone or not
        // as written, this try ends, and the next asks afresh for what is there.
        if (kept?.size === piece.length) piece.set(new Uint8Array(await kept.arrayBuffer()));
        if (kept?.size !== piece.length || (await pieceHash(piece)) !== said.hash) {
          await stash.drop(file.record.id);
          throw new LinkClosedError('A kept piece is gone.');
        }
        return { blob: kept, hash: null };
      }
      if (said.t !== 'piece' || filled !== piece.length) throw new ProtocolError('A short piece.');
      if ((await pieceHash(piece)) !== said.hash) throw new ProtocolError('A damaged piece.');
      return { blob: new Blob([piece]), hash: said.hash };
    }
    const { bytes } = frame;
    // The sender never sends an empty frame: a stream of them is someone stalling.
    if (bytes.byteLength === 0) throw new ProtocolError('An empty frame.');
    if (filled + bytes.byteLength > piece.length) throw new ProtocolError('A long piece.');
    piece.set(new Uint8Array(bytes), filled);
    filled += bytes.byteLength;
  }
}

/**
 * One file's pieces as a File; null if the sender lost it. Should the link be lost half way, the
 * pieces that arrived are kept in the stash for the next try (kept then, not as each arrives:
 * writing every piece twice would slow every transfer for the sake of the few cut off). The piece,
 * the file and the session each have a deadline: only bytes of the file are progress.
 */
async function receiveBytes(
  link: Link,
  fileTry: FileTry,
  onBytes: (bytes: number) => void,
): Promise<File | null> {
  const { file, stash, session } = fileTry;
  const whole = deadlineIn(timeFor(file.record.fileSize, FILE_GRACE_MS));
  const header = await nextMessage(link, waitWithin(PIECE_WAIT_MS, whole, session));
  if (header.t === 'missing' && header.id === file.record.id) return null;
  const { fileSize } = file.record;
  if (header.t !== 'file' || header.id !== file.record.id || header.pieces !== piecesOf(fileSize))
    throw new ProtocolError('Not the file asked for.');
  const pieces: { blob: Blob; hash: string | null }[] = [];
  // One buffer for every piece: the hash and the Blob each take a copy of the bytes when called,
  // so a 100 MB file leaves no 100 buffers of 1 MB for the collector to find.
  const buffer = new Uint8Array(Math.min(PIECE_BYTES, fileSize));
  try {
    for (let index = 0; index < header.pieces; index += 1) {
      const expected = Math.min(PIECE_BYTES, fileSize - index * PIECE_BYTES);
      const due = deadlineIn(timeFor(expected, PIECE_GRACE_MS));
      const arrived = await receivePiece(link, fileTry, {
        piece: buffer.subarray(0, expected),
        waitMs: () => waitWithin(PIECE_WAIT_MS, due, whole, session),
      });
      if (arrived === null) return null;
      pieces.push(arrived);
      onBytes(expected);
    }
  } catch (error) {
    if (error instanceof LinkClosedError)
      for (const { blob, hash } of pieces)
        // A stash that fails once is not waited on again.
        if (hash !== null && !(await stash.keep(file.record.id, hash, blob))) break;
    throw error;
  }
  return new File(
    pieces.map(({ blob }) => blob),
    file.record.fileName,
    { type: file.record.fileType },
  );
}

/**
 * Stores one received file as an upload stores it, with its marks; false if its id is taken. A
 * name another file of the list holds already (the same name added on both devices) is numbered,
 * as a second upload of it would be: both are kept.
 */
async function keep(file: Wanted, bytes: File, uid: string): Promise<boolean> {
  const { record } = file;
  const names = new Set(
    listFiles(file.listKey)
      .filter(({ id }) => id !== record.id)
      .map(({ fileName }) => fileName.toLowerCase()),
  );
  const name = numberedName(record.fileName, (taken) => names.has(taken.toLowerCase()));
  try {
    await storeFile({
      kind: file.kind,
      scope: file.scope,
      file: name === record.fileName ? bytes : new File([bytes], name, { type: bytes.type }),
      record: {
        id: record.id,
        uploadedBy: record.uploadedBy,
        uploadedAt: record.uploadedAt,
        fileType: record.fileType,
      },
    });
  } catch (error) {
    if (error instanceof FileIdTakenError) return false;
    throw error;
  }
  restoreMarks(uid, [{ listKey: file.listKey, id: record.id, marks: file.marks }]);
  return true;
}

type Tally = ReceivedCounts;

/** Asks for each file in turn and stores it; a store failure stops it with the kind's message. */
async function receiveAll(
  link: Link,
  wanted: readonly Wanted[],
  { tally, stash }: { tally: Tally; stash: PieceStash },
  options: ReceiveOptions,
): Promise<string | null> {
  const bytesTotal = wanted.reduce((sum, { record }) => sum + record.fileSize, 0);
  const session = deadlineIn(timeFor(bytesTotal, wanted.length * FILE_GRACE_MS));
  let progress = startProgress(wanted.length, bytesTotal);
  options.onProgress?.(progress);
  for (const file of wanted) {
    const have = await stash.piecesOf(file.record.id);
    await sendMessage(link, { t: 'want', id: file.record.id, have });
    const bytes = await receiveBytes(
      link,
      { file, stash, held: new Set(have), session },
      (count) => {
        progress = { ...progress, bytesDone: progress.bytesDone + count };
        options.onProgress?.(progress);
      },
    );
    if (bytes === null) tally.missing += 1;
    else {
      try {
        if (await keep(file, bytes, options.uid)) tally.stored += 1;
        else tally.skipped += 1;
        // Pieces kept from a try cut off go with it; a file that had none costs no write.
        if (have.length > 0) await stash.drop(file.record.id);
      } catch (error) {
        await sendMessage(link, { t: 'stop', why: 'failed' });
        return (await storeFailureText(error, file.kind)) ?? 'A file could not be stored.';
      }
    }
    progress = { ...progress, filesDone: progress.filesDone + 1 };
    options.onProgress?.(progress);
  }
  return null;
}

/** Receives what this device lacks of what the other device offers. */
export async function receiveFrom(link: Link, options: ReceiveOptions): Promise<ReceiveOutcome> {
  const first = await nextMessage(link);
  if (first.t !== 'offer') throw new ProtocolError('No offer.');
  // Files under the sender's own subjects are placed as if those subjects were here already.
  const offered = withOwnSubjectsAlso(first.subjects, () =>
    placed(first.files, options.kinds, options.uid),
  );
  const { wanted, inTrash } = lacking(offered, options.uid, options.refuse);
  const skipped = offered.length - wanted.length - inTrash;
  const tally: Tally = { stored: 0, skipped, missing: 0, inTrash };
  const ended = (how: 'done' | 'lost' | 'broken', message: string | null = null) =>
    ({ type: 'received', ...tally, wanted: wanted.length, ended: how, message }) as const;
  const bytes = wanted.reduce((sum, { record }) => sum + record.fileSize, 0);
  const room = checkStorageRoom(bytes, await getStorageInfo());
  if (!room.ok) {
    await sendMessage(link, { t: 'stop', why: 'room' });
    return ended('done', notEnoughRoomMessage(room));
  }
  if (!keepBroughtSubjects(first.subjects)) {
    await sendMessage(link, { t: 'stop', why: 'failed' });
    return ended('done', SUBJECTS_NOT_SAVED);
  }
  const stash = await openPieceStash();
  // Reading files for the index of their words waits: the channel and the store come first.
  const release = holdForeground();
  try {
    await sendMessage(link, { t: 'plan', files: wanted.length, bytes });
    const message = await receiveAll(link, wanted, { tally, stash }, options);
    // As an upload does: the library holds files here now, which the browser may agree to keep.
    if (tally.stored > 0) void requestPersistence();
    if (message === null)
      await sendMessage(link, {
        t: 'finished',
        stored: tally.stored,
        // The sender's student has these already, here in the Trash.
        skipped: tally.skipped + tally.inTrash,
      });
    return ended('done', message);
  } catch (error) {
    if (error instanceof LinkClosedError) return ended('lost');
    if (error instanceof ProtocolError) {
      // Nothing more it says is believed: the sender learns so by the link closing.
      link.close();
      return ended('broken');
    }
    throw error;
  } finally {
    release();
    stash.close();
  }
}
