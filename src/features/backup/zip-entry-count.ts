/**
 * How many entries a zip says it holds, read from its end-of-central-directory record alone: a
 * zip reader builds an object of some kilobytes per entry, so a crafted zip of 50,000 entries
 * took 194 MB before the count could be checked on them.
 */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_BYTES = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_BYTES = 56;
/** A count of 0xffff in the record means "see the ZIP64 record". */
const ZIP64_MARK = 0xffff;

async function viewOf(zip: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await zip.slice(Math.max(0, start), end).arrayBuffer());
}

/** The count the zip states, or null when it has no end record (then it is not a zip). */
export async function statedEntryCount(zip: Blob): Promise<number | null> {
  const tailStart = Math.max(0, zip.size - EOCD_BYTES - MAX_COMMENT_BYTES);
  const tail = await viewOf(zip, tailStart, zip.size);
  for (let at = tail.byteLength - EOCD_BYTES; at >= 0; at -= 1) {
    if (tail.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    const count = tail.getUint16(at + 10, true);
    if (count !== ZIP64_MARK) return count;
    return zip64Count(zip, tailStart + at);
  }
  return null;
}

async function zip64Count(zip: Blob, eocdOffset: number): Promise<number | null> {
  const locator = await viewOf(zip, eocdOffset - ZIP64_LOCATOR_BYTES, eocdOffset);
  if (locator.byteLength < ZIP64_LOCATOR_BYTES) return ZIP64_MARK;
  if (locator.getUint32(0, true) !== ZIP64_LOCATOR_SIGNATURE) return ZIP64_MARK;
  const recordOffset = Number(locator.getBigUint64(8, true));
  const record = await viewOf(zip, recordOffset, recordOffset + ZIP64_EOCD_BYTES);
  if (record.byteLength < ZIP64_EOCD_BYTES || record.getUint32(0, true) !== ZIP64_EOCD_SIGNATURE) {
    return null;
  }
  return Number(record.getBigUint64(32, true));
}
