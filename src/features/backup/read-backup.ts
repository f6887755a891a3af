/**
 * Reads a StudyShelf backup from the zip's central directory (never by scanning for signatures,
 * which breaks on stored .docx and .pptx, zips themselves), checks all of it before anything is
 * written, and restores each file through the same store as an upload. A stored entry (every one
 * StudyShelf writes) is restored as a slice of the picked file, so its bytes reach the store without
 * passing through script but once, to check them against the entry's CRC-32.
 */
import {
  BlobReader,
  BlobWriter,
  configure,
  TextWriter,
  ZipReader,
  type Entry,
  type FileEntry,
} from '@zip.js/zip.js';
import { checkStorageRoom, getStorageInfo, listFiles } from '../library/device-library';
import type { MaterialKindId } from '../../storage/keys';
import type { KindSettings } from '../library/kinds/kind-settings';
import { MAX_FILE_BYTES } from '../library/kinds/limits';
import { placeOf } from '../library/library-files';
import { notEnoughRoomMessage } from '../library/room-message';
import { storeFailureText, storeFile } from '../library/store-file';
import {
  BackupError,
  backupMessages,
  MANIFEST_NAME,
  parseManifest,
  type ManifestFile,
} from './backup-manifest';
import { crc32OfBlob } from './blob-crc32';
import { folderOf, isLibraryPath } from './backup-paths';

// Entries are stored, not compressed; web workers would need blob: scripts the CSP refuses.
configure({ useWebWorkers: false });

interface RestorableFile extends ManifestFile {
  entry: FileEntry;
  kind: KindSettings;
}

export interface BackupSummary {
  counts: Record<MaterialKindId, number>;
  totalBytes: number;
  /** How many of its files this device holds already (a restore skips them). */
  alreadyStored: number;
}

export interface RestoreOutcome {
  restored: number;
  skipped: number;
  /** Why the restore stopped early (files restored before it stay), or null. */
  error: string | null;
}

export interface OpenedBackup {
  summary: BackupSummary;
  restore: (onProgress?: (done: number, total: number) => void) => Promise<RestoreOutcome>;
  close: () => Promise<void>;
}

async function readEntries(reader: ZipReader<Blob>): Promise<Entry[]> {
  try {
    return await reader.getEntries();
  } catch (error) {
    // zip.js itself refuses names that climb out of the folder (`../x`), naming the entry.
    if (error instanceof Error && error.message === 'Unsafe filename') {
      const { filename } = error as Error & { filename?: unknown };
      throw new BackupError(backupMessages.outside(String(filename ?? 'unknown')));
    }
    throw new BackupError(backupMessages.notZip);
  }
}

/** Every manifest file matched to its entry and kind; any disagreement refuses the whole backup. */
function matchFiles(
  files: readonly ManifestFile[],
  entries: readonly Entry[],
  kinds: readonly KindSettings[],
): RestorableFile[] {
  const byPath = new Map(
    entries
      .filter((entry): entry is FileEntry => !entry.directory)
      .map((entry) => [entry.filename, entry]),
  );
  for (const path of byPath.keys()) {
    if (path !== MANIFEST_NAME && !isLibraryPath(path)) {
      throw new BackupError(backupMessages.outside(path));
    }
  }
  const seen = new Set<string>();
  const matched = files.map((file) => {
    if (!isLibraryPath(file.path)) throw new BackupError(backupMessages.outside(file.path));
    if (file.record.fileSize > MAX_FILE_BYTES)
      throw new BackupError(backupMessages.tooLarge(file.path));
    const entry = byPath.get(file.path);
    const place = placeOf(kinds, file.listKey);
    const folder = place && folderOf(place.kind.kind, file.listKey);
    const key = `${file.listKey}\u0000${file.record.id}`;
    if (
      !entry ||
      !place ||
      file.path.slice(0, file.path.lastIndexOf('/')) !== folder ||
      entry.uncompressedSize !== file.record.fileSize ||
      seen.has(key)
    ) {
      throw new BackupError(backupMessages.mismatch);
    }
    if (entry.uncompressedSize > MAX_FILE_BYTES)
      throw new BackupError(backupMessages.tooLarge(file.path));
    seen.add(key);
    return { ...file, entry, kind: place.kind };
  });
  // A file in the zip that the manifest does not name is as wrong as one it names that is missing.
  if (byPath.size !== matched.length + 1) throw new BackupError(backupMessages.mismatch);
  return matched;
}

const LOCAL_HEADER_BYTES = 30;
const STORED = 0;

/**
 * An entry's bytes: for a stored entry, the slice of the zip after its local header (whose name
 * and extra field lengths may differ from the central directory's); otherwise zip.js inflates it.
 * Either way the bytes must match the entry's CRC-32, or the backup is damaged.
 */
async function entryBytes(zip: Blob, entry: FileEntry, type: string): Promise<Blob> {
  if (entry.compressionMethod !== STORED || entry.encrypted) {
    try {
      return await entry.getData(new BlobWriter(type), { checkCrc32: true });
    } catch {
      throw new BackupError(backupMessages.damaged(entry.filename));
    }
  }
  const header = new DataView(
    await zip.slice(entry.offset, entry.offset + LOCAL_HEADER_BYTES).arrayBuffer(),
  );
  if (header.byteLength < LOCAL_HEADER_BYTES || header.getUint32(0, true) !== 0x04034b50) {
    throw new BackupError(backupMessages.damaged(entry.filename));
  }
  const start =
    entry.offset + LOCAL_HEADER_BYTES + header.getUint16(26, true) + header.getUint16(28, true);
  const bytes = zip.slice(start, start + entry.uncompressedSize, type);
  if (bytes.size !== entry.uncompressedSize || (await crc32OfBlob(bytes)) !== entry.crc32) {
    throw new BackupError(backupMessages.damaged(entry.filename));
  }
  return bytes;
}

function isStored(file: RestorableFile): boolean {
  return listFiles(file.listKey).some((record) => record.id === file.record.id);
}

/** Whether each of `files` is on this device now, reading each list once. */
function storedNow(files: readonly RestorableFile[]): (file: RestorableFile) => boolean {
  const idsByList = new Map<string, Set<string>>();
  for (const { listKey } of files) {
    if (!idsByList.has(listKey)) {
      idsByList.set(listKey, new Set(listFiles(listKey).map(({ id }) => id)));
    }
  }
  return (file) => idsByList.get(file.listKey)?.has(file.record.id) ?? false;
}

/** Opens `zip` as a backup of `kinds`' lists, or throws a BackupError saying why it cannot be. */
export async function openBackup(zip: Blob, kinds: readonly KindSettings[]): Promise<OpenedBackup> {
  const reader = new ZipReader(new BlobReader(zip));
  try {
    const entries = await readEntries(reader);
    const manifestEntry = entries.find((entry) => entry.filename === MANIFEST_NAME);
    if (!manifestEntry || manifestEntry.directory) throw new BackupError(backupMessages.noManifest);
    const manifest = parseManifest(await manifestEntry.getData(new TextWriter()));
    const files = matchFiles(manifest.files, entries, kinds);

    const counts: Record<MaterialKindId, number> = { notes: 0, papers: 0, schedules: 0, books: 0 };
    for (const file of files) counts[file.kind.kind] += 1;
    const totalBytes = files.reduce((sum, file) => sum + file.record.fileSize, 0);
    const alreadyStored = files.filter(storedNow(files)).length;

    return {
      summary: { counts, totalBytes, alreadyStored },
      close: () => reader.close(),
      restore: async (onProgress) => {
        const stored = storedNow(files);
        const missing = files.filter((file) => !stored(file));
        const needed = missing.reduce((sum, file) => sum + file.record.fileSize, 0);
        const room = checkStorageRoom(needed, await getStorageInfo());
        if (!room.ok) return { restored: 0, skipped: 0, error: notEnoughRoomMessage(room) };
        let restored = 0;
        for (const [index, file] of files.entries()) {
          onProgress?.(index, files.length);
          // Asked again for a missing file: another tab may have restored it meanwhile.
          if (stored(file) || isStored(file)) continue;
          const { record, kind } = file;
          const scope = placeOf(kinds, file.listKey)?.scope ?? {};
          try {
            const bytes = await entryBytes(zip, file.entry, record.fileType);
            await storeFile({
              kind,
              scope,
              file: new File([bytes], record.fileName, { type: record.fileType }),
              record: {
                id: record.id,
                uploadedBy: record.uploadedBy,
                uploadedAt: record.uploadedAt,
                fileType: record.fileType,
              },
            });
          } catch (error) {
            const reason =
              (await storeFailureText(error, kind)) ??
              (error instanceof BackupError ? error.message : backupMessages.readFailed);
            return { restored, skipped: files.length - missing.length, error: reason };
          }
          restored += 1;
        }
        onProgress?.(files.length, files.length);
        return { restored, skipped: files.length - missing.length, error: null };
      },
    };
  } catch (error) {
    await reader.close().catch(() => {});
    if (error instanceof BackupError) throw error;
    throw new BackupError(backupMessages.readFailed);
  }
}
