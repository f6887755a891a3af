/**
 * The stored formats of the spec (sections 3, 7 and 9). Field names are the contract
 * with what students already have on their devices: do not rename them.
 */

/** One entry of a localStorage list (notes_{subject}, papers_{subject}_{type}, lecture_schedules, refbooks_{subject}). */
export interface StoredFileRecord {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  /** ISO timestamp. */
  uploadedAt: string;
  /** uid of the student who uploaded it. */
  uploadedBy: string;
  isLargeFile: boolean;
  /** A data URL, only when the file is small and kept inline. */
  data?: string;
  /** Notes, papers and books. */
  subject?: string;
  /** Papers only: 'mid-sem' | 'end-sem'. */
  paperType?: string;
}

/** How one kind of material is laid out on the device. */
export interface StorageLayout {
  /** localStorage key of the list. */
  listKey: string;
  /** Files strictly larger than this go to IndexedDB. */
  largeThreshold: number;
  /**
   * 'chunked': notes and papers, one metadata record plus 1 MB chunk records.
   * 'single': schedules and books, one record under the file's id holding the bytes.
   */
  largeFormat: 'chunked' | 'single';
}

/** The storage estimate of the spec: bytes. */
export interface StorageInfo {
  usage: number;
  quota: number;
  available: number;
  /** 0-100. */
  percentage: number;
}

/** The bytes of a large file in IndexedDB: Blob slices, or ArrayBuffers where a browser refuses Blobs. */
export type StoredBytes = Blob | ArrayBuffer;

/** Fields every IndexedDB record of a file repeats, so a record can be understood on its own. */
export interface FileRecordFields {
  fileName: string;
  fileSize: number;
  fileType: string;
  uploadedAt: string;
  uploadedBy: string;
  subject?: string;
  paperType?: string;
}

/** The one metadata record of a large note or paper, under the file's id. */
export interface FileMetadataRecord extends FileRecordFields {
  id: string;
  isMetadata: true;
  totalChunks: number;
  originalSize: number;
}

/** One 1 MB chunk of a large note or paper, under `${fileId}_chunk_${chunkIndex}`. */
export interface FileChunkRecord extends FileRecordFields {
  id: string;
  fileId: string;
  chunkIndex: number;
  totalChunks: number;
  data: StoredBytes;
  /** Bytes in this chunk. */
  size: number;
}

/** A large schedule or book: its bytes in one record under the file's id. */
export interface SingleFileRecord extends FileRecordFields {
  id: string;
  data: StoredBytes;
}

/** Anything in the `files` object store. */
export type FileDbRecord = FileMetadataRecord | FileChunkRecord | SingleFileRecord;
