import { expectNoSeriousA11yViolations } from './axe';
import { asStudent, expect } from './fixtures';
import { MB, readStoredList, writeRandomFile } from './files';
import { deleteFileDbRecord } from './kinds-files';
import {
  defineKindFileTests,
  fileRows,
  uploadFiles,
  type KindUnderTest,
  PAPER_SCHEDULE_BOOK_RULES,
} from './kinds-suite';

const papers: KindUnderTest = {
  ...PAPER_SCHEDULE_BOOK_RULES,
  label: 'papers',
  uploadPath: '/upload-papers/advance-dsa/mid-sem',
  viewPath: '/view-papers/advance-dsa/mid-sem',
  uploadHeading: 'Upload Mid Semester Papers',
  viewHeading: 'Mid Semester Papers',
  listKey: 'papers_advance-dsa_mid-sem',
  idPattern: /^advance-dsa_mid-sem_\d{13}_[a-z0-9]+$/,
  scopeFields: { subject: 'advance-dsa', paperType: 'mid-sem' },
  largeFormat: 'chunked',
  uploadButton: 'Upload Papers',
  viewLinkLabel: 'View Uploaded Papers',
  viewButton: 'View in New Tab',
  success: (count) => `Successfully uploaded ${count} file(s)!`,
  confirmDelete: 'Are you sure you want to delete this paper?',
  loadingText: 'Loading papers...',
  emptyTitle: 'No Papers Found',
  emptyText: 'No papers have been uploaded for Advance Dsa yet. Be the first to upload one!',
  emptyAction: 'Upload First Paper',
  acceptedNames: ['paper.pdf', 'photo.jpeg', 'photo.jpg', 'scan.png', 'UPPER-CASE.PDF'],
  small: { name: 'mid-sem-2023.pdf', type: 'application/pdf' },
  large: { name: 'scanned-paper.png', type: 'image/png' },
  viewed: 'large',
  unsupported: {
    name: 'answers.docx',
    message: 'File answers.docx is not a supported format. Please upload PDF or image files.',
  },
};

defineKindFileTests(papers);

asStudent(
  'a keyboard-only student uploads papers, and focus stays on the upload button throughout',
  async ({ page, files }) => {
    const paths = ['scan-1.png', 'scan-2.png'].map((name) =>
      writeRandomFile(files.path(name), 12 * MB),
    );
    await page.goto(papers.uploadPath);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(paths);

    const upload = page.getByRole('button', { name: papers.uploadButton });
    await expect(
      page.getByRole('list', { name: 'Selected files' }).getByRole('listitem'),
    ).toHaveCount(2);
    // Past the two remove buttons to the upload button.
    for (
      let presses = 0;
      presses < 6 && !(await upload.evaluate((button) => button === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(upload).toBeFocused();

    // Whenever the busy button is on screen, note whether it has the focus.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { focusWhileBusy: boolean[] }).focusWhileBusy = seen;
      new MutationObserver(() => {
        const busy = [...document.querySelectorAll('button')].find(
          (b) => b.textContent === 'Uploading files...',
        );
        if (busy) seen.push(busy === document.activeElement);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: papers.success(2) })).toBeVisible();
    const focusWhileBusy = await page.evaluate(
      () => (window as unknown as { focusWhileBusy: boolean[] }).focusWhileBusy,
    );
    expect(focusWhileBusy.length).toBeGreaterThan(0);
    expect(focusWhileBusy.every(Boolean)).toBe(true);
    await expect(upload).toBeFocused();
    await expect(upload).not.toHaveAttribute('aria-disabled');
    expect(await readStoredList(page, papers.listKey)).toHaveLength(2);
  },
);

asStudent('the papers list is headed by its type and the title-cased subject', async ({ page }) => {
  await page.goto('/view-papers/deep-learning-with-img-proc/end-sem');
  await expect(page.getByRole('heading', { level: 1, name: 'End Semester Papers' })).toBeVisible();
  await expect(page.getByText('Deep Learning With Img Proc', { exact: true })).toBeVisible();
  await expect(
    page.getByText('No papers have been uploaded for Deep Learning With Img Proc yet.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload First Paper' })).toHaveAttribute(
    'href',
    '/upload-papers/deep-learning-with-img-proc/end-sem',
  );
  await expectNoSeriousA11yViolations(page);

  // Any type other than mid-sem is shown, and listed, as End Semester.
  await page.goto('/view-papers/ai-ml/final');
  await expect(page.getByRole('heading', { level: 1, name: 'End Semester Papers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload First Paper' })).toHaveAttribute(
    'href',
    '/upload-papers/ai-ml/end-sem',
  );

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText([
    'Dashboard',
    'Papers',
    'Semester 1',
    'AI-ML',
    'End Semester',
  ]);
  await expect(page).toHaveTitle('End Semester Papers · StudyShelf');
  await trail.getByRole('link', { name: 'AI-ML' }).click();
  await expect(page).toHaveURL(/\/question-papers\/ai-ml$/);
});

asStudent(
  'a paper whose stored bytes went missing says so on Download and View',
  async ({ page, files }) => {
    await uploadFiles(page, papers, [writeRandomFile(files.path('lost-paper.png'), 6 * MB)]);
    const [record] = (await readStoredList(page, papers.listKey)) ?? [];
    await deleteFileDbRecord(page, String(record?.id));

    await page.goto(papers.viewPath);
    const row = fileRows(page).filter({ hasText: 'lost-paper.png' });
    await row.getByRole('button', { name: 'Download' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('File not found in storage');
    await alert.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(alert).toHaveCount(0);
    await row.getByRole('button', { name: 'View in New Tab' }).click();
    await expect(alert).toHaveText('File not found in storage');
  },
);
