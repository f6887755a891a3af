/**
 * What differs between the four kinds of material (notes, papers, schedules, books).
 * Everything else (upload flow, file list, formatting) is one shared implementation in
 * features/materials that takes one of these settings objects.
 * Owned by the materials engineer: fields may be added; tell the others in your report.
 */
import type { StorageLayout } from '../../../storage/records';

export type MaterialKindId = 'notes' | 'papers' | 'schedules' | 'books';

/** Where in the app one list lives: its subject (notes, papers, books) and paper type (papers). */
export interface MaterialScope {
  subject?: string;
  paperType?: string;
}

export interface KindSettings {
  kind: MaterialKindId;
  /** Accepted extensions, lower case with the dot: '.pdf'. Checked by extension, not only MIME. */
  extensions: readonly string[];
  /** Per-file limit in bytes (100 MB for every kind). */
  maxFileBytes: number;
  /** Per-upload total limit in bytes (notes: 500 MB), or undefined. */
  maxTotalBytes?: number;
  /** Progress milestones shown per file (notes: 0,20,30,40,60,80,100; others: 20,40,60,80,100). */
  milestones: readonly number[];
  /** The storage layout of one list of this kind. */
  layout: (scope: MaterialScope) => StorageLayout;
  /** A new record id: e.g. `schedule_…`, `refbooks_{subject}_…`. */
  newId: (scope: MaterialScope) => string;
  /** Label of the upload button when idle: 'Upload Files', 'Upload Papers', 'Upload Schedules', 'Upload Books'. */
  uploadLabel: string;
  messages: {
    /** Shown for a file whose extension is not accepted. */
    unsupported: (fileName: string) => string;
    /** After a successful upload of n files, or undefined where the spec shows none. */
    success?: (count: number) => string;
    /** Delete confirmation text. */
    confirmDelete: string;
  };
}
