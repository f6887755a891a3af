/**
 * Messages papers, schedules and books word alike (spec section 8), written once so that
 * their three settings state only how they differ.
 */
import type { StorageFullPhase } from '../../../storage/file-store';
import type { StorageInfo } from '../../../storage/health';
import { formatMb } from '../../../shared/format-size';
import type { KindSettings } from './kind-settings';
import { MB } from './limits';

const mb = (bytes: number) => formatMb(bytes / MB);

export const sharedMessages = {
  noFiles: 'Please select at least one file to upload.',
  /** These kinds refuse an oversized file as it is picked, so there is one name. */
  tooLarge: (fileNames: readonly string[]) =>
    `File ${fileNames.join(', ')} is too large. Maximum size is 100MB.`,
  uploadFailed: 'Upload failed. Please try again.',
  /** The browser refused a write: the spec words a full list and a full file store apart. */
  quotaExceeded: (info: StorageInfo | null, during?: StorageFullPhase) =>
    during === 'list' ? listFull(info) : filesFull(info),
} satisfies Partial<KindSettings['messages']>;

/** A quota error while a file's bytes are stored. */
function filesFull(info: StorageInfo | null): string {
  return info
    ? `Storage limit reached! You are using ${mb(info.usage)}MB of ${mb(info.quota)}MB available storage. Please delete some existing files and try again.`
    : 'Storage limit reached! Please delete some existing files and try again.';
}

/** A quota error while the list itself is saved. */
function listFull(info: StorageInfo | null): string {
  return info
    ? `Storage quota exceeded! You are using ${mb(info.usage)}MB of ${mb(info.quota)}MB available storage (${info.percentage.toFixed(1)}%). Please delete some files and try again.`
    : 'Storage quota exceeded! Please delete some existing files and try again.';
}

/** The settings every paper, schedule and book upload shares. */
export const sharedUploadRules = {
  rejectOversizeOnSelect: true,
  milestones: [20, 40, 60, 80, 100],
} as const;
