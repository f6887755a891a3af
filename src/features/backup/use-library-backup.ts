import { useCallback, useEffect, useMemo, useState } from 'react';
import { lastBackup, type BackupNote } from '../../storage/backup-store';
import { lastSyncAt } from '../../storage/paired-devices-store';
import { STORAGE_KEYS } from '../../storage/keys';
import { useStored } from '../library/use-stored';
import { useAuth } from '../../session/auth-context';
import { listLibrary } from '../../storage/file-store';
import {
  checkIntegrity,
  repairIntegrity,
  type IntegrityReport,
  getStorageInfo,
  isStoragePersisted,
  repairSliceDamage,
  requestPersistence,
  type StorageInfo,
} from '../../storage/health';
import type { KindSettings } from '../library/kinds/kind-settings';
import type { BackupSummary, OpenedBackup, RestoreOutcome } from './read-backup';
import { backupMessages, failureText } from './backup-manifest';
import { backupReminder, homeScreenTip, repairNote } from './library-health';
import { keepingOf, readBrowserFacts, type Keeping } from '../library/keeping/browser-keeping';

export interface LibraryHealth {
  info: StorageInfo | null;
  persisted: boolean | null;
  fileCount: number;
  /** When the newest file was stored (ISO), or null for an empty library. */
  newestFileAt: string | null;
  /** When this was read (ms since the epoch): the time a reminder is judged at. */
  readAt: number;
  /** How this browser keeps the files (its engine, installed or not, persistent or not). */
  keeping: Keeping;
  /** Safari on iOS outside the Home Screen: how to keep the files from its 7-day deletion. */
  homeScreen: string | null;
  /** When a paired device last took a whole sync from this one (ISO), or null. */
  lastSyncAt: string | null;
}

async function readHealth(uid: string): Promise<LibraryHealth> {
  const [info, persisted] = await Promise.all([getStorageInfo(), isStoragePersisted()]);
  const facts = readBrowserFacts();
  const records = listLibrary().flatMap((list) => list.records);
  const newest = records.reduce<string | null>(
    (latest, r) => (latest === null || r.uploadedAt > latest ? r.uploadedAt : latest),
    null,
  );
  return {
    info,
    persisted,
    fileCount: records.length,
    newestFileAt: newest,
    readAt: Date.now(),
    keeping: keepingOf(facts, persisted),
    homeScreen: homeScreenTip(facts),
    lastSyncAt: lastSyncAt(uid),
  };
}

/**
 * What the start-up repair of wrongly stored files did, apart from the storage figures: outside
 * Blink the repair first self-tests the browser's storage, which a slow IndexedDB can hold up for
 * many seconds, and the figures need none of it. A repair that freed space has them read again.
 */
function useRepairNote(onRepaired: () => void): string | null {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    let mounted = true;
    void repairSliceDamage().then((report) => {
      if (!mounted || report === null) return;
      setNote(repairNote(report));
      onRepaired();
    });
    return () => {
      mounted = false;
    };
  }, [onRepaired]);
  return note;
}

const INTEGRITY_FAILED = 'The integrity check could not finish. Please try again.';

const isLastBackupKey = (key: string) => key === STORAGE_KEYS.lastBackup;

export type RestoreState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'confirm'; summary: BackupSummary }
  | { step: 'restoring'; done: number; total: number }
  | { step: 'done'; outcome: RestoreOutcome };

/** The reminder to keep a copy off this device, or null. */
function useReminder(health: LibraryHealth | null, backup: BackupNote | null): string | null {
  return useMemo(
    () =>
      health &&
      // On an iPhone tab the Home Screen warning says it, backup included.
      health.homeScreen === null
        ? backupReminder({
            newestFileAt: health.newestFileAt,
            lastBackupAt: backup?.at ?? null,
            lastSyncAt: health.lastSyncAt,
            persisted: health.persisted,
            keeping: health.keeping,
            now: health.readAt,
          })
        : null,
    [backup, health],
  );
}

/**
 * The dashboard's library panel: storage health, the backup and the restore. The zip code is
 * loaded only when the student backs up or restores.
 */
export function useLibraryBackup(kinds: readonly KindSettings[]) {
  const uid = useAuth().user?.uid ?? '';
  const [health, setHealth] = useState<LibraryHealth | null>(null);
  const [backingUp, setBackingUp] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [restore, setRestore] = useState<RestoreState>({ step: 'idle' });
  const [opened, setOpened] = useState<OpenedBackup | null>(null);
  const [integrity, setIntegrity] = useState<IntegrityReport | 'checking' | 'repaired' | null>(
    null,
  );

  // A backup made anywhere (the profile menu too) shows here at once.
  const backup = useStored(lastBackup, isLastBackupKey);
  const reminder = useReminder(health, backup);

  const refresh = useCallback(() => {
    void readHealth(uid).then(setHealth);
  }, [uid]);
  useEffect(refresh, [refresh]);

  const repaired = useRepairNote(refresh);

  const backUp = useCallback(async () => {
    setBackingUp(true);
    setMessage(null);
    try {
      const { backedUpText, writeBackup } = await import('./write-backup');
      const files = await writeBackup(kinds, uid);
      if (files !== null) setMessage({ tone: 'success', text: backedUpText(files) });
      // Asked again after each backup: a browser may grant it to a site used more by now. The
      // answer shows on the protection line once the health is read again below.
      await requestPersistence();
    } catch (error) {
      setMessage({ tone: 'error', text: failureText(error, backupMessages.writeFailed) });
    } finally {
      setBackingUp(false);
      refresh();
    }
  }, [kinds, uid, refresh]);

  const chooseBackup = useCallback(
    async (zip: File) => {
      setMessage(null);
      setRestore({ step: 'reading' });
      try {
        const { openBackup } = await import('./read-backup');
        const backup = await openBackup(zip, kinds, uid);
        setOpened(backup);
        setRestore({ step: 'confirm', summary: backup.summary });
      } catch (error) {
        setRestore({ step: 'idle' });
        setMessage({
          tone: 'error',
          text: failureText(error, backupMessages.readFailed),
        });
      }
    },
    [kinds, uid],
  );

  const confirmRestore = useCallback(async () => {
    if (!opened) return;
    setRestore({ step: 'restoring', done: 0, total: 0 });
    const outcome = await opened.restore((done, total) =>
      setRestore({ step: 'restoring', done, total }),
    );
    await opened.close();
    setOpened(null);
    setRestore({ step: 'done', outcome });
    // As an upload does: the library holds files here now, which the browser may agree to keep.
    if (outcome.restored > 0) await requestPersistence();
    refresh();
  }, [opened, refresh]);

  const cancelRestore = useCallback(() => {
    void opened?.close();
    setOpened(null);
    setRestore({ step: 'idle' });
  }, [opened]);

  const check = useCallback(async () => {
    setIntegrity('checking');
    setMessage(null);
    try {
      setIntegrity(await checkIntegrity());
    } catch {
      setIntegrity(null);
      setMessage({ tone: 'error', text: INTEGRITY_FAILED });
    }
  }, []);

  const repair = useCallback(async () => {
    if (integrity === null || typeof integrity === 'string') return;
    try {
      await repairIntegrity(integrity);
      setIntegrity('repaired');
    } catch {
      setIntegrity(null);
      setMessage({ tone: 'error', text: 'The repair could not finish. Please try again.' });
    } finally {
      refresh();
    }
  }, [integrity, refresh]);

  return {
    health,
    /** Reads the storage figures again (after the Trash is emptied, say). */
    refresh,
    /** What the start-up repair of wrongly stored files did, when it found any. */
    repaired,
    lastBackup: backup,
    reminder,
    integrity,
    checkIntegrity: check,
    repairIntegrity: repair,
    closeIntegrity: useCallback(() => setIntegrity(null), []),
    backingUp,
    message,
    dismissMessage: useCallback(() => setMessage(null), []),
    backUp,
    restore,
    chooseBackup,
    confirmRestore,
    cancelRestore,
    closeRestore: useCallback(() => setRestore({ step: 'idle' }), []),
  };
}
