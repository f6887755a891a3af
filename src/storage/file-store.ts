/**
 * CONTRACT STUB (to be implemented by the storage work): the one API the app uses
 * to keep files on the device. Knows nothing of React. Signatures are fixed; bodies are not.
 */
import type { StorageLayout, StoredFileRecord } from './records';

/** Thrown when the browser refuses a write for lack of space (localStorage or IndexedDB). */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
}
/** Thrown when a large file's bytes are missing from IndexedDB: message 'File not found in storage'. */
export class FileMissingError extends Error {
  override name = 'FileMissingError';
  constructor() {
    super('File not found in storage');
  }
}
/** Thrown when someone other than the record's uploadedBy tries to delete it. */
export class NotOwnerError extends Error {
  override name = 'NotOwnerError';
}

export interface SaveFileInput {
  layout: StorageLayout;
  file: File;
  /** Record fields decided by the caller (id, uploadedBy, subject, paperType…); the store fills the rest. */
  record: Pick<StoredFileRecord, 'id' | 'uploadedBy'> &
    Partial<Pick<StoredFileRecord, 'subject' | 'paperType' | 'uploadedAt'>>;
  /** 0-100: called as bytes are stored (e.g. per chunk written). */
  onProgress?: (percent: number) => void;
}

/** The list under `listKey`, newest first; an unreadable list is an empty list. */
export declare function listFiles(listKey: string): StoredFileRecord[];
/** Stores the bytes (inline or in IndexedDB), then appends the list entry last. Nothing half-written on failure. */
export declare function saveFile(input: SaveFileInput): Promise<StoredFileRecord>;
/** The file's bytes as one Blob typed from its extension (safe MIME table). */
export declare function readFile(record: StoredFileRecord, layout: StorageLayout): Promise<Blob>;
/** Removes the list entry and every stored byte; NotOwnerError unless requesterUid === uploadedBy. */
export declare function deleteFile(layout: StorageLayout, id: string, requesterUid: string): Promise<void>;
/** Removes the requester's own files of the list (others' files stay). Returns how many were removed. */
export declare function clearFiles(layout: StorageLayout, requesterUid: string): Promise<number>;
/** At start: removes chunks/records in IndexedDB that no list entry or complete metadata owns. */
export declare function sweepOrphans(): Promise<void>;
