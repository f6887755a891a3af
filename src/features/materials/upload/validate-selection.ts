import type { KindSettings } from '../../library/kinds/kind-settings';
import { fileExtension } from '../../library/file-extension';

export interface PickResult {
  accepted: File[];
  /** One message per refused file, in the order picked. */
  refusals: string[];
}

/**
 * Sorts freshly picked or dropped files into those the selection takes and messages for the rest.
 * The extension decides: browsers report MIME types unreliably (an empty type for .docx on some systems).
 */
export function pickFiles(files: readonly File[], settings: KindSettings): PickResult {
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    if (!settings.extensions.includes(fileExtension(file.name))) {
      refusals.push(settings.messages.unsupported(file.name));
    } else if (settings.rejectOversizeOnSelect && file.size > settings.maxFileBytes) {
      refusals.push(settings.messages.tooLarge([file.name]));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refusals };
}

/** Why the selection cannot be uploaded as it is, or null: the checks that need no storage. */
export function selectionProblem(files: readonly File[], settings: KindSettings): string | null {
  if (files.length === 0) return settings.messages.noFiles;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (
    settings.maxTotalBytes !== undefined &&
    total > settings.maxTotalBytes &&
    settings.messages.totalTooLarge
  ) {
    return settings.messages.totalTooLarge(total);
  }
  const oversized = files
    .filter((file) => file.size > settings.maxFileBytes)
    .map((file) => file.name);
  if (oversized.length > 0) return settings.messages.tooLarge(oversized);
  return null;
}

/** The same file picked twice (same name, size and modification time) is kept once. */
export function isSameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}
