/** The messages between the page and the worker that keeps the index of the words in files. */
import type { StorageLayout, StoredFileRecord } from '../../../storage/file-store';
import type { IndexedFile } from '../../../storage/search-index-store';
import type { SnippetRun } from './snippet';

/**
 * A file to read: its record and layout, not its bytes. A small file's bytes are in its record. A
 * large file's the worker asks of the page, a range at a time, as `read` (see page-file-source):
 * the worker never opens the files' database itself. It is ended with the page, and WebKit
 * leaves a database whose transaction a worker had in flight when it was ended unable to finish
 * any later one (WebKit bug 324094): the student's next upload would hang. Nor is it handed the
 * page's Blob: a Blob that WebKit read from IndexedDB on the page can fail to read in a worker
 * ("The I/O read operation failed").
 */
export interface FileToIndex {
  record: StoredFileRecord;
  layout: StorageLayout;
}

/** A range of a large file's bytes, as the page read it, or why it could not. */
export type FileBytes =
  | { size: number; buffer: ArrayBuffer }
  /** `missing`: the store found the bytes gone or short; `interrupted`: any other failure, read again. */
  | { failure: 'missing' | 'interrupted' };

export interface ContentHit {
  fileId: string;
  part: number;
  snippet: SnippetRun[];
  /** The page's matched words, to find and mark on the page when it is opened. */
  words: string[];
}

export type ToIndexer =
  | { type: 'index'; files: FileToIndex[] }
  | { type: 'forget'; fileIds: string[] }
  | { type: 'visible'; fileIds: string[] }
  | { type: 'search'; id: number; query: string }
  /** The parts (pages) of one file that may hold every word, for a find inside it. */
  | { type: 'parts'; id: number; fileId: string; words: string[] }
  | { type: 'rebuild' }
  /** A file is open in a viewer: reading waits until it is closed; searches are still answered. */
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'bytes'; id: number; bytes: FileBytes };

/**
 * The best pages for a query, each with its snippet, and how many pages match: counted up to a
 * bound, past which `more` says there are more.
 */
export interface ContentAnswer {
  hits: ContentHit[];
  total: number;
  more: boolean;
}

/**
 * What the page needs of a file read: whether it is searched, and why not. Not its part
 * numbers, which for a library of long PDFs would make every status message many times larger.
 */
export type FileState = Pick<IndexedFile, 'fileId' | 'status' | 'reason'>;

export interface IndexStatus {
  files: FileState[];
  /** Files waiting to be read, and the one being read. */
  waiting: number;
  /** The word index is being merged, so that searches read less of it. */
  merging: boolean;
  /** Changes whenever what the index holds changes. */
  version: number;
  /** What the index takes on the device: its words and the pages' text kept for snippets. */
  bytes: number;
}

export type FromIndexer =
  | { type: 'status'; status: IndexStatus }
  /** `version`: the index the answer was read from, as its status numbers it. */
  | { type: 'results'; id: number; version: number; answer: ContentAnswer }
  /**
   * The parts of a file whose indexed text holds every word asked for (each as the start of a
   * word), in order; null when the index does not hold all of the file's text.
   */
  | { type: 'parts'; id: number; parts: number[] | null }
  /** The bytes from `start` up to `end` of a large file, asked of the page; answered by `bytes`. */
  | { type: 'read'; id: number; file: FileToIndex; start: number; end: number }
  /**
   * The index could not be opened (SQLite's code blocked or lost): nothing will be searched.
   * `reason`: the error, for the page's console.
   */
  | { type: 'unavailable'; reason: string };
