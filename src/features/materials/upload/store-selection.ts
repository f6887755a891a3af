import type { KindSettings, MaterialScope } from '../kinds/kind-settings';
import {
  beginSave,
  checkStorageRoom,
  getStorageInfo,
  requestPersistence,
  StorageFullError,
  type StorageInfo,
} from '../material-storage';
import { startStorageMaintenance } from '../start-storage-maintenance';
import { doneProgress, startedProgress, storingProgress } from './progress';
import { notEnoughRoomMessage } from './room-message';
import { takePickedEstimate } from './storage-estimate';

export interface SelectedUpload {
  key: string;
  file: File;
}

export interface StoreSelectionInput {
  files: readonly SelectedUpload[];
  settings: KindSettings;
  scope: MaterialScope;
  uid: string;
  onProgress: (key: string, percent: number) => void;
}

export interface StoreSelectionResult {
  /** Keys of the files now stored (they stay stored even when a later file fails). */
  storedKeys: string[];
  /** The message for the student when the upload stopped, else null. */
  error: string | null;
}

/**
 * Stores an already validated selection one file at a time, after the storage reserve check.
 * The first failing file stops the upload with its kind's message; the store guarantees it
 * leaves nothing behind, and the files before it are kept.
 */
export async function storeSelection(input: StoreSelectionInput): Promise<StoreSelectionResult> {
  const { files, settings, scope, uid, onProgress } = input;
  const total = files.reduce((sum, { file }) => sum + file.size, 0);
  const layout = settings.layout(scope);
  const milestones = settings.milestones;
  const begin = ({ key, file }: SelectedUpload) =>
    beginSave({
      layout,
      file,
      record: {
        id: settings.newId(scope),
        uploadedBy: uid,
        ...(scope.subject !== undefined && { subject: scope.subject }),
        ...(scope.paperType !== undefined && { paperType: scope.paperType }),
      },
      onProgress: (percent) => onProgress(key, storingProgress(milestones, percent)),
    });

  // The estimate read when the files were picked, when it is fresh; else a new read, during which
  // the first file's save is begun (lock requested, bytes planned, nothing written). Either way the
  // save is given up if the check refuses.
  const picked = takePickedEstimate();
  const estimate = picked ? null : getStorageInfo();
  const first = files[0] && begin(files[0]);
  const shortfall = roomProblem(total, estimate ? await estimate : (picked?.info ?? null));
  if (shortfall) {
    first?.cancel();
    return { storedKeys: [], error: shortfall };
  }

  await startStorageMaintenance();
  const storedKeys: string[] = [];
  for (const [index, selected] of files.entries()) {
    onProgress(selected.key, startedProgress(milestones));
    try {
      await (index === 0 && first ? first : begin(selected)).commit();
    } catch (error) {
      return { storedKeys, error: await failureMessage(error, settings) };
    }
    onProgress(selected.key, doneProgress(milestones));
    storedKeys.push(selected.key);
  }
  askPersistenceOnce();
  return { storedKeys, error: null };
}

/** The reserve check of spec section 5; when the estimate itself fails the upload goes on. */
function roomProblem(totalBytes: number, info: StorageInfo | null): string | null {
  if (!info) return null;
  const room = checkStorageRoom(totalBytes, info);
  return room.ok ? null : notEnoughRoomMessage(room);
}

async function failureMessage(error: unknown, settings: KindSettings): Promise<string> {
  if (error instanceof StorageFullError) {
    return settings.messages.quotaExceeded(await getStorageInfo(), error.during);
  }
  return settings.messages.uploadFailed;
}

let persistenceAsked = false;

/** Once the student has stored something, ask the browser not to evict it (once per session). */
function askPersistenceOnce(): void {
  if (persistenceAsked) return;
  persistenceAsked = true;
  void Promise.resolve()
    .then(() => requestPersistence())
    .catch(() => undefined);
}
