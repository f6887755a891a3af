/** Helpers shared by the notes browser tests. */
import type { Page } from '@playwright/test';
import { chooseFiles } from './files';
import { expect } from './fixtures';

/** Uploads the files from the subject's upload screen and waits for its notes list to open. */
export async function uploadNotes(page: Page, subject: string, paths: string[]) {
  await page.goto(`/upload-notes/${subject}`);
  await chooseFiles(page, paths);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-notes/${subject}$`));
}
