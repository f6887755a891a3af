/**
 * A transfer between two devices, both ends in one test over a link in memory: the sender's files
 * arrive byte for byte with the student's marks, a second send adds nothing, and a receiver signed
 * in as another student, a lost link or a crafted offer leaves nothing half-written.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { materialKinds } from './material-kinds';
import {
  deleteFile,
  listFiles,
  readFile,
  saveFile,
  type StoredFileRecord,
} from '../storage/file-store';
import { cardsOf, keepCard, readingPlace, setStarred, starredFiles } from '../storage/marks-store';
import { keepReadingPlace, type RevisionCard } from '../storage/marks-store';
import {
  expectPatternBytes,
  layouts,
  MB,
  patternBytes,
  realFile,
  resetDevice,
  resetFileDb,
} from '../testing/stored-files';
import { memoryLinks } from '../testing/memory-link';
import { openPieceStash } from '../storage/piece-stash';
import { offerOf, serveReceiver, type OutgoingFile } from '../features/transfer/send-files';
import type { OfferedFile } from '../features/transfer/transfer-messages';
import { FRAME_BYTES } from '../features/transfer/piece-hash';
import { receiveFrom } from '../features/transfer/receive-files';
import { pairAsReceiver, pairAsSender } from '../features/transfer/pair-devices';
import { sendMessage } from '../features/transfer/transfer-messages';
import type { Link } from '../features/transfer/link';
import { notesSettings } from '../features/notes/notes-settings';
import { readOwnSubjects, saveOwnSubjects, type OwnSubject } from '../storage/own-subjects-store';

const STUDENT = 'uid-student';
const id = (random: string) => `notes_ai-ml_1764223200000_${random}`;

/** The sender's files, kept apart from this (receiving) device's storage. */
/** A card made of a highlight on the second file, answered twice. */
const CARD: RevisionCard = {
  id: 'h1',
  page: 7,
  front: 'What does Prim grow?',
  back: 'Prim grows a tree',
  made: '2026-12-01T09:00:00.000Z',
  schedule: {
    due: '2026-12-09T09:00:00.000Z',
    stability: 8.3,
    difficulty: 4.9,
    scheduledDays: 8,
    learningSteps: 0,
    reps: 2,
    lapses: 0,
    state: 2,
    lastReview: '2026-12-01T09:00:00.000Z',
  },
};

async function sendersFiles(sizes: readonly number[]) {
  const outgoing: (OutgoingFile & { blob: Blob })[] = [];
  for (const [index, size] of sizes.entries()) {
    const record = await saveFile({
      layout: layouts.notes,
      file: realFile(`week-${index + 1}.pdf`, size, 'application/pdf'),
      record: { id: id(`file${index}`), uploadedBy: STUDENT },
    });
    // Node's own Blob: jsdom's hands out ArrayBuffers of its realm, which Node's WebCrypto refuses.
    const blob = new NodeBlob([patternBytes(0, size)]) as unknown as Blob;
    outgoing.push({ record, layout: layouts.notes, blob });
  }
  setStarred(STUDENT, { listKey: layouts.notes.listKey, id: id('file0') }, true);
  keepReadingPlace(STUDENT, id('file1'), { page: 7, pages: 20, zoom: 1.25 });
  keepCard(STUDENT, id('file1'), CARD);
  const offer = offerOf(STUDENT, outgoing);
  // The receiving device starts empty: the sender's bytes are read from `blob`.
  localStorage.clear();
  await resetFileDb();
  return { outgoing, offer };
}

type Sendable = {
  outgoing: (OutgoingFile & { blob: Blob })[];
  offer: OfferedFile[];
  subjects?: OwnSubject[];
};

const SECRET = 'QXM49';
const SENDING_DEVICE = { name: 'Chrome on Linux', publicKey: 'c2VuZGVy' };
const RECEIVING_DEVICE = { name: 'Firefox on Android', publicKey: 'cmVjZWl2ZXI=' };

/** The sending device: pairs, then serves what the receiver asks for. */
async function serve(link: Link, { outgoing: files, offer, subjects = [] }: Sendable) {
  const paired = await pairAsSender(link, {
    secret: SECRET,
    uid: STUDENT,
    me: SENDING_DEVICE,
    claim: () => null,
  });
  if (paired.type !== 'paired') return paired;
  return serveReceiver(link, {
    files,
    offer,
    subjects,
    read: async (file) => files.find((f) => f.record.id === file.record.id)?.blob ?? new Blob(),
  });
}

/** The receiving device, signed in as `uid`: pairs, then receives. */
async function receive(link: Link, uid = STUDENT) {
  await pairAsReceiver(link, { secret: SECRET, uid, me: RECEIVING_DEVICE });
  return receiveFrom(link, { uid, kinds: materialKinds });
}

beforeEach(resetDevice);
afterEach(resetDevice);

describe('a transfer between two devices', () => {
  it('stores every file byte for byte with its star and place, and a second send adds nothing', async () => {
    const sendable = await sendersFiles([3 * MB + 5, 1000, 0]);
    const [sender, receiver] = memoryLinks();
    const [sent, received] = await Promise.all([serve(sender, sendable), receive(receiver)]);
    expect(received).toEqual({
      type: 'received',
      stored: 3,
      skipped: 0,
      missing: 0,
      inTrash: 0,
      wanted: 3,
      ended: 'done',
      message: null,
    });
    expect(sent).toEqual({ type: 'sent', stored: 3, skipped: 0 });
    const listed = listFiles(layouts.notes.listKey);
    expect(listed.map((r: StoredFileRecord) => r.id).sort()).toEqual(
      sendable.outgoing.map(({ record }) => record.id).sort(),
    );
    for (const [index, size] of [3 * MB + 5, 1000, 0].entries()) {
      const record = listed.find((r) => r.id === id(`file${index}`));
      if (!record) throw new Error(`file${index} was not listed`);
      await expectPatternBytes(await readFile(record, layouts.notes), size);
    }
    expect(starredFiles(STUDENT).map((mark) => mark.id)).toEqual([id('file0')]);
    expect(readingPlace(STUDENT, id('file1'))).toMatchObject({ page: 7 });
    // A revision card arrives with its schedule, as the other marks do.
    expect(cardsOf(STUDENT, id('file1'))).toEqual([CARD]);

    const [again, other] = memoryLinks();
    const [, second] = await Promise.all([serve(again, sendable), receive(other)]);
    expect(second).toMatchObject({ stored: 0, skipped: 3, inTrash: 0, ended: 'done' });

    // A file the student deleted here waits in the Trash: not received again over it.
    await deleteFile(layouts.notes, id('file1'), STUDENT);
    const [third, another] = memoryLinks();
    const [thirdSent, thirdReceived] = await Promise.all([
      serve(third, sendable),
      receive(another),
    ]);
    expect(thirdReceived).toMatchObject({ stored: 0, skipped: 2, inTrash: 1, ended: 'done' });
    expect(thirdSent).toEqual({ type: 'sent', stored: 0, skipped: 3 });
    expect(listFiles(layouts.notes.listKey).map((r) => r.id)).not.toContain(id('file1'));
  });

  it("brings the sender's own subjects with the files under them; without them such a file is refused", async () => {
    const quantum: OwnSubject = {
      name: 'Quantum Computing',
      semester: 2,
      addedAt: '2026-12-01T10:00:00.000Z',
    };
    saveOwnSubjects([quantum]);
    const layout = notesSettings.layout({ subject: 'quantum-computing' });
    const record = await saveFile({
      layout,
      file: realFile('qubits.pdf', 2000, 'application/pdf'),
      record: { id: 'notes_quantum-computing_1764223200000_qubits001', uploadedBy: STUDENT },
    });
    const outgoing = [
      { record, layout, blob: new NodeBlob([patternBytes(0, 2000)]) as unknown as Blob },
    ];
    const offer = offerOf(STUDENT, outgoing);
    localStorage.clear();
    await resetFileDb();

    // An offer that names a list of a subject this device does not know, and does not bring it.
    const [bare, bareEnd] = memoryLinks();
    const unheard = serve(bare, { outgoing, offer }).catch(() => null);
    await expect(receive(bareEnd)).rejects.toThrow('A file StudyShelf does not make.');
    bareEnd.close();
    await unheard;
    expect(readOwnSubjects()).toEqual([]);
    expect(listFiles(layout.listKey)).toEqual([]);

    const [link, end] = memoryLinks();
    const [, received] = await Promise.all([
      serve(link, { outgoing, offer, subjects: [quantum] }),
      receive(end),
    ]);
    expect(received).toMatchObject({ type: 'received', stored: 1, ended: 'done', message: null });
    expect(readOwnSubjects()).toEqual([quantum]);
    const [arrived] = listFiles(layout.listKey);
    if (!arrived) throw new Error('qubits.pdf was not listed');
    await expectPatternBytes(await readFile(arrived, layout), 2000);
  });

  it('sends nothing to a device signed in as another student', async () => {
    const sendable = await sendersFiles([1000]);
    const [sender, receiver] = memoryLinks();
    const [sent, received] = await Promise.all([
      serve(sender, sendable),
      receive(receiver, 'uid-someone-else').catch((error: unknown) => error),
    ]);
    expect(sent).toEqual({ type: 'mismatch' });
    expect(received).toMatchObject({ name: 'PairingMismatchError' });
    expect(listFiles(layouts.notes.listKey)).toEqual([]);
  });

  it('keeps only complete files when the link is lost in the middle of one', async () => {
    const sendable = await sendersFiles([1000, 4 * MB]);
    const [sender, receiver] = memoryLinks();
    let pieces = 0;
    const cutting: Link = {
      ...sender,
      send: async (frame) => {
        // Halfway through the 4 MB file, whatever the frame size.
        if (typeof frame !== 'string' && ++pieces === (2 * MB) / FRAME_BYTES) sender.close();
        return sender.send(frame);
      },
    };
    const [, received] = await Promise.all([
      serve(cutting, sendable).catch(() => null),
      receive(receiver),
    ]);
    expect(received).toMatchObject({ stored: 1, ended: 'lost' });
    expect(listFiles(layouts.notes.listKey).map((r) => r.fileName)).toEqual(['week-1.pdf']);

    // The next try is sent only the pieces that had not arrived whole: the first 1 MB had.
    const [resumed, receiving] = memoryLinks();
    let bytesSent = 0;
    const counting: Link = {
      ...resumed,
      send: async (frame) => {
        if (typeof frame !== 'string') bytesSent += frame.byteLength;
        return resumed.send(frame);
      },
    };
    const [, rest] = await Promise.all([serve(counting, sendable), receive(receiving)]);
    expect(rest).toMatchObject({ stored: 1, skipped: 1, ended: 'done' });
    expect(bytesSent).toBe(3 * MB);
    const second = listFiles(layouts.notes.listKey).find((r) => r.id === id('file1'));
    if (!second) throw new Error('file1 was not listed');
    await expectPatternBytes(await readFile(second, layouts.notes), 4 * MB);
    // Stored whole: its pieces are no longer kept apart.
    const stash = await openPieceStash();
    expect(await stash.piecesOf(second.id)).toEqual([]);
    stash.close();
  });

  it.each([
    ['an id of another shape', { id: 'notes_ai-ml_x_chunk_1' }],
    ['another student’s file', { uploadedBy: 'uid-other' }],
    ['a list of no known subject', { listKey: 'notes_unknown' }],
    ['a file over 100 MB', { fileSize: 101 * MB }],
    ['a name that reads backwards', { fileName: '<b>notes</b>\u202efdp.exe.pdf' }],
    ['a name with a path', { fileName: '../../a.pdf' }],
    ['an extension the kind does not take', { fileName: 'a.html' }],
    ['a type that runs script', { fileType: 'text/html' }],
  ])('refuses a crafted offer (%s) and stores nothing', async (_, change) => {
    const [sender, receiver] = memoryLinks();
    const { listKey, ...recordChange } = change as { listKey?: string };
    const crafted = (async () => {
      await pairAsSender(sender, {
        secret: SECRET,
        uid: STUDENT,
        me: SENDING_DEVICE,
        claim: () => null,
      });
      await sendMessage(sender, {
        t: 'offer',
        subjects: [],
        files: [
          {
            listKey: listKey ?? layouts.notes.listKey,
            record: {
              id: id('crafted1'),
              fileName: 'a.pdf',
              fileSize: 10,
              fileType: 'application/pdf',
              uploadedAt: '2026-11-27T06:00:00.000Z',
              uploadedBy: STUDENT,
              isLargeFile: false,
              ...recordChange,
            },
          },
        ],
      });
    })();
    await expect(receive(receiver)).rejects.toThrow();
    await crafted;
    expect(listFiles(layouts.notes.listKey)).toEqual([]);
  });

  it('stops a sender that sends empty frames or empty parts of a message, keeping nothing', async () => {
    const sendable = await sendersFiles([2000]);
    for (const empty of [new ArrayBuffer(0), '+'] as const) {
      const [sender, receiver] = memoryLinks();
      const stalling: Link = {
        ...sender,
        send: async (frame) => {
          // The file's first bytes never come: in their place, empty frames without end.
          if (typeof frame !== 'string') {
            for (let index = 0; index < 1000; index += 1) await sender.send(empty);
            return;
          }
          return sender.send(frame);
        },
      };
      const [, received] = await Promise.all([
        serve(stalling, sendable).catch(() => null),
        receive(receiver),
      ]);
      expect(received).toMatchObject({ stored: 0, ended: 'broken' });
    }
    expect(listFiles(layouts.notes.listKey)).toEqual([]);
  });

  it('stops a receiver that asks for one file again and again', async () => {
    const sendable = await sendersFiles([1000]);
    const [sender, receiver] = memoryLinks();
    const sending = serve(sender, sendable);
    await pairAsReceiver(receiver, { secret: SECRET, uid: STUDENT, me: RECEIVING_DEVICE });
    await receiver.next(1000);
    const wanted = { t: 'want', have: [], id: id('file0') } as const;
    await sendMessage(receiver, wanted);
    await sendMessage(receiver, wanted);
    await expect(sending).rejects.toThrow('A file asked for twice.');
  });

  it('numbers a file whose name another file of its list holds here: both are kept', async () => {
    const sendable = await sendersFiles([1000]);
    await saveFile({
      layout: layouts.notes,
      file: realFile('week-1.pdf', 500, 'application/pdf'),
      record: { id: id('local001'), uploadedBy: STUDENT },
    });
    const [sender, receiver] = memoryLinks();
    const [, received] = await Promise.all([serve(sender, sendable), receive(receiver)]);
    expect(received).toMatchObject({ stored: 1, ended: 'done' });
    expect(
      listFiles(layouts.notes.listKey)
        .map((r) => r.fileName)
        .sort(),
    ).toEqual(['week-1 (2).pdf', 'week-1.pdf']);
  });

  it('refuses a piece that does not match its hash', async () => {
    const sendable = await sendersFiles([2000]);
    const [sender, receiver] = memoryLinks();
    const tampering: Link = {
      ...sender,
      send: (frame) =>
        sender.send(typeof frame === 'string' ? frame : new Uint8Array(frame.byteLength).buffer),
    };
    const [, received] = await Promise.all([
      serve(tampering, sendable).catch(() => null),
      receive(receiver),
    ]);
    expect(received).toMatchObject({ stored: 0, ended: 'broken' });
    expect(listFiles(layouts.notes.listKey)).toEqual([]);
  });

  it('refuses a piece named as held that this device never said it has', async () => {
    const sendable = await sendersFiles([2000]);
    const [sender, receiver] = memoryLinks();
    // In place of the bytes, a sender names the piece as one the receiver holds.
    const naming: Link = {
      ...sender,
      send: (frame) =>
        typeof frame === 'string'
          ? sender.send(frame.replace('"t":"piece"', '"t":"held"'))
          : Promise.resolve(),
    };
    const [, received] = await Promise.all([
      serve(naming, sendable).catch(() => null),
      receive(receiver),
    ]);
    expect(received).toMatchObject({ stored: 0, ended: 'broken' });
    expect(listFiles(layouts.notes.listKey)).toEqual([]);
  });
});
