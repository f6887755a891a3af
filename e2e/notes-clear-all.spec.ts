import { signOutThroughMenu } from './auth-emulator';
import { expectNoSeriousA11yViolations } from './axe';
import { asStudent, chooseBranch, createAccount, expect, signIn } from './fixtures';
import {
  currentUid,
  MB,
  readFileDb,
  readStoredList,
  writeRandomFile,
  upload,
  notesOf,
} from './files';

asStudent(
  'Clear All moves the student’s own notes to the Trash, with an Undo, and leaves other students’; emptied, their bytes go',
  async ({ page, files }) => {
    const theirs = writeRandomFile(files.path('qubits.pdf'), 1.5 * MB);
    await upload(page, notesOf('quantum-theory'), [theirs]);
    const firstUid = await currentUid(page);
    await signOutThroughMenu(page);

    const other = await createAccount();
    await signIn(page, other);
    await chooseBranch(page);
    await page.goto('/view-notes/quantum-theory');
    await expect(page.getByText('qubits.pdf', { exact: true })).toBeVisible();
    // Nothing of this student's to clear yet.
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);

    const chunked = writeRandomFile(files.path('entanglement.pdf'), 3 * MB + 5);
    const inline = writeRandomFile(files.path('gates.txt'), 900);
    await upload(page, notesOf('quantum-theory'), [chunked, inline]);
    await expect(page.getByText('3 files', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('delete all of your files');
    // Only this student's two files go; the other student's stays.
    await expect(dialog).toContainText('This removes 2 files.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('3 files', { exact: true })).toBeVisible();

    // Clear All moves them to the Trash, with an Undo that brings both back.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Moved 2 files to the Trash.' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('3 files', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('1 file', { exact: true })).toBeVisible();
    await expect(page.getByText('qubits.pdf', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
    const list = (await readStoredList<{ uploadedBy: string }>(page, 'notes_quantum-theory')) ?? [];
    expect(list.map((record) => record.uploadedBy)).toEqual([firstUid]);
    // In the Trash the cleared chunked note keeps its metadata and 4 chunks, beside the first
    // student's note (metadata and 2 chunks); emptied, only that one is left.
    expect((await readFileDb(page)).entries).toHaveLength(8);
    await page.goto('/trash');
    await page.getByRole('button', { name: 'Empty Trash' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Empty Trash' }).click();
    await expect(page.getByText('Deleted 2 files for good. The Trash is empty.')).toBeVisible();
    expect((await readFileDb(page)).entries).toHaveLength(3);
  },
);
