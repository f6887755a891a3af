/**
 * Which file and part each row of the index is, and which rows the student may see: asked of
 * every row a search walks, hundreds a keystroke, so kept in typed arrays indexed by row rather
 * than in maps keyed by it.
 */
import type { IndexedPage } from '../../../storage/search-index-store';

const NO_FILE = -1;

export class PageRows {
  /** Each row's file, as an index into `fileIds`, or NO_FILE. */
  private fileOf = new Int32Array(1024).fill(NO_FILE);
  private partOf = new Int32Array(1024);
  private readonly fileIds: string[] = [];
  private readonly fileIndex = new Map<string, number>();
  private readonly rowsOf = new Map<string, number[]>();
  /** 1 where the file at that index is one the student may see. */
  private seen = new Uint8Array(64);
  private visible = new Set<string>();

  hold(pages: readonly IndexedPage[]): void {
    for (const { row, fileId, part } of pages) {
      this.room(row);
      this.fileOf[row] = this.indexOf(fileId);
      this.partOf[row] = part;
      const rows = this.rowsOf.get(fileId) ?? [];
      rows.push(row);
      this.rowsOf.set(fileId, rows);
    }
  }

  drop(fileId: string): void {
    for (const row of this.rowsOf.get(fileId) ?? []) this.fileOf[row] = NO_FILE;
    this.rowsOf.delete(fileId);
  }

  clear(): void {
    this.fileOf.fill(NO_FILE);
    this.rowsOf.clear();
  }

  /** The files the student may see, by id: the only ones whose rows are admitted. */
  setVisible(fileIds: readonly string[]): void {
    this.visible = new Set(fileIds);
    this.seen.fill(0);
    this.fileIds.forEach((fileId, index) => {
      if (this.visible.has(fileId)) this.seen[index] = 1;
    });
  }

  /** The rows of a file's parts. */
  rowsOfFile(fileId: string): readonly number[] {
    return this.rowsOf.get(fileId) ?? [];
  }

  /** The file and part of a row the index holds. */
  at(row: number): { fileId: string; part: number } | undefined {
    const file = this.fileOf[row] ?? NO_FILE;
    if (file === NO_FILE) return undefined;
    return { fileId: this.fileIds[file] ?? '', part: this.partOf[row] ?? 0 };
  }

  /** Whether the row is held and of a file the student may see. */
  isSeen(row: number): boolean {
    const file = this.fileOf[row] ?? NO_FILE;
    return file !== NO_FILE && this.seen[file] === 1;
  }

  private indexOf(fileId: string): number {
    let index = this.fileIndex.get(fileId);
    if (index === undefined) {
      index = this.fileIds.push(fileId) - 1;
      this.fileIndex.set(fileId, index);
      if (index >= this.seen.length) {
        const grown = new Uint8Array(this.seen.length * 2);
        grown.set(this.seen);
        this.seen = grown;
      }
      this.seen[index] = this.visible.has(fileId) ? 1 : 0;
    }
    return index;
  }

  /**
   * Grows the arrays to hold `row`. The index numbers rows on from the highest, so they are
   * bounded by the pages kept since the index was last emptied: a few bytes each.
   */
  private room(row: number): void {
    if (row < this.fileOf.length) return;
    let length = this.fileOf.length;
    while (length <= row) length *= 2;
    const fileOf = new Int32Array(length).fill(NO_FILE);
    fileOf.set(this.fileOf);
    const partOf = new Int32Array(length);
    partOf.set(this.partOf);
    this.fileOf = fileOf;
    this.partOf = partOf;
  }
}
