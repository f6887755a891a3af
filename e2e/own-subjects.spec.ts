/**
 * Subjects of the student's own beside the spec's: added on a subject screen, uploaded to,
 * renamed with their files, refused removal while they hold any, and carried by a backup to
 * another device.
 */
import type { Page } from '@playwright/test';
import { backUp, onAnotherDevice, restoreBackup, withoutSavePicker } from './backup-files';
import { downloadFromList, notesOf, sha256OfFile, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { writePdf } from './sample-files';

/** Adds a subject from the notes' subject screen, in `semester`, as a student does. */
async function addSubject(page: Page, semester: 1 | 2, name: string) {
  await page.goto('/subject-notes');
  await page.getByRole('button', { name: `SEMESTER ${semester}` }).click();
  await page.getByRole('button', { name: 'Add a subject' }).click();
  const dialog = page.getByRole('dialog', { name: `Add a subject to Semester ${semester}` });
  await dialog.getByRole('textbox', { name: 'Subject name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add subject' }).click();
  return dialog;
}

test('a student adds Quantum Computing to Semester 2, uploads to it, renames it with its files, and a backup carries it to a fresh profile', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(120_000);
  await withoutSavePicker(page);

  // A subject of the spec, or of no letters, is refused in the dialog, which stays open.
  const refused = await addSubject(page, 2, 'dsa');
  await expect(refused.getByRole('alert')).toHaveText('There is already a subject named DSA.');
  await refused.getByRole('textbox', { name: 'Subject name' }).fill('!!!');
  await refused.getByRole('button', { name: 'Add subject' }).click();
  await expect(refused.getByRole('alert')).toHaveText(
    "A subject's name needs a letter A to Z or a digit, and at most 60 characters.",
  );
  await refused.getByRole('textbox', { name: 'Subject name' }).fill(' Quantum Computing ');
  await refused.getByRole('button', { name: 'Add subject' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    'Added Quantum Computing to Semester 2.',
  );
  const semester2 = page.getByRole('list', { name: 'Semester 2 subjects' });
  await expect(semester2.getByRole('button')).toHaveCount(11);
  await expect(semester2.getByRole('button').last()).toHaveAccessibleName('Quantum Computing');

  // Its card asks, as every notes card does, and leads to its upload screen.
  await semester2.getByRole('button', { name: 'Quantum Computing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Upload files' }).click();
  await expect(page).toHaveURL(/\/upload-notes\/quantum-computing$/);
  const lecture = writePdf(files.path('qubits-week1.pdf'), 3);
  await upload(page, notesOf('quantum-computing'), [lecture]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quantum Computing Notes');
  expect(await page.evaluate(() => Object.keys(localStorage))).toContain('notes_quantum-computing');
  await page.getByRole('button', { name: 'Star qubits-week1.pdf' }).click();

  // Papers and books list it in the same semester.
  await page.goto('/question-papers');
  await page.getByRole('tab', { name: 'Semester 2' }).click();
  await expect(
    page.getByRole('list', { name: 'Semester 2 subjects' }).getByRole('link').last(),
  ).toHaveAccessibleName('Quantum Computing');

  // Renamed on its page: its file moves with it, to the byte, with its star.
  await page.goto('/subjects/quantum-computing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quantum Computing');
  await page.getByRole('button', { name: 'Rename subject' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Quantum Computing' });
  await rename.getByRole('textbox', { name: 'Subject name' }).fill('Quantum Algorithms');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page).toHaveURL(/\/subjects\/quantum-algorithms$/);
  await expect(page.getByRole('status').filter({ hasText: 'Renamed' })).toHaveText(
    'Renamed Quantum Computing to Quantum Algorithms; its 1 file moved with it.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quantum Algorithms');
  await expect(
    page.getByRole('list', { name: 'Newest files of Quantum Algorithms' }),
  ).toContainText('qubits-week1.pdf');

  // Holding a file, it cannot be removed.
  await page.getByRole('button', { name: 'Remove subject' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Quantum Algorithms?' })
    .getByRole('button', { name: 'Remove subject' })
    .click();
  await expect(page.getByRole('alert')).toHaveText(
    'Quantum Algorithms still holds 1 file. Move or delete it first.',
  );

  await page.goto('/view-notes/quantum-algorithms');
  const original = await sha256OfFile(lecture);
  expect((await downloadFromList(page, 'qubits-week1.pdf')).sha256).toBe(original);
  await page.goto('/view-notes/quantum-computing');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Notes$/);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Starred files' }).getByText('qubits-week1.pdf'),
  ).toBeVisible();

  // The bar's search finds it by a word of its name, and opens its page.
  await page.getByRole('combobox', { name: 'Search files' }).fill('quantum alg');
  const subjects = page.getByRole('group', { name: 'Subjects' });
  await expect(subjects.getByRole('option')).toHaveText([
    'Quantum AlgorithmsSubject page · 1 file',
  ]);
  await subjects.getByRole('option').click();
  await expect(page).toHaveURL(/\/subjects\/quantum-algorithms$/);

  // A second subject, empty, is removed after the question.
  await addSubject(page, 1, 'Robotics');
  await page.goto('/subjects/robotics');
  await page.getByRole('button', { name: 'Remove subject' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Robotics?' })
    .getByRole('button', { name: 'Remove subject' })
    .click();
  await expect(page).toHaveURL(/\/subject-notes$/);
  await expect(
    page.getByRole('list', { name: 'Semester 1 subjects' }).getByRole('button'),
  ).toHaveCount(7);

  const backup = files.path('backup.zip');
  await backUp(page, backup);
  await onAnotherDevice(browser, student, async (fresh) => {
    await restoreBackup(fresh, backup, { before: '1 note', after: 'Restored 1 file.' });
    await fresh.goto('/subject-notes');
    await fresh.getByRole('button', { name: 'SEMESTER 2' }).click();
    await expect(
      fresh.getByRole('list', { name: 'Semester 2 subjects' }).getByRole('button').last(),
    ).toHaveAccessibleName('Quantum Algorithms');
    await fresh.goto('/view-notes/quantum-algorithms');
    expect((await downloadFromList(fresh, 'qubits-week1.pdf')).sha256).toBe(original);
  });
});
