import { describe, expect, it } from 'vitest';
import { BackupError, MANIFEST_FORMAT, parseManifest } from './backup-manifest';
import { folderOf, isLibraryPath, safeName, uniquePath } from './backup-paths';
import { backupReminder, BACKUP_REMINDER_AFTER_MS } from './library-health';

const record = {
  id: 'n1',
  fileName: 'a.pdf',
  fileSize: 3,
  fileType: 'application/pdf',
  uploadedAt: '2026-01-01T00:00:00Z',
  uploadedBy: 'u',
  isLargeFile: false,
};

describe('backup paths', () => {
  it('put each list in a readable folder of its kind', () => {
    expect(folderOf('notes', 'notes_dsa')).toBe('notes/dsa');
    expect(folderOf('papers', 'papers_big-data_mid-sem')).toBe('papers/big-data/mid-sem');
    expect(folderOf('schedules', 'lecture_schedules')).toBe('schedules');
    expect(folderOf('books', 'refbooks_ai-ml')).toBe('books/ai-ml');
    expect(folderOf('books', 'notes_dsa')).toBeNull();
  });

  it('number a name a folder already has, and keep names one safe segment', () => {
    const taken = new Set<string>();
    expect(uniquePath('notes/dsa', 'week.pdf', taken)).toBe('notes/dsa/week.pdf');
    expect(uniquePath('notes/dsa', 'week.pdf', taken)).toBe('notes/dsa/week (2).pdf');
    expect(uniquePath('notes/dsa', 'week.pdf', taken)).toBe('notes/dsa/week (3).pdf');
    expect(safeName('../x/y.pdf')).toBe('.._x_y.pdf');
    expect(safeName('..')).toBe('_');
  });

  it.each([
    ['notes/dsa/a.pdf', true],
    ['schedules/t.csv', true],
    ['../notes/a.pdf', false],
    ['notes/../../a.pdf', false],
    ['/notes/a.pdf', false],
    ['other/a.pdf', false],
    ['notes', false],
    ['notes\\dsa\\a.pdf', false],
  ])('%s inside the library: %s', (path, inside) => {
    expect(isLibraryPath(path)).toBe(inside);
  });
});

describe('parseManifest', () => {
  const manifest = (files: unknown) =>
    JSON.stringify({ format: MANIFEST_FORMAT, version: 1, createdAt: 'x', files });

  it('reads a StudyShelf manifest', () => {
    const files = [{ path: 'notes/dsa/a.pdf', listKey: 'notes_dsa', record }];
    expect(parseManifest(manifest(files)).files).toEqual(files);
  });

  it("reads the student's own subjects, leaving out any a student could not have made", () => {
    const quantum = { name: 'Quantum Computing', semester: 2, addedAt: '2026-12-01T10:00:00Z' };
    const text = JSON.stringify({
      format: MANIFEST_FORMAT,
      version: 2,
      createdAt: 'x',
      files: [],
      subjects: [quantum, { ...quantum, name: '<img src=x onerror=alert(1)>\u202E' }, 'Robotics'],
    });
    expect(parseManifest(text).subjects).toEqual([quantum]);
    expect(parseManifest(manifest([])).subjects).toEqual([]);
  });

  it.each([
    ['not JSON', '{', 'no StudyShelf manifest'],
    [
      'another format',
      JSON.stringify({ format: 'x', version: 1, files: [] }),
      'no StudyShelf manifest',
    ],
    [
      'a record without its id',
      manifest([{ path: 'p', listKey: 'k', record: { ...record, id: '' } }]),
      'does not match',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseManifest(text)).toThrow(BackupError);
    expect(() => parseManifest(text)).toThrow(message);
  });
});

describe('backupReminder', () => {
  const now = Date.parse('2026-11-23T00:00:00Z');
  const weekAgo = new Date(now - BACKUP_REMINDER_AFTER_MS - 1000).toISOString();
  it('says nothing with no files, or with a recent backup of persistent storage', () => {
    expect(
      backupReminder({ newestFileAt: null, lastBackupAt: null, persisted: false, now }),
    ).toBeNull();
    expect(
      backupReminder({
        newestFileAt: weekAgo,
        lastBackupAt: new Date(now).toISOString(),
        persisted: true,
        now,
      }),
    ).toBeNull();
  });

  it('drops the eviction advice once a backup holds every file', () => {
    const backedUp = new Date(now - 1000).toISOString();
    expect(
      backupReminder({ newestFileAt: weekAgo, lastBackupAt: backedUp, persisted: false, now }),
    ).toBeNull();
  });

  it('reminds when storage is not persistent, never backed up, or files were added since an old backup', () => {
    const fresh = new Date(now - 1000).toISOString();
    expect(
      backupReminder({ newestFileAt: fresh, lastBackupAt: weekAgo, persisted: false, now }),
    ).toMatch(/may clear/);
    expect(
      backupReminder({ newestFileAt: fresh, lastBackupAt: null, persisted: false, now }),
    ).toMatch(/may clear/);
    expect(
      backupReminder({ newestFileAt: fresh, lastBackupAt: null, persisted: true, now }),
    ).toMatch(/never been/);
    expect(
      backupReminder({ newestFileAt: fresh, lastBackupAt: weekAgo, persisted: true, now }),
    ).toBe(
      'Files were added since the last copy off this device, 3 days ago. Back up your library, or open StudyShelf on your other device to sync.',
    );
    // A whole sync with a paired device is a copy off this device as much as a backup is.
    expect(
      backupReminder({
        newestFileAt: fresh,
        lastBackupAt: weekAgo,
        lastSyncAt: new Date(now).toISOString(),
        persisted: true,
        now,
      }),
    ).toBeNull();
    expect(
      backupReminder({
        newestFileAt: fresh,
        lastBackupAt: null,
        lastSyncAt: weekAgo,
        persisted: true,
        now,
      }),
    ).toMatch(/^Files were added since the last copy off this device/);
    expect(
      backupReminder({ newestFileAt: weekAgo, lastBackupAt: fresh, persisted: null, now }),
    ).toBeNull();
    // A WebKit tab: the risk named is Safari's 7 days, not the space running low.
    expect(
      backupReminder({
        newestFileAt: fresh,
        lastBackupAt: null,
        persisted: false,
        keeping: 'seven-days',
        now,
      }),
    ).toBe(
      'Safari erases these files after 7 days without a visit. Keep a backup of your library somewhere safe.',
    );
  });
});
