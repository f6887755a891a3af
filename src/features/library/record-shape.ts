/**
 * What a file's list record must look like when it comes from outside this device (a backup's
 * manifest, another device in a transfer): every spec field of the right type and size, an id of
 * the shape its list makes, in a list of a known subject and paper type. A record that fails is
 * never written: its id could name another file's bytes, its list another kind's.
 */
import type { StoredFileRecord } from '../../storage/file-store';
import type { KindSettings, MaterialScope } from './kinds/kind-settings';
import { isRecordIdOf } from './kinds/record-id';
import { fileExtension } from './file-extension';
import { isActiveType, nameProblem } from './file-name-rules';

/** A list record without its inline bytes: what travels beside a file. */
export type ListedRecord = Omit<StoredFileRecord, 'data'>;

/** Longer than any name a file system or the browser gives: a longer one is crafted. */
const MAX_FIELD_LENGTH = 255;

export function isListedRecord(value: unknown): value is ListedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const text = (field: unknown): field is string =>
    typeof field === 'string' && field.length <= MAX_FIELD_LENGTH;
  const optional = (field: unknown) => field === undefined || text(field);
  return (
    text(r.id) &&
    r.id !== '' &&
    text(r.fileName) &&
    r.fileName !== '' &&
    // 1e400 parses as Infinity, and a size is a whole number of bytes.
    Number.isSafeInteger(r.fileSize) &&
    (r.fileSize as number) >= 0 &&
    text(r.fileType) &&
    text(r.uploadedAt) &&
    !Number.isNaN(Date.parse(r.uploadedAt)) &&
    text(r.uploadedBy) &&
    typeof r.isLargeFile === 'boolean' &&
    optional(r.subject) &&
    optional(r.paperType)
  );
}

/** The record as it travels: every field but the inline bytes. */
export function withoutData(record: StoredFileRecord): ListedRecord {
  const kept: ListedRecord & { data?: string } = { ...record };
  delete kept.data;
  return kept;
}

/**
 * Whether a record belongs where it is sent: a list of the spec (known subject and paper type),
 * an id of that list's shape, the list's own subject and paper type if it names them, a name
 * Rename would allow with an extension the kind accepts, and no type that runs script.
 */
export function fitsPlace(
  record: ListedRecord,
  { kind, scope }: { kind: KindSettings; scope: MaterialScope },
): boolean {
  return (
    kind.knowsScope(scope) &&
    isRecordIdOf(record.id, kind.idPrefix(scope)) &&
    (record.subject === undefined || record.subject === scope.subject) &&
    (record.paperType === undefined || record.paperType === scope.paperType) &&
    nameProblem(record.fileName) === null &&
    kind.extensions.includes(fileExtension(record.fileName)) &&
    !isActiveType(record.fileType)
  );
}
