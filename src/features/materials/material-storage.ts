/**
 * The one door from the materials hooks to src/storage: components never import storage,
 * and unit tests of the hooks mock this module alone.
 */
export {
  beginSave,
  clearFiles,
  deleteFile,
  FileMissingError,
  listFiles,
  NotOwnerError,
  prepareSave,
  readFile,
  saveFile,
  StorageFullError,
  sweepOrphans,
} from '../../storage/file-store';
export { checkStorageRoom, getStorageInfo } from '../../storage/quota';
export { requestPersistence } from '../../storage/persistence';
export type { StorageInfo, StorageLayout, StoredFileRecord } from '../../storage/records';
