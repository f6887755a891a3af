/** The errors the file store throws; file-store.ts re-exports them as its contract. */

/** Which write ran out of space: the localStorage list, or the file bytes in IndexedDB. */
export type StorageFullPhase = 'list' | 'files';

/** Thrown when the browser refuses a write for lack of space (localStorage or IndexedDB). */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  /** Where the space ran out, when known: the UI words a full list and a full file store differently. */
  readonly during: StorageFullPhase | undefined;

  constructor(
    message = 'Storage limit reached. Please delete some existing files and try again.',
    options: { cause?: unknown; during?: StorageFullPhase } = {},
  ) {
    super(message, { cause: options.cause });
    this.during = options.during;
  }
}

/** Thrown when a file's stored bytes are missing or damaged: message 'File not found in storage'. */
export class FileMissingError extends Error {
  override name = 'FileMissingError';
  constructor() {
    super('File not found in storage');
  }
}

/**
 * Thrown when a file would be stored under an id another file already uses, in any list or in the
 * file store: writing it would overwrite or shadow that file's bytes.
 */
export class FileIdTakenError extends Error {
  override name = 'FileIdTakenError';
  constructor(id: string) {
    super(`A file with id ${id} is already stored`);
  }
}

/** Thrown when someone other than the record's uploadedBy tries to delete it. */
export class NotOwnerError extends Error {
  override name = 'NotOwnerError';
  constructor(message = 'Only the student who uploaded this file can delete it.') {
    super(message);
  }
}

/** The name of a thrown DOMException or Error (DOMException is not always an Error subclass, e.g. in jsdom). */
export function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}

/** True for every browser's way of saying "out of space" (Firefox's old name included). */
export function isQuotaError(error: unknown): boolean {
  const name = errorName(error);
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Thrown when this browser lets nothing be stored in IndexedDB (some private windows). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(
    message = 'This browser is not letting StudyShelf keep large files on this device (a private window can do this).',
  ) {
    super(message);
  }
}
