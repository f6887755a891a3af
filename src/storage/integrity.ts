/**
 * The integrity check of the library on this device: list entries whose bytes are gone (a large
 * file missing its record or a chunk, a chunk shorter or longer than its place in the file, an
 * inline entry without its data) and stored bytes no list names. Repair removes the broken
 * entries, then does what every start does with bytes no list names: a whole file is listed again
 * where it was going, and only what cannot be read as a file (the rest of a broken one, a chunk
 * without its metadata) is deleted.
 */
import { withTimeout } from './bounded';
import { openFileDb } from './file-db';
import { forgetMarks } from './marks-store';
import { hasKeptLists, readAllLists } from './list-store';
import { idsKeptOnDevice } from './trash';
import { changeList } from './list-writer';
import { sweepOrphans, unownedKeys } from './orphan-sweep';
import { damageOf } from './slice-repair';
import type { StoredFileRecord } from './records';
import { chunksWhole } from './unlisted-files';

export interface IntegrityReport {
  broken: { listKey: string; record: StoredFileRecord }[];
  /** Stored records no list names (null while an unreadable list is kept: it may name them). */
  orphanRecords: number | null;
}

/** A store that never answers must not leave the check running for good. */
const CHECK_BOUND_MS = 60_000;

export function checkIntegrity(): Promise<IntegrityReport> {
  return withTimeout(inspect(), CHECK_BOUND_MS, 'the integrity check');
}

async function inspect(): Promise<IntegrityReport> {
  const db = await openFileDb();
  const keys = new Set(await db.getAllKeys('files'));
  const broken: IntegrityReport['broken'] = [];
  for (const { listKey, records } of readAllLists()) {
    for (const record of records) {
      let whole: boolean;
      if (!record.isLargeFile) whole = typeof record.data === 'string';
      else {
        const stored = keys.has(record.id) ? await db.get('files', record.id) : undefined;
        if (stored === undefined) whole = false;
        else if ('isMetadata' in stored && stored.isMetadata) {
          whole = await chunksWhole(db, stored);
        } else whole = 'data' in stored;
        // Bytes that are all there may still be another file's (see slice-repair).
        if (whole) whole = (await damageOf(db, record.id, stored)).kind === 'none';
      }
      if (!whole) broken.push({ listKey, record });
    }
  }
  const listed = hasKeptLists() ? null : idsKeptOnDevice();
  const orphanRecords = listed === null ? null : unownedKeys([...keys], listed).length;
  return { broken, orphanRecords };
}

/** Removes the broken entries the report found, lists whole unlisted files again, sweeps the rest. */
export async function repairIntegrity(report: IntegrityReport): Promise<void> {
  const byList = new Map<string, Set<string>>();
  for (const { listKey, record } of report.broken) {
    byList.set(listKey, (byList.get(listKey) ?? new Set()).add(record.id));
  }
  for (const [listKey, ids] of byList) {
    await changeList({ op: 'remove', key: listKey, ids: [...ids] });
    forgetMarks(listKey, [...ids]);
  }
  // Whatever bytes the broken entries still had are orphans now: never listed again, since they
  // were taken out of their lists for being broken (a file whose chunks are all there may still
  // hold another file's bytes).
  await sweepOrphans({ notRelisted: new Set(report.broken.map(({ record }) => record.id)) });
}
