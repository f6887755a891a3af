/**
 * The parts of a zip-based document (.docx, .pptx, .xlsx, .epub), read one at a time from the
 * zip's directory, for the search index and the viewer alike. A part that says it inflates to
 * more than its limit is not read at all: a crafted file cannot make either inflate gigabytes.
 */
import {
  BlobReader,
  BlobWriter,
  Reader,
  TextWriter,
  ZipReader,
  type Entry,
  type FileEntry,
} from '@zip.js/zip.js';
import { blobSource, type ByteSource } from './byte-source';
import './zip-settings';

/** The largest XML part read: more than any real document's, and bounded for a crafted one. */
export const TEXT_PART_LIMIT = 16 * 1024 * 1024;

/** The largest picture read out of a document. */
export const PICTURE_PART_LIMIT = 20 * 1024 * 1024;

export class DamagedArchiveError extends Error {
  constructor(options?: ErrorOptions) {
    super('The file is not a readable zip archive.', options);
    this.name = 'DamagedArchiveError';
  }
}

export interface ZipArchive {
  /** Every file's path in the archive, as written (folders left out). */
  readonly paths: readonly string[];
  /** A part's text; null when it is absent or larger than TEXT_PART_LIMIT. */
  text(path: string): Promise<string | null>;
  /** A part's bytes typed `type`; null when absent or larger than PICTURE_PART_LIMIT. */
  bytes(path: string, type: string): Promise<Blob | null>;
  /** Whether `bytes(path)` finds the part: it is there, within PICTURE_PART_LIMIT. */
  hasBytes(path: string): boolean;
  close(): Promise<void>;
}

const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** Whether the file begins as every zip does: a local file header. */
export async function startsAsZip(file: Blob | ByteSource): Promise<boolean> {
  const head = await (file instanceof Blob ? blobSource(file) : file).read(0, 4);
  return head.length === 4 && LOCAL_HEADER.every((byte, at) => head[at] === byte);
}

/** zip.js's reader of a ByteSource: its ranges as zip.js asks for them. */
class SourceReader extends Reader<ByteSource> {
  constructor(private readonly source: ByteSource) {
    super(source);
    this.size = source.size;
  }

  readUint8Array(index: number, length: number): Promise<Uint8Array> {
    return this.source.read(index, index + length);
  }
}

export async function openZipArchive(file: Blob | ByteSource): Promise<ZipArchive> {
  const reader = new ZipReader(
    file instanceof Blob ? new BlobReader(file) : new SourceReader(file),
  );
  let entries: Entry[];
  try {
    entries = await reader.getEntries();
  } catch (error) {
    throw new DamagedArchiveError({ cause: error });
  }
  const files = new Map<string, FileEntry>();
  for (const entry of entries) if (!entry.directory) files.set(entry.filename, entry);
  const within = (path: string, limit: number) => {
    const entry = files.get(path);
    return entry && entry.uncompressedSize <= limit ? entry : null;
  };
  return {
    paths: [...files.keys()],
    text: async (path) => (await within(path, TEXT_PART_LIMIT)?.getData(new TextWriter())) ?? null,
    bytes: async (path, type) =>
      (await within(path, PICTURE_PART_LIMIT)?.getData(new BlobWriter(type))) ?? null,
    hasBytes: (path) => within(path, PICTURE_PART_LIMIT) !== null,
    close: () => reader.close(),
  };
}

/** `href` (URL-encoded, maybe with a #fragment) resolved against the folder of part `base`. */
export function resolvePart(base: string, href: string): string {
  const folder = base.includes('/') ? base.slice(0, base.lastIndexOf('/') + 1) : '';
  const target = href.split('#')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    decoded = target;
  }
  const segments: string[] = [];
  for (const segment of ((decoded.startsWith('/') ? '' : folder) + decoded).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** The paths matching `pattern` (its first group a number), in that number's order: 2 before 10. */
export function numberedParts(paths: readonly string[], pattern: RegExp): string[] {
  return paths
    .map((path) => ({ path, number: Number(pattern.exec(path)?.[1] ?? NaN) }))
    .filter(({ number }) => Number.isFinite(number))
    .sort((a, b) => a.number - b.number)
    .map(({ path }) => path);
}
