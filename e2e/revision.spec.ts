/**
 * Revision from the reader's marks: a highlight and a page's note each become a card in one
 * action; the dashboard counts the cards due per subject; /revise asks each, shows its answer
 * with the page it came from, and reschedules it by the answer; the cards export for Anki and
 * come back with a restore, schedules and all.
 */
import { readFileSync } from 'node:fs';
import { backUp, chooseBackup, onAnotherDevice, withoutSavePicker } from './backup-files';
import { expectNoSeriousA11yViolations } from './axe';
import { asStudent as test, expect } from './fixtures';
import { highlightedInPanel } from './pdf-reader';
import { writePdfWithWords } from './sample-files';

const QUOTE = 'Kruskal sorts the edges by weight';

test('a highlight and a note become cards, revised on the schedule FSRS gives, exported for Anki and restored with their schedules', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(120_000);
  await withoutSavePicker(page);
  const { panel } = await highlightedInPanel(
    page,
    writePdfWithWords(files.path('spanning-trees.pdf'), 4, { 2: QUOTE }),
    QUOTE,
  );
  await panel.getByRole('button', { name: 'Add a note to page 2' }).click();
  await panel
    .getByRole('textbox', { name: 'Note on page 2' })
    .fill('Which edges does Kruskal take?');
  await panel.getByRole('button', { name: 'Save note' }).click();
  // One action each; made, the button takes the card out again.
  await panel.getByRole('button', { name: `Make a card of the highlight “${QUOTE}”` }).click();
  await panel.getByRole('button', { name: 'Make a card of the note on page 2' }).click();
  await expect(
    panel.getByRole('button', { name: `Remove card of the highlight “${QUOTE}”` }),
  ).toBeVisible();
  await expect(
    panel.getByRole('button', { name: 'Remove card of the note on page 2' }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Make a card of the bookmark/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The dashboard counts them under their subject.
  await page.goto('/dashboard');
  const revision = page.getByRole('region', { name: 'Revision' });
  await expect(revision).toContainText('2 cards due');
  await expect(revision.getByRole('list', { name: 'Cards due by subject' })).toHaveText('DSA: 2');
  await revision.getByRole('link', { name: 'Revise now' }).click();
  await expect(page).toHaveURL(/\/revise$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revise' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'due' })).toHaveText(
    '2 cards due: DSA 2',
  );
  await expectNoSeriousA11yViolations(page);

  // The highlight's card asks for its longest word; its answer opens the reader at its page.
  const card = page.getByRole('region', { name: 'Card to revise' });
  await expect(card).toContainText('[…] sorts the edges by weight');
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('blockquote')).toHaveText(QUOTE);
  await expect(card).toContainText('DSA · spanning-trees.pdf, page 2');
  const answers = card.getByRole('group', { name: 'How well did you remember it?' });
  await expect(answers.getByRole('button')).toHaveText([
    /^Again1 min$/,
    /^Hard\d+ min$/,
    /^Good\d+ min$/,
    /^Easy\d+ days?$/,
  ]);
  await card.getByRole('link', { name: 'Open at page 2' }).click();
  const reader = page.getByRole('dialog', { name: 'spanning-trees.pdf' });
  await expect(reader.getByRole('toolbar', { name: 'PDF pages and zoom' })).toContainText(
    'Page 2 of 4',
  );
  await page.keyboard.press('Escape');
  await page.goto('/revise');

  // Easy sends the first card days away (key 4, as in Anki); Good keeps the note's within the day.
  await page.getByRole('button', { name: 'Show answer' }).click();
  await page.keyboard.press('4');
  await expect(card).toContainText('Which edges does Kruskal take?');
  await page.getByRole('button', { name: 'Show answer' }).click();
  await card.getByRole('button', { name: /^Good/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing to revise now' })).toHaveText(
    /^Nothing to revise now\. The next card is due in \d+ min\.$/,
  );
  const all = page.getByRole('region', { name: 'All cards (2)' });
  await expect(all.getByRole('listitem')).toHaveText([
    /Which edges does Kruskal take\?.*Due in \d+ min/,
    /\[…\] sorts the edges by weight.*Due in \d+ days?/,
  ]);
  await page.goto('/dashboard');
  await expect(revision).toContainText(/No cards due\. The next is due in \d+ min\./);

  // The export is a CSV Anki reads: its header lines, then each card with its subject's tag.
  await page.goto('/revise');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export for Anki (CSV)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\n').slice(0, 4)).toEqual([
    '#separator:comma',
    '#html:false',
    '#columns:Front,Back,Tags',
    '#tags column:3',
  ]);
  expect(csv).toContain(
    `[…] sorts the edges by weight,"${QUOTE}\n\nDSA · spanning-trees.pdf, page 2",StudyShelf::DSA`,
  );

  // A backup carries the cards; restored elsewhere, each keeps the schedule it was given here.
  const backup = files.path('backup.zip');
  await backUp(page, backup);
  await onAnotherDevice(browser, student, async (fresh) => {
    await chooseBackup(fresh, backup);
    const dialog = fresh.getByRole('dialog', { name: 'Restore from backup' });
    await expect(dialog).toContainText('2 revision cards');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(fresh.getByText('Restored 1 file.')).toBeVisible({ timeout: 60_000 });
    await fresh.goto('/revise');
    await expect(
      fresh.getByRole('region', { name: 'All cards (2)' }).getByRole('listitem'),
    ).toHaveText([
      /Which edges does Kruskal take\?.*Due in \d+ min/,
      /\[…\] sorts the edges by weight.*Due in \d+ days?/,
    ]);
  });
});

test('with no cards, Revise says how to make one, and the dashboard says nothing of revision', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revision' })).toHaveCount(0);
  await page
    .getByRole('button', { name: /profile|account/i })
    .first()
    .click();
  await page.getByRole('link', { name: 'Revise' }).click();
  await expect(page.getByText('No cards yet')).toBeVisible();
  await expect(page.getByText(/choose Make a card on a highlight or a note/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export for Anki (CSV)' })).toHaveCount(0);
});
