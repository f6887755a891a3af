/**
 * Crafted backups, replayed as an attacker would on a device another student also uses
 * (`npm run attack`). Each is refused, or its hostile part left out, with its message; the other
 * student's file stays the same to the byte; while each is read the page's JavaScript heap grows by
 * under 128 MB and no main-thread task takes 200 ms. Every case's figures are printed.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import type { CDPSession } from '@playwright/test';
import { allLists, manifestFor, writeZip } from './backup-files';
import { signOutThroughMenu } from './auth-emulator';
import {
  currentUid,
  downloadFromList,
  MB,
  notesOf,
  readFileDb,
  sha256OfFile,
  upload,
  writeRandomFile,
} from './files';
import { chooseBranch, createAccount, expect, signIn, test } from './fixtures';
import { manifestBombZip } from '../src/testing/manifest-bomb';
import { forgetLongTasks, longestTask, recordLongTasks } from './long-tasks';

const MAX_HEAP_GROWTH_MB = 128;
const MAX_TASK_MS = 200;
const GB = 1024 * MB;
/** Parsed as Infinity. */
const BEYOND_ANY_NUMBER = '1e400';

/**
 * Deflates `size` spaces in 1 MB steps, so the test itself never holds a gigabyte; at the fastest
 * level, so as to take little of a CPU the suite's other worker shares.
 */
async function deflatedSpaces(size: number): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = createDeflateRaw({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const step = Buffer.alloc(MB, 0x20);
  for (let written = 0; written < size; written += MB) {
    if (!deflate.write(step)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return new Uint8Array(Buffer.concat(parts));
}

async function writeBlob(path: string, blob: Blob): Promise<string> {
  const out = createWriteStream(path);
  out.end(Buffer.from(await blob.arrayBuffer()));
  await once(out, 'finish');
  return path;
}

/** Samples the page's JavaScript heap until stopped; the growth is the peak over the first sample. */
function sampleHeap(cdp: CDPSession) {
  const used = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find(({ name }) => name === 'JSHeapUsedSize')?.value ?? 0;
  };
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    const base = await used();
    while (running) {
      peak = Math.max(peak, (await used()) - base);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await sampling;
    return peak / MB;
  };
}

interface Case {
  what: string;
  zip: () => Promise<string>;
  /** What the student is told: an alert refusing the backup, or a restore's outcome. */
  refusal?: string;
  outcome?: { dialog: string; after: string };
}

test('crafted backups are refused or left out, within memory and time bounds, and leave the other student’s file untouched', async ({
  page,
  files,
}) => {
  test.setTimeout(600_000);
  await recordLongTasks(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  // The other student's note, kept in IndexedDB in chunks.
  const victim = await createAccount();
  await signIn(page, victim);
  await chooseBranch(page);
  const theirs = writeRandomFile(files.path('theirs.pdf'), 3 * MB);
  await upload(page, notesOf('ai-ml'), [theirs]);
  const victimUid = await currentUid(page);
  const [victimRecord] = (await allLists(page))['notes_ai-ml'] as { id: string }[];
  const victimId = victimRecord?.id ?? '';
  await signOutThroughMenu(page);

  await signIn(page, await createAccount());
  await chooseBranch(page);
  const listsBefore = await allLists(page);
  const bytesBefore = (await readFileDb(page)).entries;

  const record = (fields: Record<string, unknown>) => ({
    id: 'notes_dsa_1764223200000_abc',
    fileName: 'f.pdf',
    fileSize: 10,
    fileType: 'application/pdf',
    uploadedAt: '2026-11-27T06:00:00.000Z',
    uploadedBy: 'ATTACKER',
    isLargeFile: false,
    subject: 'dsa',
    ...fields,
  });
  const oneFile = (name: string, fields: Record<string, unknown>) =>
    writeZip(files.path(name), [
      {
        name: 'studyshelf-manifest.json',
        // JSON.stringify cannot write a number beyond a double; the attacker's text can.
        input: manifestFor([
          { path: 'notes/dsa/f.pdf', listKey: 'notes_dsa', record: record(fields) },
        ]).replace(`"${BEYOND_ANY_NUMBER}"`, BEYOND_ANY_NUMBER),
      },
      { name: 'notes/dsa/f.pdf', input: '0123456789' },
    ]);
  let deflatedGigabyte: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const bomb = () => (deflatedGigabyte ??= deflatedSpaces(GB));
  const damaged =
    'This backup is damaged: its manifest does not match the files in it. Nothing was restored.';

  const cases: Case[] = [
    {
      what: "the other student's id under another list",
      zip: () => oneFile('forged-id.zip', { id: victimId }),
      refusal:
        'This backup holds a file under a subject, paper type or id StudyShelf does not make (notes/dsa/f.pdf). Nothing was restored.',
    },
    {
      what: "the other student's uid as the uploader",
      zip: () => oneFile('forged-uploader.zip', { uploadedBy: victimUid }),
      outcome: {
        dialog: '1 of them was uploaded by another account and will not be restored.',
        after: 'Restored 0 files; 1 uploaded by another account was left out.',
      },
    },
    {
      what: 'two entries of one name',
      zip: () =>
        writeZip(files.path('twice.zip'), [
          {
            name: 'studyshelf-manifest.json',
            input: manifestFor([
              { path: 'notes/dsa/f.pdf', listKey: 'notes_dsa', record: record({}) },
            ]),
          },
          { name: 'notes/dsa/f.pdf', input: '0123456789' },
          { name: 'notes/dsa/f.pdf', input: 'other byte' },
        ]),
      refusal: damaged,
    },
    {
      what: 'a 1 GB manifest bomb stating its size',
      zip: async () => writeBlob(files.path('bomb.zip'), manifestBombZip(await bomb(), GB - 1)),
      refusal:
        "This backup's manifest is larger than any StudyShelf writes: it was not read. Nothing was restored.",
    },
    {
      what: 'a 1 GB manifest bomb understating its size',
      zip: async () => writeBlob(files.path('quiet-bomb.zip'), manifestBombZip(await bomb(), 100)),
      refusal: 'This backup could not be read. Nothing was restored.',
    },
    {
      what: '50,000 entries',
      zip: () =>
        writeZip(
          files.path('many.zip'),
          Array.from({ length: 50_000 }, (_, index) => ({
            name: `notes/dsa/f${index}.pdf`,
            input: 'x',
          })),
        ),
      refusal:
        'This backup holds more than 20,000 files, more than StudyShelf restores at once. Nothing was restored.',
    },
    ...[
      ['a size beyond any number', { fileSize: BEYOND_ANY_NUMBER }],
      ['a fractional size', { fileSize: 9.5 }],
      ['a name of 100,000 characters', { fileName: 'a'.repeat(100_000) }],
      ['an upload time that is no time', { uploadedAt: 'yesterday' }],
      ['an id that is not text', { id: { length: 1 } }],
    ].map(([what, fields]): Case => ({
      what: `hostile manifest field: ${String(what)}`,
      zip: () => oneFile(`field-${String(what).length}.zip`, fields as Record<string, unknown>),
      refusal: damaged,
    })),
    {
      what: 'an unknown subject',
      zip: () =>
        writeZip(files.path('unknown-subject.zip'), [
          {
            name: 'studyshelf-manifest.json',
            input: manifestFor([
              {
                path: 'notes/no-such/f.pdf',
                listKey: 'notes_no-such',
                record: record({ id: 'notes_no-such_1764223200000_abc', subject: 'no-such' }),
              },
            ]),
          },
          { name: 'notes/no-such/f.pdf', input: '0123456789' },
        ]),
      refusal:
        'This backup holds a file under a subject, paper type or id StudyShelf does not make (notes/no-such/f.pdf). Nothing was restored.',
    },
  ];

  const figures: string[] = [];
  for (const attack of cases) {
    const path = await attack.zip();
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Restore from backup' })).toBeEnabled();
    await forgetLongTasks(page);
    const heapGrowth = sampleHeap(cdp);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Restore from backup' }).click();
    await (await chooser).setFiles(path);
    if (attack.refusal !== undefined) {
      await expect(page.getByRole('alert'), attack.what).toHaveText(attack.refusal, {
        timeout: 60_000,
      });
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else if (attack.outcome) {
      const dialog = page.getByRole('dialog', { name: 'Restore from backup' });
      await expect(dialog, attack.what).toContainText(attack.outcome.dialog);
      await dialog.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText(attack.outcome.after), attack.what).toBeVisible();
    }

    const growth = await heapGrowth();
    const longest = await longestTask(page);
    figures.push(
      `${attack.what}: heap +${growth.toFixed(1)} MB, longest task ${Math.round(longest)} ms`,
    );
    expect(growth, `${attack.what}: heap growth (MB)`).toBeLessThan(MAX_HEAP_GROWTH_MB);
    expect(longest, `${attack.what}: longest main-thread task (ms)`).toBeLessThan(MAX_TASK_MS);
    expect(await allLists(page), attack.what).toEqual(listsBefore);
    expect((await readFileDb(page)).entries, attack.what).toEqual(bytesBefore);
  }
  console.log(`Crafted backups:\n  ${figures.join('\n  ')}`);
  await test.info().attach('figures', { body: figures.join('\n'), contentType: 'text/plain' });

  // The other student's note, downloaded by this student as any signed-in student may.
  await page.goto('/view-notes/ai-ml');
  expect((await downloadFromList(page, 'theirs.pdf')).sha256).toBe(await sha256OfFile(theirs));
});
