import { expectNoSeriousA11yViolations } from './axe';
import { notesUploadOf, upload, writeRandomFile } from './files';
import { asStudent, expect } from './fixtures';
import { writeText } from './sample-files';

const test = asStudent;

test('a student finds a file of any kind by a word of its name, subject or kind, and opens it', async ({
  page,
  files,
}) => {
  await upload(page, notesUploadOf('dsa'), [
    writeText(files.path('graph-theory-week3.txt'), 'graphs'),
    writeText(files.path('Résumé-sorting.txt'), 'sorting'),
  ]);
  await upload(page, { uploadPath: '/upload-papers/big-data/mid-sem', button: 'Upload Papers' }, [
    writeRandomFile(files.path('exam-2024.pdf'), 2048),
  ]);
  await upload(page, { uploadPath: '/upload-schedule', button: 'Upload Schedules' }, [
    writeText(files.path('timetable.csv'), 'day,room\nMon,101\n'),
  ]);
  await upload(page, { uploadPath: '/upload-reference-books/ai-ml', button: 'Upload Books' }, [
    writeRandomFile(files.path('ml-handbook.pdf'), 4096),
  ]);

  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search files' });
  await expect(search).toBeVisible();
  await page.locator('body').press('/');
  await expect(search).toBeFocused();

  // A word of the name, ignoring case: the result names its kind and subject.
  await search.fill('HANDBOOK');
  const results = page.getByRole('listbox', { name: 'Matching files' });
  await expect(results.getByRole('option')).toHaveCount(1);
  await expect(results.getByRole('option')).toContainText('ml-handbook.pdf');
  await expect(results.getByRole('option')).toContainText('Reference books · AI-ML');
  await expect(page.getByRole('status').filter({ hasText: '1 file matches.' })).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  // Accents ignored; the subject's full name and the paper type are searched too.
  await search.fill('resume');
  await expect(results.getByRole('option')).toHaveText([/Résumé-sorting\.txt/]);
  await search.fill('big data mid semester');
  await expect(results.getByRole('option')).toHaveText([/exam-2024\.pdf.*Mid Semester/]);
  await search.fill('data structures');
  // Two files, and then the two subjects so named, each leading to its page.
  await expect(results.getByRole('option')).toHaveCount(4);
  await expect(results.getByRole('group', { name: 'Subjects' }).getByRole('option')).toHaveText([
    /^DSASubject page · \d+ files?$/,
    /^Advance DSASubject page · /,
  ]);

  // Enter opens the first result in the viewer, over its list; closed, its row is in view,
  // marked and focused.
  await search.fill('graph');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/view-notes\/dsa\?file=/);
  const viewer = page.getByRole('dialog', { name: 'graph-theory-week3.txt' });
  await expect(viewer.getByText('graphs')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/view-notes\/dsa\?row=/);
  const row = page.getByRole('listitem').filter({ hasText: 'graph-theory-week3.txt' });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Preview graph-theory-week3.txt' })).toBeVisible();

  // The arrow keys move through the results; Enter opens the one chosen.
  await search.fill('schedules');
  await expect(results.getByRole('option')).toHaveCount(1);
  await search.fill('pdf');
  await expect(results.getByRole('option')).toHaveCount(2);
  await search.press('ArrowDown');
  const second = results.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? '',
  );
  const secondName = (await second.textContent()) ?? '';
  await search.press('Enter');
  const expectedUrl = secondName.includes('exam-2024')
    ? /\/view-papers\/big-data\/mid-sem\?file=/
    : /\/view-reference-books\/ai-ml\?file=/;
  await expect(page).toHaveURL(expectedUrl);
  const secondFile = secondName.includes('exam-2024') ? 'exam-2024.pdf' : 'ml-handbook.pdf';
  await expect(page.getByRole('dialog', { name: secondFile })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('li[aria-current="true"]')).toBeFocused();

  // Nothing found says so and suggests uploading.
  await search.fill('quantum entanglement');
  await expect(results.getByRole('option')).toHaveCount(0);
  const nothingFound = /No files match “quantum entanglement”\. Upload some/;
  await expect(page.getByRole('status').filter({ hasText: nothingFound })).toBeAttached();
  await expect(page.getByRole('paragraph').filter({ hasText: nothingFound })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.press('Escape');
  await search.press('Escape');
  await expect(search).toHaveValue('');
});

test("on a phone the search is in the menu; `/` and the bar's search button open the menu to it", async ({
  page,
  files,
}) => {
  await upload(page, notesUploadOf('iot'), [writeText(files.path('sensors.txt'), 'mqtt')]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search files' });
  await expect(search).toBeHidden();
  await page.locator('body').press('/');
  await expect(search).toBeFocused();
  await search.fill('sensors');
  await page.getByRole('option', { name: /sensors\.txt/ }).click();
  await expect(page).toHaveURL(/\/view-notes\/iot\?file=/);
  await expect(page.getByRole('dialog', { name: 'sensors.txt' }).getByText('mqtt')).toBeVisible();
  await page.getByRole('button', { name: 'Close preview' }).click();
  const menu = page.getByRole('button', { name: 'Toggle navigation menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // One tap on the bar's search button: the menu opens with the field ready for typing.
  await page.getByRole('button', { name: 'Search files' }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toBeFocused();
  await search.fill('sensors');
  await expect(page.getByRole('option', { name: /sensors\.txt/ })).toBeVisible();
  // With the menu open already, it focuses the field again.
  await page.getByRole('link', { name: 'Papers' }).focus();
  await page.getByRole('button', { name: 'Search files' }).click();
  await expect(search).toBeFocused();
});

test('on a short screen the results scroll, and the arrows keep the chosen one in view', async ({
  page,
  files,
}) => {
  const names = Array.from({ length: 12 }, (_, index) => `lecture-${index + 1}.txt`);
  await upload(
    page,
    notesUploadOf('dsa'),
    // Their text holds no word of the query: only the names match.
    names.map((name, index) => writeText(files.path(name), `week ${index}`)),
  );
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Search files' });
  await search.fill('lecture');
  const options = page.getByRole('listbox', { name: 'Matching files' }).getByRole('option');
  await expect(options).toHaveCount(12);
  // The panel is taller than what the screen leaves it: a region that scrolls, reachable.
  await expect(options.last()).not.toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  for (let step = 0; step < 11; step += 1) await search.press('ArrowDown');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toBeInViewport();
  // Typing again makes the first result the active one, and the list shows it from its top.
  await search.press('Backspace');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toBeInViewport();
  await expect(options.last()).not.toBeInViewport();
  // Scrolled down by hand, the list shows its top again once a key is typed.
  await options.first().hover();
  await page.mouse.wheel(0, 800);
  await expect(options.last()).toBeInViewport();
  await search.press('e');
  await expect(options.first()).toBeInViewport();
  await expect(options.last()).not.toBeInViewport();
  // Up from the first wraps to the last, brought into view.
  await search.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toBeInViewport();
  await search.press('Enter');
  await expect(page.getByRole('dialog', { name: /^lecture-/ })).toBeVisible();
});
