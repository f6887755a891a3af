/**
 * Finds and mends the files an engine that stores a `Blob.slice()` as its whole source (WebKit)
 * wrote before StudyShelf copied chunks there. Such a file's chunk still says 1 MB while it holds
 * the whole source; the Blob built from it tells the truth. When the source was the file itself
 * (an upload), chunk 0 holds exactly the file: it is written again correctly, in one transaction,
 * and the whole-source copies go. When the source was something larger (a backup's zip), the
 * bytes cannot be told apart: the file is reported for removal through the integrity check.
 */
import { slicesMayBeDamaged } from './bytes-mode';
import { writeLargeFile } from './chunk-writer';
import { chunkKey, fileDbExists, openFileDb, ownerOfKey, type FileDb } from './file-db';
import { STORAGE_KEYS } from './keys';
import { readJson, writeJson } from './local-json';
import type { FileDbRecord, FileMetadataRecord, FileRecordFields } from './records';

export interface SliceRepairReport {
  /** ISO time of the repair. */
  at: string;
  /** Files rebuilt exactly from their own bytes. */
  repaired: number;
  /** Damaged files whose bytes could not be recovered: the integrity check lists them. */
  removable: number;
  /** Disk space the repaired files no longer take. */
  freedBytes: number;
}

/** What a stored value really holds: a Blob built from it reports its true size. */
/** The bytes `data` really holds: a Blob built from it, not the stored Blob's own `size` (see above). */
export function realSize(data: Blob | ArrayBuffer): number {
  return data instanceof Blob ? new Blob([data]).size : data.byteLength;
}

function hasBytes(record: FileDbRecord | undefined): record is FileDbRecord & {
  data: Blob | ArrayBuffer;
} {
  return record !== undefined && 'data' in record;
}

function isMetadata(record: FileDbRecord | undefined): record is FileMetadataRecord {
  return record !== undefined && 'isMetadata' in record && record.isMetadata;
}

export type Damage =
  | { kind: 'none' }
  /** The whole file is in `source` (chunk 0): rebuildable. `heldBytes`: what the damage takes on disk. */
  | { kind: 'recoverable'; source: Blob; heldBytes: number }
  | { kind: 'lost' };

/**
 * Whether the file under `id` holds other bytes than it says. Chunk 0 is enough to tell: every
 * chunk of a damaged file is the same whole source, and chunk 0 of a file of several chunks is a
 * strict part of it. `stored`: the file's record, where the caller has read it already.
 */
export async function damageOf(db: FileDb, id: string, stored?: FileDbRecord): Promise<Damage> {
  const record = stored ?? (await db.get('files', id));
  if (isMetadata(record)) {
    const first = await db.get('files', chunkKey(id, 0));
    if (!hasBytes(first) || !(first.data instanceof Blob)) return { kind: 'none' };
    const held = realSize(first.data);
    const said = 'size' in first ? first.size : first.data.size;
    if (held === said) return { kind: 'none' };
    if (held !== record.originalSize) return { kind: 'lost' };
    return {
      kind: 'recoverable',
      source: new Blob([first.data]),
      heldBytes: held * record.totalChunks,
    };
  }
  if (hasBytes(record) && 'fileSize' in record && realSize(record.data) !== record.fileSize) {
    // A single record is only ever damaged when its source was larger than the file.
    return { kind: 'lost' };
  }
  return { kind: 'none' };
}

function fieldsOf(record: FileMetadataRecord): FileRecordFields {
  const { fileName, fileSize, fileType, uploadedAt, uploadedBy, subject, paperType } = record;
  return {
    fileName,
    fileSize,
    fileType,
    uploadedAt,
    uploadedBy,
    ...(subject === undefined ? {} : { subject }),
    ...(paperType === undefined ? {} : { paperType }),
  };
}

/** Rewrites one recoverable file as exact copies over its old records, in one transaction. */
async function rebuild(db: FileDb, id: string, source: Blob): Promise<boolean> {
  const metadata = await db.get('files', id);
  if (!isMetadata(metadata)) return false;
  try {
    await writeLargeFile({
      id,
      file: source.slice(0, metadata.originalSize),
      fields: fieldsOf(metadata),
      format: 'chunked',
      bytesAs: 'copies',
      keepOnFailure: true,
    });
    return true;
  } catch {
    return false;
  }
}

let repairing: Promise<SliceRepairReport | null> | null = null;

/**
 * Looks at every large file once per start; rebuilds what can be rebuilt. Resolves to what it did
 * (also kept for the storage panel), or null when there was nothing to look at or nothing was
 * damaged. Called again, it answers with the same run.
 */
export function repairSliceDamage(): Promise<SliceRepairReport | null> {
  return (repairing ??= repairOnce());
}

/** For tests: the next call looks again. */
export function resetSliceRepair(): void {
  repairing = null;
}

async function repairOnce(): Promise<SliceRepairReport | null> {
  try {
    if (!(await fileDbExists()) || !(await slicesMayBeDamaged())) return null;
    const db = await openFileDb();
    const ids = (await db.getAllKeys('files')).filter((key) => !ownerOfKey(key).isChunk);
    const report: SliceRepairReport = {
      at: new Date().toISOString(),
      repaired: 0,
      removable: 0,
      freedBytes: 0,
    };
    for (const id of ids) {
      const damage = await damageOf(db, id);
      if (damage.kind === 'lost') report.removable += 1;
      if (damage.kind !== 'recoverable') continue;
      if (await rebuild(db, id, damage.source)) {
        report.repaired += 1;
        report.freedBytes += damage.heldBytes - damage.source.size;
      } else report.removable += 1;
    }
    if (report.repaired === 0 && report.removable === 0) return null;
    writeJson(STORAGE_KEYS.sliceRepair, report);
    return report;
  } catch {
    return null;
  }
}

function isReport(value: unknown): value is SliceRepairReport {
  if (typeof value !== 'object' || value === null) return false;
  const { at, repaired, removable, freedBytes } = value as Record<string, unknown>;
  return (
    typeof at === 'string' &&
    typeof repaired === 'number' &&
    typeof removable === 'number' &&
    typeof freedBytes === 'number'
  );
}

/** The last repair that found damaged files on this device, or null. */
export function lastSliceRepair(): SliceRepairReport | null {
  return readJson(STORAGE_KEYS.sliceRepair, isReport);
}
