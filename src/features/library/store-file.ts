/**
 * Storing a file into a kind's list: the one path of an upload and of a restore. The record takes
 * the list's subject and paper type from where it goes; a failure of the store is worded in the
 * kind's own messages.
 */
import {
  getStorageInfo,
  saveFile,
  StorageFullError,
  StorageUnavailableError,
  type SaveFileInput,
  type StoredFileRecord,
} from '../../storage/file-store';
import type { KindSettings, MaterialScope } from './kinds/kind-settings';
import { FILE_STORE_UNAVAILABLE } from './unavailable-message';

export interface FileToStore extends Omit<SaveFileInput, 'layout' | 'record'> {
  kind: KindSettings;
  scope: MaterialScope;
  /** What the caller decides of the record; subject and paper type come from `scope`. */
  record: Omit<SaveFileInput['record'], 'subject' | 'paperType'>;
}

export function storeFile({
  kind,
  scope,
  record,
  ...save
}: FileToStore): Promise<StoredFileRecord> {
  return saveFile({
    ...save,
    layout: kind.layout(scope),
    record: {
      ...record,
      ...(scope.subject !== undefined && { subject: scope.subject }),
      ...(scope.paperType !== undefined && { paperType: scope.paperType }),
    },
  });
}

/** The kind's words for a store that was full or unusable; null for any other failure. */
export async function storeFailureText(error: unknown, kind: KindSettings): Promise<string | null> {
  if (error instanceof StorageUnavailableError) return FILE_STORE_UNAVAILABLE;
  if (error instanceof StorageFullError) {
    return kind.messages.quotaExceeded(await getStorageInfo(), error.during);
  }
  return null;
}
