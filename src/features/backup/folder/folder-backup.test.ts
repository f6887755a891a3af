import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupFolder } from '../../../storage/backup-folder-store';

// A handle is kept by the browser's IndexedDB, which structured-clones it; the test's own folder
// (plain functions) cannot be cloned, so the store keeps it in memory here.
const kept = new Map<string, BackupFolder>();
vi.mock('../../../storage/backup-folder-store', () => ({
  backupFolder: (uid: string) => Promise.resolve(kept.get(uid) ?? null),
  keepBackupFolder: (uid: string, folder: BackupFolder | null) => {
    if (folder) kept.set(uid, folder);
    else kept.delete(uid);
    return Promise.resolve();
  },
}));
const keepBackupFolder = (uid: string, folder: BackupFolder) => {
  kept.set(uid, folder);
  return Promise.resolve();
};

const UID = 'uid-student';

/** A folder as the browser hands it out, whose permission is `permission` until asked. */
function folderAsking(permission: PermissionState) {
  const written: (Blob | Uint8Array)[] = [];
  let granted = permission;
  const folder: BackupFolder = {
    kind: 'directory',
    name: 'Backups',
    getFileHandle: () =>
      Promise.resolve({
        createWritable: () =>
          Promise.resolve({
            write: (data: Blob | Uint8Array) => {
              written.push(data);
              return Promise.resolve();
            },
            close: () => Promise.resolve(),
            abort: () => Promise.resolve(),
          }),
      }),
    queryPermission: () => Promise.resolve(granted),
    requestPermission: () => {
      granted = 'granted';
      return Promise.resolve(granted);
    },
  };
  return { folder, written };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  kept.clear();
});

async function loadWithPicker() {
  vi.stubGlobal('showDirectoryPicker', () => Promise.reject(new Error('not in this test')));
  return import('./folder-backup');
}

describe('automatic backups to a chosen folder', () => {
  it('is not offered where the browser cannot write to a folder', async () => {
    const { folderBackupState } = await import('./folder-backup');
    expect(folderBackupState()).toEqual({ step: 'unsupported' });
  });

  it('asks again, on a press, when a later visit may not write there yet; then writes', async () => {
    const { folder, written } = folderAsking('prompt');
    await keepBackupFolder(UID, folder);
    const backups = await loadWithPicker();
    const stop = backups.startFolderBackups(UID, []);
    await vi.waitFor(() =>
      expect(backups.folderBackupState()).toEqual({ step: 'needs-permission', folder: 'Backups' }),
    );
    expect(written).toEqual([]);
    await backups.folderBackupActions.allow();
    expect(backups.folderBackupState()).toMatchObject({
      step: 'on',
      folder: 'Backups',
      failed: false,
    });
    expect(written.length).toBeGreaterThan(0);
    stop();
  });

  it('forgets the folder when stopped', async () => {
    const { folder } = folderAsking('granted');
    await keepBackupFolder(UID, folder);
    const backups = await loadWithPicker();
    const stop = backups.startFolderBackups(UID, []);
    await vi.waitFor(() => expect(backups.folderBackupState()).toMatchObject({ step: 'on' }));
    await backups.folderBackupActions.stop();
    expect(backups.folderBackupState()).toEqual({ step: 'off' });
    expect(kept.has(UID)).toBe(false);
    stop();
  });
});
