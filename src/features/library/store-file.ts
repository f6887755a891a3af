/**
 * Storing a file into a kind's list: the one path of an upload and of a restore. The record takes
 * the list's subject and paper type from where it goes; a failure of the store is worded in the
 * kind's own messages.
 */
import {
  saveFile,
  saveFiles,
  type SavedBatch,
  StorageFullError,
  StorageUnavailableError,
  type SaveFileInput,
  type StoredFileRecord,
} from '../../storage/file-store';
import { getStorageInfo } from '../../storage/health';
import type { KindSettings, MaterialScope } from './kinds/kind-settings';
import { FILE_STORE_UNAVAILABLE } from './unavailable-message';

export type { SavedBatch };

export interface FileToStore extends Omit<SaveFileInput, 'layout' | 'record'> {
  kind: KindSettings;
  scope: MaterialScope;
  /** What the caller decides of the record; subject and paper type come from `scope`. */
  record: Omit<SaveFileInput['record'], 'subject' | 'paperType'>;
}

/** The record as stored in `scope`'s list: its subject and paper type are the list's. */
function inScope(record: FileToStore['record'], scope: MaterialScope): SaveFileInput['record'] {
  return {
    ...record,
    ...(scope.subject !== undefined && { subject: scope.subject }),
    ...(scope.paperType !== undefined && { paperType: scope.paperType }),
  };
}

export function storeFile({
  kind,
  scope,
  record,
  ...save
}: FileToStore): Promise<StoredFileRecord> {
  return saveFile({ ...save, layout: kind.layout(scope), record: inScope(record, scope) });
}

/** Stores files of one list with one list write (a restore's batch); see saveFiles. */
export function storeFiles(
  kind: KindSettings,
  scope: MaterialScope,
  files: readonly Pick<FileToStore, 'file' | 'record'>[],
): Promise<SavedBatch> {
  return saveFiles(
    kind.layout(scope),
    files.map(({ file, record }) => ({ file, record: inScope(record, scope) })),
  );
}

/** The kind's words for a store that was full or unusable; null for any other failure. */
export async function storeFailureText(error: unknown, kind: KindSettings): Promise<string | null> {
  if (error instanceof StorageUnavailableError) return FILE_STORE_UNAVAILABLE;
  if (error instanceof StorageFullError) {
    return kind.messages.quotaExceeded(await getStorageInfo(), error.during);
  }
  return null;
}
