import { fileCountText } from '../../shared/file-count';

/** The file list's messages, the same for every kind (spec section 8). */
export const listMessages = {
  /** The new tab could not be opened (a popup blocker). */
  openFailed: 'Error opening file. Please try again.',
  /** The bytes could not be read for View. */
  viewFailed: 'Error viewing file. Please try again.',
  downloadFailed: 'Error downloading file. Please try again.',
  deleteFailed: 'Error deleting file. Please try again.',
  /** Not in the spec: Clear All is a notes addition of the same shape as Delete. */
  clearFailed: 'Error deleting files. Please try again.',
  /** Not in the spec: the Undo after a delete could not list the file again. */
  undoFailed: 'The file could not be put back. Please upload it again.',
  confirmClearAll:
    'Are you sure you want to delete all of your files in this list? Files uploaded by other students stay.',
} as const;

/** The toast after a delete, naming the file. */
export function deletedText(fileName: string): string {
  return `Deleted '${fileName}'. It is in the Trash for 30 days.`;
}

/** What the toast says once Clear All has moved the student's files to the Trash. */
export function clearedText(count: number): string {
  return `Moved ${fileCountText(count)} to the Trash.`;
}

/** The delete dialog's title, naming the file beside the spec's sentence. */
export function deleteTitle(fileName: string): string {
  return `Delete '${fileName}'?`;
}

/** What Clear All removes, said beside the spec's sentence. */
export function clearAllCountText(count: number): string {
  return `This removes ${fileCountText(count)}.`;
}
