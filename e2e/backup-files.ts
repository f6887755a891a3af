/** Zips for the backup tests: laid out by the same code the app's backup uses, in Node. */
import { writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import { storedZip } from '../src/features/backup/stored-zip';

export async function writeZip(
  path: string,
  entries: { name: string; input: string | Uint8Array }[],
): Promise<string> {
  const zip = storedZip(
    entries.map(({ name, input }) => {
      const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
      return {
        name,
        data: new Blob([Uint8Array.from(bytes)]),
        crc32: crc32(bytes),
        modified: new Date(),
      };
    }),
  );
  writeFileSync(path, Buffer.from(await zip.arrayBuffer()));
  return path;
}

/** A real .docx-like file: itself a zip of stored entries, which a signature-scanning reader breaks. */
export async function writeDocx(path: string): Promise<string> {
  return writeZip(path, [
    { name: '[Content_Types].xml', input: '<?xml version="1.0"?><Types/>' },
    { name: 'word/document.xml', input: `<w:document>${'lecture '.repeat(2000)}</w:document>` },
  ]);
}

export function manifestFor(files: unknown[]): string {
  return JSON.stringify({
    format: 'studyshelf-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    files,
  });
}

/** Every file list on the page's device, by key, each sorted by id (the order a restore may change). */
export async function allLists(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(() => {
    const lists: Record<string, unknown[]> = {};
    for (const key of Object.keys(localStorage).sort()) {
      if (!/^(notes_|papers_|refbooks_|lecture_schedules$)/.test(key)) continue;
      const records = JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[];
      lists[key] = records.sort((a, b) => a.id.localeCompare(b.id));
    }
    return lists;
  });
}

/** Takes the save-file picker away, so a backup becomes a download as in browsers without it. */
export async function withoutSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}
