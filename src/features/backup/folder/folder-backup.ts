/**
 * Automatic backups to a folder the student chose (File System Access API, in Chromium on a
 * computer): after the library changes, and when a visit starts with changes not yet backed up,
 * the whole library is written as one zip into that folder, replacing the last. The folder is kept
 * across visits; when the browser asks again for permission to write there, the student is asked
 * with its usual prompt, by a button (a prompt needs a press).
 */
import { subscribe } from '../../../storage/changes';
import { isListKey } from '../../../storage/keys';
import { lastBackup } from '../../../storage/backup-store';
import { listLibrary } from '../../../storage/file-store';
import {
  backupFolder,
  keepBackupFolder,
  type BackupFolder,
} from '../../../storage/backup-folder-store';
import { ANNOTATION_KEYS, MARK_KEYS, PLACE_KEYS, TRASH_KEYS } from '../../../storage/student-keys';
import type { KindSettings } from '../../library/kinds/kind-settings';

/** The zip in the folder, replaced by each backup (the browser swaps it in only when whole). */
export const FOLDER_BACKUP_NAME = 'studyshelf-backup.zip';
/** Changes come in bursts (an upload of many files, a page of highlights): gathered first. */
const AFTER_CHANGES_MS = 5000;

export type FolderBackupState =
  | { step: 'unsupported' }
  | { step: 'off' }
  /** `folder`: its name. `at`: the last backup written there this visit (ISO), if any. */
  | { step: 'on'; folder: string; writing: boolean; at: string | null; failed: boolean }
  /** The browser asks again before writing there: a press of the student's gives the prompt. */
  | { step: 'needs-permission'; folder: string };

type DirectoryPicker = (options: { id: string; mode: 'readwrite' }) => Promise<BackupFolder>;

const picker = () =>
  (globalThis as unknown as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;

export const canBackUpToFolder = () => typeof picker() === 'function';

let state: FolderBackupState = canBackUpToFolder() ? { step: 'off' } : { step: 'unsupported' };
const listeners = new Set<() => void>();

function setState(next: FolderBackupState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const folderBackupState = () => state;
export function onFolderBackupState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser lets this page write to `folder` now; `ask` shows its prompt if it must. */
async function mayWrite(folder: BackupFolder, ask: boolean): Promise<boolean> {
  const mode = { mode: 'readwrite' } as const;
  if ((await folder.queryPermission?.(mode)) === 'granted') return true;
  return ask && (await folder.requestPermission?.(mode)) === 'granted';
}

class FolderBackups {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly uid: string,
    private readonly kinds: readonly KindSettings[],
  ) {}

  async start(): Promise<() => void> {
    const unsubscribe = subscribe((key) => {
      if (key === null || this.watches(key)) this.soon();
    });
    const folder = await backupFolder(this.uid);
    if (this.stopped) return unsubscribe;
    if (!folder) setState({ step: 'off' });
    else if (!(await mayWrite(folder, false)))
      setState({ step: 'needs-permission', folder: folder.name });
    else {
      setState({ step: 'on', folder: folder.name, writing: false, at: null, failed: false });
      if (this.changedSinceBackup()) this.soon(0);
    }
    return () => {
      this.stopped = true;
      clearTimeout(this.timer);
      unsubscribe();
    };
  }

  private watches(key: string): boolean {
    return (
      isListKey(key) ||
      TRASH_KEYS.owns(key) ||
      key === MARK_KEYS.starred(this.uid) ||
      PLACE_KEYS.owns(key) ||
      ANNOTATION_KEYS.owns(key)
    );
  }

  /** Files stored after the last backup (of any kind, on this device). */
  private changedSinceBackup(): boolean {
    const last = lastBackup()?.at ?? '';
    return listLibrary().some(({ records }) => records.some((r) => r.uploadedAt > last));
  }

  soon(afterMs = AFTER_CHANGES_MS): void {
    if (state.step !== 'on') return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.backUp(false), afterMs);
  }

  /** One backup at a time; `ask` when the student pressed a button (the prompt may show). */
  backUp(ask: boolean): Promise<void> {
    this.running = this.running.then(() => this.write(ask));
    return this.running;
  }

  private async write(ask: boolean): Promise<void> {
    const folder = await backupFolder(this.uid);
    if (!folder || this.stopped) return;
    if (!(await mayWrite(folder, ask))) {
      setState({ step: 'needs-permission', folder: folder.name });
      return;
    }
    const at = state.step === 'on' ? state.at : null;
    setState({ step: 'on', folder: folder.name, writing: true, at, failed: false });
    try {
      const { writeBackupInto } = await import('../write-backup');
      const file = await folder.getFileHandle(FOLDER_BACKUP_NAME, { create: true });
      await writeBackupInto(this.kinds, this.uid, file);
      setState({
        step: 'on',
        folder: folder.name,
        writing: false,
        at: new Date().toISOString(),
        failed: false,
      });
    } catch {
      // The folder gone or full: said on the panel, and the next change tries again.
      setState({ step: 'on', folder: folder.name, writing: false, at, failed: true });
    }
  }

  async choose(): Promise<void> {
    const pick = picker();
    if (!pick) return;
    let folder: BackupFolder;
    try {
      folder = await pick({ id: 'studyshelf-backups', mode: 'readwrite' });
    } catch {
      return; // The picker closed without a folder: nothing changes.
    }
    await keepBackupFolder(this.uid, folder);
    setState({ step: 'on', folder: folder.name, writing: false, at: null, failed: false });
    await this.backUp(true);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await keepBackupFolder(this.uid, null);
    setState({ step: 'off' });
  }
}

let current: FolderBackups | null = null;

/** Starts automatic folder backups for `uid` on this page; returns its stop. */
export function startFolderBackups(uid: string, kinds: readonly KindSettings[]): () => void {
  if (!canBackUpToFolder()) return () => undefined;
  const backups = new FolderBackups(uid, kinds);
  current = backups;
  const stopping = backups.start();
  return () => {
    if (current === backups) current = null;
    void stopping.then((stop) => stop());
  };
}

/** The panel's buttons: choose a folder (then a first backup), allow writing again, stop. */
export const folderBackupActions = {
  choose: () => current?.choose() ?? Promise.resolve(),
  allow: () => current?.backUp(true) ?? Promise.resolve(),
  stop: () => current?.stop() ?? Promise.resolve(),
};
