/**
 * A zip of stored (uncompressed) entries laid out as Blob parts: the headers are a few bytes each
 * and every entry's data is the stored Blob itself, so a backup's bytes go from the device's store
 * to the chosen file without passing through script. Only each entry's CRC-32 needs its bytes
 * read, and the caller supplies it. Zip64 records are added only where an offset or the number of
 * entries passes the classic format's limits, so small backups open in every unzip tool.
 */

export interface StoredEntry<Data extends { size: number }> {
  /** The path inside the zip, `/`-separated, written as UTF-8. */
  name: string;
  data: Data;
  crc32: number;
  modified: Date;
}

const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
/** Version 2.0 reads stored entries; 4.5 is needed once Zip64 records appear. */
const VERSION_CLASSIC = 20;
const VERSION_ZIP64 = 45;
/** Made on Unix (3), so unzip tools apply the permission bits below. */
const MADE_BY = (3 << 8) | VERSION_ZIP64;
const UTF8_NAMES = 0x0800;
const REGULAR_FILE_MODE = 0o100644;

const encoder = new TextEncoder();

/** Writes little-endian fields in order into a fixed-size record. */
function record(size: number) {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const writer = {
    u16(value: number) {
      view.setUint16(at, value, true);
      at += 2;
      return writer;
    },
    u32(value: number) {
      view.setUint32(at, value >>> 0, true);
      at += 4;
      return writer;
    },
    u64(value: number) {
      view.setBigUint64(at, BigInt(value), true);
      at += 8;
      return writer;
    },
    bytes(value: Uint8Array) {
      bytes.set(value, at);
      at += value.length;
      return writer;
    },
    done: () => bytes,
  };
  return writer;
}

/** MS-DOS time and date, the only timestamp every unzip tool reads; clamped to its 1980–2107 range. */
function dosTime(date: Date): { time: number; date: number } {
  const when = Number.isNaN(date.getTime()) ? new Date() : date;
  const year = Math.min(Math.max(when.getFullYear(), 1980), 2107);
  return {
    time: (when.getHours() << 11) | (when.getMinutes() << 5) | (when.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate(),
  };
}

type RecordWriter = ReturnType<typeof record>;

/**
 * The fields both headers of an entry carry, in the same order: flags, method (stored), time,
 * date, CRC-32, both sizes (equal: nothing is compressed) and the name's length.
 */
function entryFields(header: RecordWriter, name: Uint8Array, entry: StoredEntry<{ size: number }>) {
  const { time, date } = dosTime(entry.modified);
  return header
    .u16(UTF8_NAMES)
    .u16(0)
    .u16(time)
    .u16(date)
    .u32(entry.crc32)
    .u32(entry.data.size)
    .u32(entry.data.size)
    .u16(name.length);
}

function localHeader(name: Uint8Array, entry: StoredEntry<{ size: number }>): Uint8Array {
  const header = record(30 + name.length)
    .u32(0x04034b50)
    .u16(VERSION_CLASSIC);
  return entryFields(header, name, entry).u16(0).bytes(name).done();
}

function centralHeader(
  name: Uint8Array,
  entry: StoredEntry<{ size: number }>,
  offset: number,
): Uint8Array {
  const zip64 = offset >= MAX_32;
  const start = record(46 + name.length + (zip64 ? 12 : 0))
    .u32(0x02014b50)
    .u16(MADE_BY)
    .u16(zip64 ? VERSION_ZIP64 : VERSION_CLASSIC);
  const header = entryFields(start, name, entry)
    .u16(zip64 ? 12 : 0)
    .u16(0) // comment
    .u16(0) // disk
    .u16(0) // internal attributes
    .u32(REGULAR_FILE_MODE << 16)
    .u32(Math.min(offset, MAX_32))
    .bytes(name);
  // The Zip64 extra field holds only the offset: sizes stay under 4 GB (checked below).
  return zip64 ? header.u16(0x0001).u16(8).u64(offset).done() : header.done();
}

function endRecords(count: number, directorySize: number, directoryOffset: number): Uint8Array[] {
  const zip64 = count >= MAX_16 || directorySize >= MAX_32 || directoryOffset >= MAX_32;
  const end = record(22)
    .u32(0x06054b50)
    .u16(0)
    .u16(0)
    .u16(Math.min(count, MAX_16))
    .u16(Math.min(count, MAX_16))
    .u32(Math.min(directorySize, MAX_32))
    .u32(Math.min(directoryOffset, MAX_32))
    .u16(0)
    .done();
  if (!zip64) return [end];
  const zip64EndOffset = directoryOffset + directorySize;
  const zip64End = record(56)
    .u32(0x06064b50)
    .u64(44) // the size of the rest of this record
    .u16(MADE_BY)
    .u16(VERSION_ZIP64)
    .u32(0)
    .u32(0)
    .u64(count)
    .u64(count)
    .u64(directorySize)
    .u64(directoryOffset)
    .done();
  const locator = record(20).u32(0x07064b50).u32(0).u64(zip64EndOffset).u32(1).done();
  return [zip64End, locator, end];
}

/**
 * The zip's parts in order: headers as bytes, each entry's data as given. `new Blob(parts)` is the
 * zip; the layout is generic so it can be checked at sizes no test could hold in memory.
 */
export function storedZipParts<Data extends { size: number }>(
  entries: readonly StoredEntry<Data>[],
): (Uint8Array | Data)[] {
  const parts: (Uint8Array | Data)[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (entry.data.size >= MAX_32) throw new RangeError(`${entry.name} is too large to store.`);
    const name = encoder.encode(entry.name);
    const header = localHeader(name, entry);
    central.push(centralHeader(name, entry, offset));
    parts.push(header, entry.data);
    offset += header.length + entry.data.size;
  }
  const directorySize = central.reduce((sum, header) => sum + header.length, 0);
  return [...parts, ...central, ...endRecords(entries.length, directorySize, offset)];
}

/** The zip as one Blob: assembling it copies no entry's bytes. */
export function storedZip(entries: readonly StoredEntry<Blob>[]): Blob {
  return new Blob(storedZipParts(entries) as BlobPart[], { type: 'application/zip' });
}
