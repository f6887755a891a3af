/**
 * Handing a stored file to the browser. Blob URLs keep their bytes alive until revoked,
 * so each is revoked once the tab or the download has had ample time to take it.
 */
import { opensInFileTab, showInFileTab } from './file-tab';

const REVOKE_AFTER_MS = 60_000;

function revokeLater(url: string): void {
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Opens an empty tab now, while the click still counts as the student's gesture (popup
 * blockers refuse tabs opened after an await), and returns a function that shows the blob
 * in it, or null when the browser refused the tab.
 */
export function openPendingTab(): {
  show: (blob: Blob, fileName: string, fileId?: string) => void;
  close: () => void;
} | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The file's tab has no business with the app's window.
  tab.opener = null;
  return {
    show: (blob, fileName, fileId) => {
      if (opensInFileTab(blob)) {
        showInFileTab(tab, { blob, fileName, ...(fileId !== undefined && { fileId }) });
        return;
      }
      const url = URL.createObjectURL(blob);
      tab.location.href = url;
      revokeLater(url);
    },
    close: () => tab.close(),
  };
}

/** Saves the blob under the file's own name (the name is only ever used as text). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  revokeLater(url);
}
