/** The messages between the page and the worker that keeps the index of the words in files. */
import type { StorageLayout, StoredFileRecord } from '../../library/device-library';
import type { IndexedFile } from '../../../storage/search-index-store';
import type { SnippetRun } from './snippet';

/**
 * A file to read: its record and layout, not its bytes. The worker reads the bytes from the
 * device itself: a Blob that WebKit read from IndexedDB on the page can fail to read in a worker
 * ("The I/O read operation failed"), and the page spends no time on a file it does not show.
 */
export interface FileToIndex {
  record: StoredFileRecord;
  layout: StorageLayout;
}

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
  | { type: 'rebuild' }
  /** A file is open in a viewer: reading waits until it is closed; searches are still answered. */
  | { type: 'pause' }
  | { type: 'resume' };

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
  | { type: 'results'; id: number; answer: ContentAnswer }
  /** The index could not be opened (SQLite's code blocked or lost): nothing will be searched. */
  | { type: 'unavailable' };
