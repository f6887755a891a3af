import { signOutThroughMenu } from './auth-emulator';
import { expectNoSeriousA11yViolations } from './axe';
import { chooseBranch, createAccount, expect, signIn, test } from './fixtures';
import {
  currentUid,
  downloadFromList,
  entriesOf,
  fileDir,
  MB,
  readFileDb,
  readStoredList,
  sha256OfFile,
  writeRandomFile,
} from './files';
import { uploadNotes } from './notes-helpers';
import type { Page } from '@playwright/test';

const files = fileDir();
test.afterAll(() => files.remove());

async function idOf(page: Page, listKey: string, fileName: string): Promise<string> {
  const list = (await readStoredList<{ id: string; fileName: string }>(page, listKey)) ?? [];
  const id = list.find((record) => record.fileName === fileName)?.id;
  if (!id) throw new Error(`${fileName} is not in ${listKey}`);
  return id;
}

test('Delete (confirmed) and Clear All remove every byte of the student’s files', async ({
  page,
  student,
}) => {
  expect(student.email).toBeTruthy();
  const chunked = writeRandomFile(files.path('game-trees.pdf'), 3 * MB + 5);
  const small = writeRandomFile(files.path('nash.txt'), 900);
  const another = writeRandomFile(files.path('auctions.pptx'), 2 * MB);
  await uploadNotes(page, 'game-theory', [chunked, small]);
  const chunkedId = await idOf(page, 'notes_game-theory', 'game-trees.pdf');
  expect(entriesOf(await readFileDb(page), chunkedId)).toHaveLength(5);

  // Cancel keeps the file.
  await page.getByRole('button', { name: 'Delete game-trees.pdf' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this file?');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('2 files', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete game-trees.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('game-trees.pdf', { exact: true })).toHaveCount(0);
  await expect(page.getByText('1 file', { exact: true })).toBeVisible();
  // Focus went with the deleted row's button: it moves on to the row that is left.
  await expect(page.getByRole('button', { name: 'View nash.txt' })).toBeFocused();
  expect((await readStoredList(page, 'notes_game-theory'))?.map((r) => r.fileName)).toEqual([
    'nash.txt',
  ]);
  expect((await readFileDb(page)).entries).toEqual([]);

  // Clear All removes the rest, inline and chunked alike.
  await uploadNotes(page, 'game-theory', [another]);
  await expect(page.getByText('2 files', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('dialog')).toContainText('delete all of your files');
  await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('heading', { name: 'No files uploaded yet' })).toBeFocused();
  expect(await readStoredList(page, 'notes_game-theory')).toEqual([]);
  expect((await readFileDb(page)).entries).toEqual([]);
});

test('another student on the same device sees the files but cannot delete them', async ({
  page,
  student,
}) => {
  expect(student.email).toBeTruthy();
  const mine = writeRandomFile(files.path('qubits.pdf'), 1.5 * MB);
  await uploadNotes(page, 'quantum-theory', [mine]);
  const firstUid = await currentUid(page);
  await expect(page.getByRole('button', { name: 'Delete qubits.pdf' })).toBeVisible();

  await signOutThroughMenu(page);

  const other = await createAccount();
  await signIn(page, other);
  await chooseBranch(page);
  expect(await currentUid(page)).not.toBe(firstUid);
  await page.goto('/view-notes/quantum-theory');
  await expect(page.getByText('qubits.pdf', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View qubits.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete qubits.pdf' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  expect(await downloadFromList(page, 'qubits.pdf')).toEqual({
    name: 'qubits.pdf',
    sha256: await sha256OfFile(mine),
  });

  // The second student's own note sits beside it; their Clear All leaves the first student's file.
  const theirs = writeRandomFile(files.path('entanglement.txt'), 300);
  await uploadNotes(page, 'quantum-theory', [theirs]);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('1 file', { exact: true })).toBeVisible();
  await expect(page.getByText('qubits.pdf', { exact: true })).toBeVisible();
  const list = (await readStoredList<{ uploadedBy: string }>(page, 'notes_quantum-theory')) ?? [];
  expect(list.map((record) => record.uploadedBy)).toEqual([firstUid]);
});
