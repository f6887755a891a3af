/**
 * Moving a file to another list ("Move to…" another subject, or another kind: a note that is
 * really a book). A file's id carries its list (a restore checks that), so the file is stored
 * again, through the upload's store of the list's kind, under a new id in the new list, with the
 * student's marks; only then does the old entry go. A failure on the way leaves the file where
 * it was.
 */
import { fileCountText } from '../../../shared/file-count';
import {
  listFiles,
  readFile,
  removeMovedFile,
  type StoredFileRecord,
} from '../../../storage/file-store';
import { checkStorageRoom, getStorageInfo } from '../../../storage/health';
import { marksOf, restoreMarks } from '../../library/file-marks';
import { numberedName } from '../../../shared/numbered-name';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import { recordId } from '../../library/kinds/record-id';
import { fileExtension } from '../../library/file-extension';
import { everyList, type ListPlace } from '../../library/list-places';
import { placeText } from '../../library/library-files';
import { notEnoughRoomMessage } from '../../library/room-message';
import { storeFailureText, storeFile } from '../../library/store-file';

export const moveMessages = {
  failed: 'The file could not be moved; it is still here. Please try again.',
  moved: (name: string, place: string) => `Moved ${name} to ${place}.`,
  movedSome: (count: number, place: string) => `Moved ${fileCountText(count)} to ${place}.`,
  nowhere: 'No other list takes a file of this format or size.',
} as const;

export interface FileToMove {
  record: StoredFileRecord;
  kind: KindSettings;
  scope: MaterialScope;
}

/** A list a file can move to. */
export type MoveTarget = ListPlace;

/** Whether any list of `kinds` is not the file's own: whether "Move to…" is offered at all. */
export function canMoveFrom(
  kinds: readonly KindSettings[],
  { kind, scope }: Omit<FileToMove, 'record'>,
) {
  const own = kind.layout(scope).listKey;
  return kinds.some((other) =>
    other.scopes().some((target) => other.layout(target).listKey !== own),
  );
}

/**
 * The lists of `kinds` the file can move to: every one but its own, of a kind that takes its
 * format and its size (a spreadsheet is no reference book; a schedule has its own limit).
 */
export function moveTargets(
  kinds: readonly KindSettings[],
  { record, kind, scope }: FileToMove,
): MoveTarget[] {
  const own = kind.layout(scope).listKey;
  const extension = fileExtension(record.fileName);
  return everyList(
    kinds.filter(
      (other) => other.extensions.includes(extension) && record.fileSize <= other.maxFileBytes,
    ),
  ).filter((place) => place.kind.layout(place.scope).listKey !== own);
}

/** Moves the file; resolves to what to tell the student, and whether it moved. */
export async function moveStoredFile(
  { record, kind, scope }: FileToMove,
  { kind: toKind, scope: to }: Pick<MoveTarget, 'kind' | 'scope'>,
  uid: string,
): Promise<{ moved: boolean; text: string }> {
  const from = kind.layout(scope);
  const target = toKind.layout(to);
  // For a moment the file is stored twice: the spec's room check asks for room for the copy.
  const room = checkStorageRoom(record.fileSize, await getStorageInfo());
  if (!room.ok) return { moved: false, text: notEnoughRoomMessage(room) };
  const marks = marksOf(uid, [{ listKey: from.listKey, id: record.id }]).get(record.id);
  const taken = new Set(listFiles(target.listKey).map(({ fileName }) => fileName.toLowerCase()));
  const fileName = numberedName(record.fileName, (name) => taken.has(name.toLowerCase()));
  const id = recordId(...toKind.idPrefix(to));
  try {
    const bytes = await readFile(record, from);
    await storeFile({
      kind: toKind,
      scope: to,
      file: new File([bytes], fileName, { type: record.fileType }),
      record: {
        id,
        uploadedBy: record.uploadedBy,
        uploadedAt: record.uploadedAt,
        fileType: record.fileType,
      },
    });
  } catch (error) {
    return { moved: false, text: (await storeFailureText(error, toKind)) ?? moveMessages.failed };
  }
  restoreMarks(uid, [{ listKey: target.listKey, id, marks }]);
  await removeMovedFile(from, record.id, uid);
  return {
    moved: true,
    text: moveMessages.moved(fileName, placeText({ kind: toKind, names: toKind.names(to) })),
  };
}
