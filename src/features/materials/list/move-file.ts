/**
 * Moving a file to another list of its kind ("Move to…" another subject). A file's id carries its
 * list (a restore checks that), so the file is stored again, through the upload's store, under a
 * new id in the new list, with the student's marks; only then does the old entry go. A failure
 * on the way leaves the file where it was.
 */
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
import { placeText } from '../../library/library-files';
import { notEnoughRoomMessage } from '../../library/room-message';
import { storeFailureText, storeFile } from '../../library/store-file';

export const moveMessages = {
  failed: 'The file could not be moved; it is still here. Please try again.',
  moved: (name: string, place: string) => `Moved ${name} to ${place}.`,
} as const;

export interface FileToMove {
  record: StoredFileRecord;
  kind: KindSettings;
  scope: MaterialScope;
}

/** The lists of the file's kind it can move to: every one but its own. */
export function moveTargets({ kind, scope }: Omit<FileToMove, 'record'>) {
  const own = kind.layout(scope).listKey;
  return kind
    .scopes()
    .filter((target) => kind.layout(target).listKey !== own)
    .map((target) => ({
      scope: target,
      label: placeText({ kind, names: kind.names(target) }),
    }));
}

/** Moves the file; resolves to what to tell the student, and whether it moved. */
export async function moveStoredFile(
  { record, kind, scope }: FileToMove,
  to: MaterialScope,
  uid: string,
): Promise<{ moved: boolean; text: string }> {
  const from = kind.layout(scope);
  const target = kind.layout(to);
  // For a moment the file is stored twice: the spec's room check asks for room for the copy.
  const room = checkStorageRoom(record.fileSize, await getStorageInfo());
  if (!room.ok) return { moved: false, text: notEnoughRoomMessage(room) };
  const marks = marksOf(uid, [{ listKey: from.listKey, id: record.id }]).get(record.id);
  const taken = new Set(listFiles(target.listKey).map(({ fileName }) => fileName.toLowerCase()));
  const fileName = numberedName(record.fileName, (name) => taken.has(name.toLowerCase()));
  const id = recordId(...kind.idPrefix(to));
  try {
    const bytes = await readFile(record, from);
    await storeFile({
      kind,
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
    return { moved: false, text: (await storeFailureText(error, kind)) ?? moveMessages.failed };
  }
  restoreMarks(uid, [{ listKey: target.listKey, id, marks }]);
  await removeMovedFile(from, record.id, uid);
  return {
    moved: true,
    text: moveMessages.moved(fileName, placeText({ kind, names: kind.names(to) })),
  };
}
