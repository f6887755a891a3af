import { chooseFiles, holdListWriterRole, MB, writeRandomFile } from './files';
import { asStudent, expect } from './fixtures';

const test = asStudent;

test('a student who leaves during an upload of five 12 MB files stays where they went, with what they typed, and finds all five files', async ({
  context,
  page,
  files,
}) => {
  test.setTimeout(180_000);
  // A fast machine stores 60 MB in a moment. Each list entry waiting for a writer that never
  // answers keeps the upload under way while the student moves on, whatever the machine.
  const stalledWriter = await holdListWriterRole(context);
  await page.bringToFront();
  const picked = [1, 2, 3, 4, 5].map((n) =>
    writeRandomFile(files.path(`recording-${n}.pdf`), 12 * MB),
  );
  await page.goto('/upload-notes/dsa');
  await chooseFiles(page, picked);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('button', { name: 'Uploading files...' })).toBeVisible();

  // Off to the contact form while the upload runs: the bar says it is still under way.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  const indicator = page.getByRole('status').filter({ hasText: /^Uploading \d of 5 files$/ });
  await expect(indicator).toBeVisible();
  await page.getByLabel('Name').fill('Asha');
  await page.getByLabel('Message').fill('Typed while my notes were uploading.');
  await expect(indicator).toBeVisible();
  // The writer's tab closes: this tab takes the role over and the upload finishes.
  await stalledWriter.close();

  await expect(indicator).toHaveCount(0, { timeout: 120_000 });
  // Well past the spec's 1 s redirect: the student is still here, with what they typed.
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel('Name')).toHaveValue('Asha');
  await expect(page.getByLabel('Message')).toHaveValue('Typed while my notes were uploading.');

  await page.goto('/view-notes/dsa');
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(5);
});
