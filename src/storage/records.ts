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
