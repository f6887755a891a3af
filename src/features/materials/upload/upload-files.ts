/**
 * One upload, top to bottom: the selection is checked, a file named like one in the list is kept
 * under a numbered name, replaces the stored one or is skipped, as the student says; the room on the device is checked once
 * against the spec's 10 MB reserve before anything is written, then each file is saved in turn,
 * passing through its kind's progress milestones. The first failure stops the upload with the
 * kind's message: the file that failed leaves nothing behind (the store's promise) and the files
 * before it stay stored.
 */
import { numberedName } from '../../../shared/numbered-name';
import { deleteFile, listFiles } from '../../../storage/file-store';
import { checkStorageRoom, getStorageInfo, requestPersistence } from '../../../storage/health';
import { markRecent } from '../../../storage/marks-store';
import type { KindSettings, MaterialScope } from '../../library/kinds/kind-settings';
import { recordId } from '../../library/kinds/record-id';
import { whileWriting } from '../../../storage/writes-under-way';
import { doneProgress, startedProgress, storingProgress } from './progress';
import { notEnoughRoomMessage } from '../../library/room-message';
import { storeFailureText, storeFile } from '../../library/store-file';
import { selectionProblem } from './validate-selection';

/** Shown only if a signed-out visitor reaches an upload panel (the routes redirect them first). */
export const SIGN_IN_TO_UPLOAD = 'Please sign in to upload files.';

export interface SelectedUpload {
  /** The selection's own key for the file: progress is reported under it. */
  key: string;
  file: File;
}

export interface UploadRequest {
  files: readonly SelectedUpload[];
  settings: KindSettings;
  scope: MaterialScope;
  /** The signed-in student, who becomes each file's uploadedBy. */
  uid: string | undefined;
  /** The selection is valid and the upload of these files begins (before the room check). */
  onStart: (keys: readonly string[]) => void;
  /** A file reached a milestone of its kind (0-100). */
  onProgress: (key: string, percent: number) => void;
  /** A file is stored, list entry and all. */
  onFileStored?: () => void;
  /**
   * What to do with a file named like one already in the list; `canReplace` is false when that
   * one is another student's. Without it, both are kept under the one name (the spec's behaviour).
   */
  askDuplicate?: (
    fileName: string,
    canReplace: boolean,
    keptAs: string,
  ) => Promise<DuplicateChoice>;
  /** The student's Cancel: the file being saved leaves nothing, the files before it stay. */
  signal?: AbortSignal;
}

export type DuplicateChoice = 'keep' | 'replace' | 'skip';

export interface UploadOutcome {
  /** Keys of the files now stored: they stay stored even when a later file failed. */
  storedKeys: string[];
  /** Keys of the files the student chose to skip as duplicates. */
  skippedKeys?: string[];
  /** The message for the student when the upload did not finish, else null. */
  error: string | null;
  /** The student cancelled it (error stays null: nothing went wrong). */
  cancelled?: boolean;
}

/** Stores the request's files, marked as a write under way: a new version's reload waits for it. */
export function uploadFiles(request: UploadRequest): Promise<UploadOutcome> {
  return whileWriting(() => uploadNow(request));
}

async function uploadNow(request: UploadRequest): Promise<UploadOutcome> {
  const { files, settings, scope, uid, onProgress } = request;
  const problem = selectionProblem(
    files.map(({ file }) => file),
    settings,
  );
  if (problem) return { storedKeys: [], error: problem };
  if (!uid) return { storedKeys: [], error: SIGN_IN_TO_UPLOAD };
  const layout = settings.layout(scope);
  const planned = await planDuplicates(request, layout.listKey, uid);
  const plannedKeys = new Set(planned.map(({ key }) => key));
  const skippedKeys = files.filter(({ key }) => !plannedKeys.has(key)).map(({ key }) => key);
  if (planned.length === 0) return { storedKeys: [], skippedKeys, error: null };
  request.onStart(planned.map(({ key }) => key));

  // The reserve check is asked for now and awaited by the first save once its file is sliced or
  // read, just before anything is written: the browser's estimate and that preparation overlap.
  const total = planned.reduce((sum, { file }) => sum + file.size, 0);
  const room = getStorageInfo().then((info) => checkStorageRoom(total, info));
  const { milestones } = settings;
  const storedKeys: string[] = [];
  for (const { key, file, replaces } of planned) {
    if (request.signal?.aborted) return { storedKeys, skippedKeys, error: null, cancelled: true };
    // Reported before the save begins, so it is drawn with the busy state (first file) or between
    // two files, not while the browser takes this file's chunks in.
    onProgress(key, startedProgress(milestones));
    try {
      const stored = await storeFile({
        kind: settings,
        scope,
        file,
        record: { id: recordId(...settings.idPrefix(scope)), uploadedBy: uid },
        beforeWrite: async () => {
          const check = await room;
          if (!check.ok) throw new NotEnoughRoomError(notEnoughRoomMessage(check));
        },
        onProgress: (percent) => onProgress(key, storingProgress(milestones, percent)),
        signal: request.signal,
      });
      markRecent(uid, { listKey: layout.listKey, id: stored.id });
    } catch (error) {
      if (request.signal?.aborted) return { storedKeys, skippedKeys, error: null, cancelled: true };
      return { storedKeys, skippedKeys, error: await failureMessage(error, settings) };
    }
    // Only once the new copy is whole: a failed upload never costs the stored one. Should the
    // old one not go, both stay listed, and the student can delete it.
    if (replaces) await deleteFile(layout, replaces, uid).catch(() => {});
    onProgress(key, doneProgress(milestones));
    storedKeys.push(key);
    request.onFileStored?.();
  }
  // Now that the student has something stored, ask the browser not to evict it.
  void requestPersistence();
  return { storedKeys, skippedKeys, error: null };
}

/**
 * The files to store, in the student's words: a file named like one in the list (whatever its
 * size) is kept under a numbered name (`week-3 (2).pdf`), replaces the stored one (only their
 * own), or is skipped.
 */
async function planDuplicates(
  request: UploadRequest,
  listKey: string,
  uid: string,
): Promise<(SelectedUpload & { replaces?: string })[]> {
  const { askDuplicate } = request;
  if (!askDuplicate) return [...request.files];
  const stored = listFiles(listKey);
  const names = new Set(stored.map(({ fileName }) => fileName));
  const planned: (SelectedUpload & { replaces?: string })[] = [];
  for (const selected of request.files) {
    const twin = stored.find((record) => record.fileName === selected.file.name);
    const name = numberedName(selected.file.name, (candidate) => names.has(candidate));
    const choice = twin
      ? await askDuplicate(selected.file.name, twin.uploadedBy === uid, name)
      : 'keep';
    if (choice === 'skip') continue;
    if (choice === 'replace' && twin) {
      planned.push({ ...selected, replaces: twin.id });
      continue;
    }
    names.add(name);
    const file =
      name === selected.file.name
        ? selected.file
        : new File([selected.file], name, {
            type: selected.file.type,
            lastModified: selected.file.lastModified,
          });
    planned.push({ ...selected, file });
  }
  return planned;
}

/** The reserve check refused the upload (spec section 5): nothing was written. */
class NotEnoughRoomError extends Error {
  override name = 'NotEnoughRoomError';
}

async function failureMessage(error: unknown, settings: KindSettings): Promise<string> {
  if (error instanceof NotEnoughRoomError) return error.message;
  return (await storeFailureText(error, settings)) ?? settings.messages.uploadFailed;
}
