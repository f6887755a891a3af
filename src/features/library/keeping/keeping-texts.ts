import type { Keeping } from './browser-keeping';

export const SEVEN_DAYS_SENTENCE =
  "Safari erases a website's files after 7 days without a visit, but keeps those of an app on your Home Screen.";

/**
 * The dashboard's protection line for how this browser keeps the files; `backedUp` when the last
 * backup holds every file, which makes a loss here one that a restore undoes.
 */
export function protectionText(keeping: Keeping, backedUp: boolean): string {
  switch (keeping) {
    case 'home-screen':
      return 'Kept: StudyShelf runs from your Home Screen, where Safari keeps its files';
    case 'seven-days':
      return backedUp
        ? 'Safari erases these files after 7 days without a visit, but your last backup holds every file'
        : 'Safari erases these files after 7 days without a visit';
    case 'persistent':
      return 'Persistent: the browser keeps your files';
    case 'evictable':
      return backedUp
        ? 'Not persistent, but your last backup holds every file'
        : 'Not persistent: the browser may clear your files when space runs low';
    case 'unknown':
      return 'This browser does not say whether it keeps your files';
  }
}

/** Whether the files are safe from loss here: kept by the browser, or all in the last backup. */
export function isSafe(keeping: Keeping, backedUp: boolean): boolean {
  return keeping === 'home-screen' || keeping === 'persistent' || backedUp;
}
