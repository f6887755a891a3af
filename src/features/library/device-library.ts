/**
 * The one door to the student's files on this device for every feature: the lists, the bytes,
 * the room left, the integrity check, the last backup and the recent files, as the storage layer
 * keeps them. Features build on this face; only the library core reaches into storage/ for files.
 */
export {
  bytesMode,
  checkIntegrity,
  checkStorageRoom,
  clearFiles,
  dataUrlToBlob,
  deleteFile,
  deleteFileUndoably,
  FileIdTakenError,
  getStorageInfo,
  idsInAllLists,
  isListDamaged,
  isStoragePersisted,
  listFiles,
  listFilesAndHealth,
  listLibrary,
  readFile,
  repairIntegrity,
  repairList,
  repairSliceDamage,
  requestPersistence,
  type DeletedFile,
  type IntegrityReport,
  type SliceRepairReport,
  type StorageInfo,
  type StorageLayout,
  type StoredFileRecord,
} from '../../storage/file-store';
export { lastBackup, noteBackup, type BackupNote } from '../../storage/backup-store';
export {
  allAnnotations,
  annotationsOf,
  HIGHLIGHT_COLOURS,
  keepAnnotation,
  mergeAnnotations,
  NOTE_LIMIT,
  QUOTE_LIMIT,
  readAnnotationList,
  removeAnnotation,
  type Annotation,
  type Bookmark,
  type Highlight,
  type HighlightColour,
  type PageArea,
  type PageNote,
} from '../../storage/marks-store';
export {
  keepReadingPlace,
  markRecent,
  readingPlace,
  readingPlaces,
  RECENT_LIMIT,
  type ReadingPlace,
} from '../../storage/marks-store';
