import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { asStudent, test, expect } from './fixtures';
import { expectNothingStored, notesOf, readStoredList, upload } from './files';
import { writeText } from './sample-files';

/** Files as a drag from the desktop carries them, made in the page. */
function draggedFiles(page: Page, files: { name: string; text: string; type: string }[]) {
  return page.evaluateHandle((made) => {
    const transfer = new DataTransfer();
    for (const { name, text, type } of made) transfer.items.add(new File([text], name, { type }));
    return transfer;
  }, files);
}

/**
 * Drags `files` from the desktop over `target`, checks that the screen says where they will go
 * (`overlay`), and drops them.
 */
async function dropFiles(
  page: Page,
  target: Locator,
  files: { name: string; text: string; type: string }[],
  overlay: string,
) {
  const element = await target.elementHandle();
  if (!element) throw new Error('nothing to drop on');
  const dataTransfer = await draggedFiles(page, files);
  await element.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByRole('status').filter({ hasText: overlay })).toBeVisible();
  await element.dispatchEvent('drop', { dataTransfer });
}

/** A note the notes take and a program they refuse. */
const NOTE_AND_PROGRAM = [
  { name: 'sensors.txt', text: 'sensor readings', type: 'text/plain' },
  { name: 'tool.exe', text: 'MZ', type: 'application/octet-stream' },
];

const SEMESTER_1 = [
  'DSA',
  'Distributed System',
  'IoT',
  'AI-ML',
  'FOCS',
  'Big Data',
  'Pattern Recognition',
];
const SEMESTER_2 = [
  'Testing and Verification',
  'Game Theory',
  'Deep Learning',
  'Cryptography',
  'Deep Learning with Img Processing',
  'Online Algorithms',
  'Soft Computing',
  'Cognitive Science',
  'Computational Geometry',
  'Quantum Theory',
];

asStudent(
  'the subject list toggles semesters and each card asks to view or upload',
  async ({ page }) => {
    await page.goto('/subject-notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Subject Notes' })).toBeVisible();
    const sem1 = page.getByRole('button', { name: 'SEMESTER 1' });
    const sem2 = page.getByRole('button', { name: 'SEMESTER 2' });
    await expect(sem1).toHaveAttribute('aria-pressed', 'true');
    await expect(sem2).toHaveAttribute('aria-pressed', 'false');

    const cards1 = page.getByRole('list', { name: 'Semester 1 subjects' }).getByRole('button');
    await expect(cards1).toHaveCount(7);
    for (const [index, name] of SEMESTER_1.entries())
      await expect(cards1.nth(index)).toHaveAccessibleName(name);
    await expect(page.getByRole('button', { name: 'DSA' })).toHaveAccessibleDescription(
      /^Data Structures and Algorithms\s*\S/,
    );
    await expectNoSeriousA11yViolations(page);

    // Keyboard: the toggle is a pair of buttons.
    await sem2.focus();
    await page.keyboard.press('Enter');
    await expect(sem2).toHaveAttribute('aria-pressed', 'true');
    await expect(sem1).toHaveAttribute('aria-pressed', 'false');
    const cards2 = page.getByRole('list', { name: 'Semester 2 subjects' }).getByRole('button');
    await expect(cards2).toHaveCount(10);
    for (const [index, name] of SEMESTER_2.entries())
      await expect(cards2.nth(index)).toHaveAccessibleName(name);
    await expect(page.getByRole('list', { name: 'Semester 1 subjects' })).toHaveCount(0);

    // Escape closes the dialog and goes nowhere; focus returns to the card.
    const card = page.getByRole('button', { name: 'Deep Learning with Img Processing' });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Deep Learning with Image Processing' });
    await expect(dialog).toContainText('View the notes of this subject, or upload new files?');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/subject-notes$/);
    await expect(card).toBeFocused();

    // The confirm action views…
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'View notes' }).click();
    await expect(page).toHaveURL(/\/view-notes\/deep-learning-with-img-processing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Deep Learning with Image Processing Notes' }),
    ).toBeVisible();

    // …and the other action uploads. The section kept Semester 2 for the visit.
    await page.goto('/subject-notes');
    await expect(page.getByRole('button', { name: 'SEMESTER 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'SEMESTER 1' }).click();
    await page.getByRole('button', { name: 'AI-ML' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Upload files' }).click();
    await expect(page).toHaveURL(/\/upload-notes\/ai-ml$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Upload Notes: Artificial Intelligence and Machine Learning',
      }),
    ).toBeVisible();
  },
);

asStudent('files can be dropped on the drop zone', async ({ page }) => {
  await page.goto('/upload-notes/iot');
  // The zone's text changes once a drag enters it: hold on to the element itself.
  const zone = await page.getByText('Drag and drop files here, or').elementHandle();
  if (!zone) throw new Error('no drop zone');
  const dataTransfer = await draggedFiles(page, NOTE_AND_PROGRAM);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('button', { name: 'Remove sensors.txt' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'File tool.exe is not a supported format. Please upload PDF, Word, PowerPoint, text or image files.',
  );
  await expect(page.getByRole('button', { name: 'Remove tool.exe' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page).toHaveURL(/\/view-notes\/iot$/);
  const list = await readStoredList(page, 'notes_iot');
  expect(list?.map((r) => r.fileName)).toEqual(['sensors.txt']);
});

asStudent(
  'files dropped on a list open its upload screen with them chosen',
  async ({ page, files }) => {
    await upload(page, notesOf('iot'), [writeText(files.path('week-1.txt'), 'Week 1')]);
    await page.goto('/view-notes/iot');
    await dropFiles(
      page,
      page.getByRole('list', { name: 'Files' }),
      NOTE_AND_PROGRAM,
      'Drop to upload to Notes · IoT',
    );
    await expect(page).toHaveURL(/\/upload-notes\/iot$/);
    // Checked as if dropped on the screen's own zone: the note is chosen, the program refused.
    await expect(page.getByRole('button', { name: 'Remove sensors.txt' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'File tool.exe is not a supported format. Please upload PDF, Word, PowerPoint, text or image files.',
    );
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await expect(page).toHaveURL(/\/view-notes\/iot$/);
    const stored = await readStoredList(page, 'notes_iot');
    expect(stored?.map((r) => r.fileName).sort()).toEqual(['sensors.txt', 'week-1.txt']);
  },
);

asStudent(
  'files dropped on the dashboard ask for their kind and subject, then open its upload screen',
  async ({ page }) => {
    await page.goto('/dashboard');
    await dropFiles(
      page,
      page.getByRole('heading', { name: /^Welcome, / }),
      [
        { name: 'chapter-3.pdf', text: '%PDF-1.4', type: 'application/pdf' },
        { name: 'marks.csv', text: 'a,b', type: 'text/csv' },
      ],
      'Drop to upload: you choose the kind and subject next',
    );
    const choose = page.getByRole('dialog', { name: 'Upload 2 files to…' });
    await expectNoSeriousA11yViolations(page);
    await choose.getByLabel('Kind and subject').selectOption({ label: 'Reference books · AI-ML' });
    await choose.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/upload-reference-books\/ai-ml$/);
    await expect(page.getByRole('button', { name: 'Remove chapter-3.pdf' })).toBeVisible();
    // The books' upload screen checks what it takes: a CSV is refused by name.
    await expect(page.getByRole('alert')).toContainText('marks.csv');
    await expect(page.getByRole('button', { name: 'Remove marks.csv' })).toHaveCount(0);
  },
);

asStudent(
  'files dropped on a subject card open its upload screen with them chosen; a paper subject asks for the list first',
  async ({ page }) => {
    const pdf = { name: 'past-paper.pdf', text: '%PDF-1.4', type: 'application/pdf' };
    /** Drops the PDF on the card whose name is `subject`. */
    const dropOnCard = (subject: string, overlay: string) =>
      dropFiles(
        page,
        page.getByRole('listitem').getByText(subject, { exact: true }),
        [pdf],
        overlay,
      );

    await page.goto('/subject-notes');
    await dropOnCard('IoT', 'Drop to upload to Notes · IoT');
    await expect(page).toHaveURL(/\/upload-notes\/iot$/);
    await expect(page.getByRole('button', { name: 'Remove past-paper.pdf' })).toBeVisible();

    await page.goto('/reference-books');
    await dropOnCard('Big Data', 'Drop to upload to Reference books · Big Data');
    await expect(page).toHaveURL(/\/upload-reference-books\/big-data$/);
    await expect(page.getByRole('button', { name: 'Remove past-paper.pdf' })).toBeVisible();

    await page.goto('/question-papers');
    await dropOnCard(
      'Big Data',
      'Drop to upload to Question papers · Big Data: you choose the list next',
    );
    const choose = page.getByRole('dialog', { name: 'Upload past-paper.pdf to…' });
    const list = choose.getByLabel('List');
    // Only this subject's two lists are offered.
    await expect(list.getByRole('option')).toHaveText([
      'Question papers · Big Data · Mid Semester',
      'Question papers · Big Data · End Semester',
    ]);
    await expectNoSeriousA11yViolations(page);
    await list.selectOption({ label: 'Question papers · Big Data · End Semester' });
    await choose.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/upload-papers\/big-data\/end-sem$/);
    await page.getByRole('button', { name: 'Upload Papers' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Successfully uploaded 1 file(s)!' }),
    ).toBeVisible();
    const stored = await readStoredList(page, 'papers_big-data_end-sem');
    expect(stored?.map((r) => r.fileName)).toEqual(['past-paper.pdf']);

    // The subject's own screen: each paper type's card takes a drop for its list.
    await page.goto('/question-papers/big-data');
    await dropFiles(
      page,
      page.getByRole('region', { name: 'Mid Semester Papers' }),
      [pdf],
      'Drop to upload to Question papers · Big Data · Mid Semester',
    );
    await expect(page).toHaveURL(/\/upload-papers\/big-data\/mid-sem$/);
    await expect(page.getByRole('button', { name: 'Remove past-paper.pdf' })).toBeVisible();
  },
);

test('notes screens need a signed-in student; unknown subjects show the landing screen', async ({
  page,
}) => {
  await page.goto('/subject-notes');
  await expect(page.getByRole('button', { name: 'SEMESTER 1' })).toBeVisible();
  for (const route of ['/upload-notes/dsa', '/view-notes/dsa']) {
    await page.goto(route);
    await expect(page, `${route} is guarded`).toHaveURL(/\/signin$/);
  }
  for (const route of ['/upload-notes/astrology', '/view-notes/DSA', '/view-notes/advance-dsa']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
  }
  await expectNothingStored(page, 'notes_dsa');
});
