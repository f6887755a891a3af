/**
 * Writes the whole library on this device into one zip, streamed: each file's stored Blob is read
 * as the zip is written (client-zip stores without compressing), so a library of hundreds of MB is
 * never held in memory. Where the browser offers a save-file picker the zip goes straight to the
 * chosen file; elsewhere it becomes a download.
 */
import { downloadZip } from 'client-zip';
import { readFile, type StoredFileRecord } from '../../../storage/file-store';
import { noteBackup } from '../../../storage/backup-store';
import type { KindSettings } from '../kinds/kind-settings';
import { readLibrary, type LibraryFile } from '../library/library-files';
import { downloadBlob } from '../list/open-blob';
import {
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  MANIFEST_VERSION,
  type BackedUpRecord,
  type BackupManifest,
} from './backup-manifest';
import { folderOf, safeName, uniquePath } from './backup-paths';

/** What the student is told once a backup is saved. */
export function backedUpText(files: number): string {
  return `Backed up ${files} ${files === 1 ? 'file' : 'files'}.`;
}

/** The file name a backup is offered under: `studyshelf-backup-2026-11-23.zip`. */
export function backupFileName(now: Date): string {
  return `studyshelf-backup-${now.toISOString().slice(0, 10)}.zip`;
}

interface PlannedFile {
  file: LibraryFile;
  path: string;
}

function plan(library: readonly LibraryFile[]): PlannedFile[] {
  const taken = new Set<string>();
  return library.flatMap((file) => {
    const folder = folderOf(file.kind.kind, file.layout.listKey);
    return folder
      ? [{ file, path: uniquePath(folder, safeName(file.record.fileName), taken) }]
      : [];
  });
}

/** The record as the manifest keeps it: the inline bytes are the zip's file, not repeated. */
function withoutData(record: StoredFileRecord): BackedUpRecord {
  const kept: BackedUpRecord & { data?: string } = { ...record };
  delete kept.data;
  return kept;
}

function manifestOf(planned: readonly PlannedFile[], now: Date): BackupManifest {
  return {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    createdAt: now.toISOString(),
    files: planned.map(({ file, path }) => ({
      path,
      listKey: file.layout.listKey,
      record: withoutData(file.record),
    })),
  };
}

/** The zip's entries, each file's bytes read only when the zip writer reaches it. */
async function* entries(planned: readonly PlannedFile[], manifest: BackupManifest) {
  yield { name: MANIFEST_NAME, input: JSON.stringify(manifest, null, 2), lastModified: new Date() };
  for (const { file, path } of planned) {
    const blob = await readFile(file.record, file.layout);
    const modified = new Date(file.record.uploadedAt);
    yield {
      name: path,
      input: blob,
      size: blob.size,
      lastModified: Number.isNaN(modified.getTime()) ? new Date() : modified,
    };
  }
}

/** A place the browser lets the student choose, or null where there is no save-file picker. */
type SaveTarget = { createWritable: () => Promise<WritableStream<Uint8Array>> };
type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<SaveTarget>;

/** Outcome of a backup: how many files it holds, or null when the student cancelled the picker. */
export async function writeBackup(kinds: readonly KindSettings[]): Promise<number | null> {
  const now = new Date();
  const name = backupFileName(now);
  const picker = (window as unknown as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  let target: SaveTarget | null = null;
  if (typeof picker === 'function') {
    try {
      target = await picker({
        suggestedName: name,
        types: [{ description: 'Zip archive', accept: { 'application/zip': ['.zip'] } }],
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      target = null;
    }
  }
  const planned = plan(readLibrary(kinds));
  const manifest = manifestOf(planned, now);
  const zip = downloadZip(entries(planned, manifest));
  if (target && zip.body) await zip.body.pipeTo(await target.createWritable());
  else downloadBlob(await zip.blob(), name);
  noteBackup({ at: now.toISOString(), files: planned.length });
  return planned.length;
}
