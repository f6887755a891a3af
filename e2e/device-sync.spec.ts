/**
 * A student's two devices, paired once with a code, keep each other in step by themselves: after
 * both are closed and opened again, a file uploaded on one appears on the other byte for byte with
 * no code typed, both ways; Remove on one device stops it.
 */
import { onAnotherDevice } from './backup-files';
import { downloadFromList, notesOf, sha256OfFile, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { writePdf } from './sample-files';
import { receiveWith, showCode } from './transfer-helpers';

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

    const trees = writePdf(files.path('trees.pdf'), 3);
    await upload(laptop, notesOf('dsa'), [trees]);
    await expect(phone.getByRole('button', { name: 'Download trees.pdf' })).toBeVisible({
      timeout: 10_000,
    });
    expect(await downloadFromList(phone, 'trees.pdf')).toEqual({
      name: 'trees.pdf',
      sha256: await sha256OfFile(trees),
    });

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
    await phone.goto('/devices');
    await expect(phone.getByText(/· last seen just now$/)).toBeVisible();

    // Removed on the phone: the laptop's next file does not reach it.
    await phone.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    await phone
      .getByRole('dialog', { name: 'Remove Chrome on Linux?' })
      .getByRole('button', { name: 'Remove' })
      .click();
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
