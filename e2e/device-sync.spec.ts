/**
 * A student's two devices, paired once with a code, keep each other in step by themselves: after
 * both are closed and opened again, a file uploaded on one appears on the other byte for byte with
 * no code typed, both ways; Remove on one device stops it.
 */
import { onAnotherDevice } from './backup-files';
import type { Page } from '@playwright/test';
import { deleteToTrash, downloadFromList, notesOf, sha256OfFile, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { writePdf, writePdfWithWords } from './sample-files';
import { goToPage, highlightsPanelOf, highlightText, openNote } from './pdf-reader';
import { receiveWith, showCode } from './transfer-helpers';
import { expectNoSeriousA11yViolations } from './axe';
import { LAPTOP, PHONE } from './screen-sweep';

test('paired once, two devices sync new files both ways while open, and Remove stops it', async ({
  browser,
  page,
  context,
  student,
  files,
}) => {
  test.setTimeout(180_000);
  await upload(page, notesOf('dsa'), [writePdf(files.path('graphs.pdf'), 2)]);

  await onAnotherDevice(browser, student, async (other) => {
    const code = await showCode(page);
    await receiveWith(other, code);
    await expect(other.getByText('Received 1 file.')).toBeVisible({ timeout: 60_000 });

    // Both devices closed and opened again: the pairing is kept, the code is not needed.
    await page.close();
    await other.close();
    const laptop = await context.newPage();
    const phone = await other.context().newPage();
    await laptop.goto('/view-notes/dsa');
    await phone.goto('/view-notes/dsa');
    await expect(phone.getByRole('button', { name: 'Download graphs.pdf' })).toBeVisible();

    const trees = writePdfWithWords(files.path('trees.pdf'), 3, { 2: 'Prim grows a tree' });
    await upload(laptop, notesOf('dsa'), [trees]);
    await expect(phone.getByRole('button', { name: 'Download trees.pdf' })).toBeVisible({
      timeout: 10_000,
    });
    expect(await downloadFromList(phone, 'trees.pdf')).toEqual({
      name: 'trees.pdf',
      sha256: await sha256OfFile(trees),
    });
    // The sync made a copy off the laptop, as a backup does: its dashboard says so.
    await laptop.goto('/dashboard');
    await expect(laptop.getByText('Today, a sync with your other device')).toBeVisible();

    const heaps = writePdf(files.path('heaps.pdf'), 2);
    await upload(phone, notesOf('dsa'), [heaps]);
    await laptop.goto('/view-notes/dsa');
    await expect(laptop.getByRole('button', { name: 'Download heaps.pdf' })).toBeVisible({
      timeout: 10_000,
    });
    expect(await downloadFromList(laptop, 'heaps.pdf')).toEqual({
      name: 'heaps.pdf',
      sha256: await sha256OfFile(heaps),
    });
    // A star made on the phone reaches the laptop; taken off there, it stays off on both.
    await phone.goto('/view-notes/dsa');
    await phone.getByRole('button', { name: 'Star trees.pdf' }).click();
    await laptop.goto('/view-notes/dsa');
    const laptopStar = laptop.getByRole('button', { name: 'Star trees.pdf' });
    await expect(laptopStar).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
    await laptopStar.click();
    const phoneStar = phone.getByRole('button', { name: 'Star trees.pdf' });
    await expect(phoneStar).toHaveAttribute('aria-pressed', 'false', { timeout: 10_000 });
    await phone.reload();
    await expect(phoneStar).toHaveAttribute('aria-pressed', 'false');
    await expect(laptopStar).toHaveAttribute('aria-pressed', 'false');

    // A highlight made on the phone appears in the laptop's reader.
    const reading = await openNote(phone, 'trees.pdf');
    await goToPage(reading, 2);
    await highlightText(reading, 2, 'Prim grows a tree');
    await phone.keyboard.press('Escape');
    await expect(
      (await highlightsPanelOf(laptop, 'trees.pdf')).getByText('Prim grows a tree'),
    ).toBeVisible({ timeout: 10_000 });
    await laptop.keyboard.press('Escape');

    // Paired once, each device knows the other by the name its browser gives.
    for (const device of [laptop, phone]) {
      await device.goto('/devices');
      await expect(device.getByRole('heading', { name: 'Your devices', level: 1 })).toBeVisible();
      await expect(
        device.getByRole('list', { name: 'Paired devices' }).getByText('Chrome on Linux'),
      ).toBeVisible();
      await expect(device.getByText(/^Paired \d+ \w+ \d{4} · last seen just now$/)).toBeVisible();
    }
    for (const size of [PHONE, LAPTOP]) {
      await phone.setViewportSize(size);
      await expectNoSeriousA11yViolations(phone);
    }

    // Removed on the phone: the laptop's next file does not reach it.
    await phone.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Remove Chrome on Linux?' });
    await expect(
      dialog.getByText(
        'It gets nothing more from this device. To pair it again, use a pairing code.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(phone.getByText('No devices paired yet')).toBeVisible();
    await upload(laptop, notesOf('dsa'), [writePdf(files.path('tries.pdf'), 2)]);
    await phone.goto('/view-notes/dsa');
    // Longer than a sync takes when it runs (the files above arrived within seconds).
    await phone.waitForTimeout(8_000);
    await phone.reload();
    await expect(phone.getByRole('button', { name: 'Download heaps.pdf' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Download tries.pdf' })).toHaveCount(0);
  });
});

/** Renames a file from its row, as the student does. */
async function rename(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `More actions for ${from}` }).click();
  await page.getByRole('button', { name: `Rename ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rename ${from}` });
  await dialog.getByLabel('New name').fill(to);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
}

test('a delete lands in the other device’s Trash, a restore and a rename follow, and a file renamed on one device while deleted on the other is kept', async ({
  browser,
  page,
  context,
  student,
  files,
}) => {
  test.setTimeout(180_000);
  await upload(page, notesOf('dsa'), [
    writePdf(files.path('graphs.pdf'), 2),
    writePdf(files.path('trees.pdf'), 2),
  ]);
  await onAnotherDevice(browser, student, async (phone) => {
    await receiveWith(phone, await showCode(page));
    await expect(phone.getByText('Received 2 files.')).toBeVisible({ timeout: 60_000 });
    const laptop = page;
    await laptop.goto('/view-notes/dsa');
    await phone.goto('/view-notes/dsa');

    await deleteToTrash(laptop, 'graphs.pdf');
    await expect(phone.getByRole('button', { name: 'Download graphs.pdf' })).toHaveCount(0, {
      timeout: 10_000,
    });
    await phone.goto('/trash');
    await phone.getByRole('button', { name: 'Restore graphs.pdf' }).click();
    await expect(laptop.getByRole('button', { name: 'Download graphs.pdf' })).toBeVisible({
      timeout: 10_000,
    });

    await rename(laptop, 'trees.pdf', 'spanning trees');
    await phone.goto('/view-notes/dsa');
    await expect(phone.getByRole('button', { name: 'Download spanning trees.pdf' })).toBeVisible({
      timeout: 10_000,
    });

    // Apart, each changes the same file: renamed on the phone, deleted on the laptop.
    await laptop.close();
    await rename(phone, 'graphs.pdf', 'shortest paths');
    await phone.close();
    const laptopAgain = await context.newPage();
    await laptopAgain.goto('/view-notes/dsa');
    await deleteToTrash(laptopAgain, 'graphs.pdf');
    const phoneAgain = await phone.context().newPage();
    await phoneAgain.goto('/view-notes/dsa');
    // Met again: the edit beats the delete, on both.
    await expect(
      laptopAgain.getByRole('button', { name: 'Download shortest paths.pdf' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      phoneAgain.getByRole('button', { name: 'Download shortest paths.pdf' }),
    ).toBeVisible();
    await laptopAgain.goto('/trash');
    await expect(laptopAgain.getByText('The Trash is empty')).toBeVisible();
  });
});
