/**
 * What differs between the four kinds of material (notes, papers, schedules, books). Each kind's
 * folder fills one of these in; everything else (upload flow, file list, formatting) is one shared
 * implementation in features/materials that takes it.
 */
import type { MaterialKindId } from '../../../storage/keys';
import type { StorageFullPhase, StorageLayout } from '../../../storage/file-store';
import type { StorageInfo } from '../../../storage/health';

export type { MaterialKindId };

/** Where in the app one list lives: its subject (notes, papers, books) and paper type (papers). */
export interface MaterialScope {
  subject?: string;
  paperType?: string;
}

/** How a list is named to the student outside its own screen (search, dashboard). */
export interface ScopeNames {
  /** The subject's short name ('DSA'), when the kind has subjects. */
  subject?: string;
  /** The subject's full name ('Data Structures and Algorithms'), searched but not shown. */
  subjectFullName?: string;
  /** Papers: 'Mid Semester' or 'End Semester'. */
  paperType?: string;
}

export interface KindSettings {
  /** Which kind this is: also which of the storage's LIST_KEYS its layout's list key comes from. */
  kind: MaterialKindId;
  /** What the student calls this kind: 'Notes', 'Question papers'… */
  label: string;
  /** The names of a list of this kind; a subject the kind does not know is named from its slug. */
  names: (scope: MaterialScope) => ScopeNames;
  /** Accepted extensions, lower case with the dot: '.pdf'. Checked by extension, not only MIME. */
  extensions: readonly string[];
  /** Per-file limit in bytes (100 MB for every kind); a file of exactly this size is allowed. */
  maxFileBytes: number;
  /** Per-upload total limit in bytes (notes: 500 MB), or undefined. */
  maxTotalBytes?: number;
  /**
   * When true a file over maxFileBytes is refused as it is picked (like an unsupported type);
   * otherwise it stays in the selection and the upload button reports it (notes list every such file).
   */
  rejectOversizeOnSelect?: boolean;
  /** Progress milestones shown per file (notes: 0,20,30,40,60,80,100; others: 20,40,60,80,100). */
  milestones: readonly number[];
  /** The storage layout of one list of this kind. */
  layout: (scope: MaterialScope) => StorageLayout;
  /** Whether a scope is one of this kind's spec lists: a known subject, a known paper type. */
  knowsScope: (scope: MaterialScope) => boolean;
  /** Every list of this kind, which "Move to…" offers (one for schedules: nowhere to move). */
  scopes: () => readonly MaterialScope[];
  /** The parts a record id starts with: `schedule`, `refbooks_{subject}` (see kinds/record-id.ts). */
  idPrefix: (scope: MaterialScope) => readonly string[];
  /** This kind's upload and list screens. */
  routes: {
    upload: (scope: MaterialScope) => string;
    view: (scope: MaterialScope) => string;
  };
  upload: {
    /** Label of the upload button when idle: 'Upload Files', 'Upload Papers', 'Upload Schedules', 'Upload Books'. */
    buttonLabel: string;
    /** The link from the upload panel to the list: 'View uploaded notes', 'View Uploaded Schedules'… */
    viewLinkLabel: string;
    /** Papers, schedules and books show that link only while nothing is selected. */
    viewLinkOnlyWhenEmpty: boolean;
    /** Notes go to their list this long after a successful upload; other kinds stay and show messages.success. */
    redirectToViewAfterMs?: number;
  };
  list: {
    /** 'Loading papers...' */
    loadingText: string;
    /** 'No files uploaded yet', 'No Papers Found'… */
    emptyTitle: string;
    /** The sentence under the empty title, if any. */
    emptyText?: (scope: MaterialScope) => string;
    /** The empty state's button to the upload screen: 'Upload First Paper'… */
    emptyActionLabel: string;
    /** The list screen's own upload button (shown above a non-empty list), if any. */
    uploadActionLabel?: string;
    /** The View button's visible text: 'View' unless set ('View in New Tab' for papers). */
    viewLabel?: string;
    /** Notes only: a Clear All button removing the student's own files of the list. */
    canClearAll: boolean;
  };
  messages: {
    /** Shown for a file whose extension is not accepted. */
    unsupported: (fileName: string) => string;
    /** Upload pressed with nothing selected. */
    noFiles: string;
    /** Files over maxFileBytes (one name when rejectOversizeOnSelect, else every such name in the selection). */
    tooLarge: (fileNames: readonly string[]) => string;
    /** The selection's total is over maxTotalBytes (notes only). */
    totalTooLarge?: (totalBytes: number) => string;
    /**
     * The browser refused a write for lack of space. info is null when usage cannot be read;
     * during says whether the list ('list') or the file's bytes ('files') did not fit, when known
     * (schedules and books word those two differently).
     */
    quotaExceeded: (info: StorageInfo | null, during?: StorageFullPhase) => string;
    /** Any other failure while storing. */
    uploadFailed: string;
    /** After a successful upload of n files, or undefined where the spec shows none. */
    success?: (count: number) => string;
    /** Delete confirmation text. */
    confirmDelete: string;
  };
}
