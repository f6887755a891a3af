/**
 * Send to another device: two browser profiles signed in as the same student, the files going
 * device to device over WebRTC through the local pairing service, which relays no file byte.
 */
import { onAnotherDevice } from './backup-files';
import { writeRichWordDocument } from './document-files';
import {
  deleteToTrash,
  downloadFromList,
  expectNothingStored,
  MB,
  notesOf,
  sha256OfFile,
  upload,
  writeRandomFile,
} from './files';
import { expectNoSeriousA11yViolations } from './axe';
import { asStudent as test, createAccount, expect } from './fixtures';
import { goToPage, openNote } from './pdf-reader';
import { writePdf } from './sample-files';
import { LAPTOP, PHONE } from './screen-sweep';
import {
  PAIRING_CODE,
  pairedDigits,
  receiveWith,
  relayedBytes,
  showCode,
} from './transfer-helpers';

test('three files arrive byte for byte with their star and reading place; a second send adds nothing and names what waits in the Trash', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(180_000);
  const big = writeRandomFile(files.path('lecture-recording.pdf'), 8 * MB + 17);
  const doc = await writeRichWordDocument(files.path('syllabus.docx'));
  const small = writePdf(files.path('graphs.pdf'), 4);
  await upload(page, notesOf('dsa'), [big, doc, small]);
  await page.getByRole('button', { name: 'Star syllabus.docx' }).click();
  const viewer = await openNote(page, 'graphs.pdf');
  await goToPage(viewer, 3);
  await page.keyboard.press('Escape');
  const hashes = {
    'lecture-recording.pdf': await sha256OfFile(big),
    'syllabus.docx': await sha256OfFile(doc),
    'graphs.pdf': await sha256OfFile(small),
  };
  const relayedBefore = await relayedBytes();

  await onAnotherDevice(browser, student, async (other) => {
    // For these transfers only: kept in sync, the delete below would reach the sender as well.
    const code = await showCode(page);
    await receiveWith(other, code, { keepInSync: false });
    await expect(other.getByText('Received 3 files.')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText('Sent 3 files to your other device.')).toBeVisible();
    // Both screens show the one number their key gives.
    expect(await pairedDigits(other)).toBe(await pairedDigits(page));
    // 8 MB went between the devices; the pairing service carried only their offers.
    expect(await relayedBytes()).toBeLessThan(relayedBefore + 256 * 1024);

    await other.goto('/view-notes/dsa');
    for (const [name, sha256] of Object.entries(hashes)) {
      expect(await downloadFromList(other, name)).toEqual({ name, sha256 });
    }
    await other.goto('/dashboard');
    await expect(
      other.getByRole('region', { name: 'Starred files' }).getByText('syllabus.docx'),
    ).toBeVisible();
    const reopened = await openNote(other, 'graphs.pdf');
    await expect(reopened.getByRole('toolbar').getByText('Page 3 of 4')).toBeVisible();
    await other.keyboard.press('Escape');

    // A file deleted on the receiving device waits in its Trash: not sent back over it.
    await other.goto('/view-notes/dsa');
    await deleteToTrash(other, 'graphs.pdf');

    await page.getByRole('button', { name: 'Send more files' }).click();
    const again = await showCode(page);
    await receiveWith(other, again, { keepInSync: false });
    await expect(
      other.getByText(
        'No new files arrived. 2 files were already on this device. 1 file in your Trash was left out: restore it from the Trash.',
      ),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Your other device had every file already.')).toBeVisible();
    await other.goto('/view-notes/dsa');
    await expect(other.getByRole('button', { name: /^Download / })).toHaveCount(2);
  });
});

test('a device of another student and a wrong code each end the code; an unknown, short or expired code is refused; nothing is written', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(150_000);
  await upload(page, notesOf('dsa'), [writePdf(files.path('graphs.pdf'), 2)]);
  const stranger = await createAccount();
  const mismatch =
    'Pairing failed, and nothing was sent: the code was not the one shown, the other device is signed in as another student, or something between your devices interfered. Show a new code on your other device and type that one.';
  const spent =
    'A device tried this code and could not pair: a wrong code, another student, or something between your devices. Nothing was sent to it, and the code is ended. Show a new code to pair your device.';

  const code = await showCode(page);
  await onAnotherDevice(browser, stranger, async (theirs) => {
    await receiveWith(theirs, code);
    await expect(theirs.getByText(mismatch)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: spent })).toBeVisible();
    await expectNothingStored(theirs, 'notes_dsa');
  });

  await onAnotherDevice(browser, student, async (other) => {
    // The code is ended: the right student's device finds nobody waiting with it.
    await receiveWith(other, code);
    await expect(
      other.getByText(
        `No device is waiting with the code ${code.match(/.{3}/g)?.join(' ')}. Check the code shown on your other device: a code lasts 5 minutes.`,
      ),
    ).toBeVisible({ timeout: 30_000 });

    // A new code, typed with its last character wrong: one try, and it is gone.
    await page.getByRole('button', { name: 'Show a new code' }).click();
    const fresh = page.getByLabel(PAIRING_CODE);
    await expect(fresh).not.toHaveAccessibleName(`Pairing code ${code.split('').join(' ')}`);
    const typed = ((await fresh.textContent()) ?? '').replace(/\s/g, '');
    const wrong = `${typed.slice(0, 8)}${typed.endsWith('Z') ? 'Y' : 'Z'}`;
    await other.getByRole('button', { name: 'Receive again' }).click();
    await receiveWith(other, wrong);
    await expect(other.getByText(mismatch)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: spent })).toBeVisible();

    await other.getByRole('button', { name: 'Receive again' }).click();
    await receiveWith(other, 'K7P2Q');
    await expect(
      other.getByText('A pairing code is 9 letters and digits, like K7P 2QX M49.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.clock.install();
    const late = await showCode(page);
    await page.clock.fastForward('05:01');
    await expect(
      page.getByText('This code has expired. Show a new code to pair your other device.'),
    ).toBeVisible();
    await other.getByLabel('Pairing code').fill(late);
    await other.getByRole('button', { name: 'Receive files' }).click();
    await expect(
      other.getByText(
        'This code has expired. Show a new code on your other device and type that one.',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expectNothingStored(other, 'notes_dsa');
  });
});

test('a transfer cut off by closing the sender keeps only whole files, and a second one finishes it', async ({
  browser,
  page,
  context,
  student,
  files,
}) => {
  test.setTimeout(180_000);
  const big = writeRandomFile(files.path('big-lecture.pdf'), 60 * MB + 3);
  const small = writePdf(files.path('first.pdf'), 2);
  // Newest first: the small file is offered, and sent, before the big one.
  await upload(page, notesOf('dsa'), [big]);
  await upload(page, notesOf('dsa'), [small]);

  await onAnotherDevice(browser, student, async (other) => {
    // For this transfer only: the two devices do not keep each other, so no sync runs between them.
    const code = await showCode(page);
    await receiveWith(other, code, { keepInSync: false });
    await expect(other.getByText(/^1 of 2 files · /)).toBeVisible({ timeout: 60_000 });
    await page.close();
    await expect(
      other.getByText(
        'The connection was lost. 1 file arrived complete and is kept; the file under way was not stored. Show a new code on your other device to receive the rest.',
      ),
    ).toBeVisible({ timeout: 60_000 });
    await other.goto('/view-notes/dsa');
    await expect(other.getByRole('button', { name: /^Download / })).toHaveCount(1);
    await expect(other.getByRole('button', { name: 'Download first.pdf' })).toBeVisible();

    const sender = await context.newPage();
    const again = await showCode(sender);
    await receiveWith(other, again, { keepInSync: false });
    await expect(
      other.getByText('Received 1 file. 1 file was already on this device.'),
    ).toBeVisible({
      timeout: 120_000,
    });
    await other.goto('/view-notes/dsa');
    expect(await downloadFromList(other, 'big-lecture.pdf')).toEqual({
      name: 'big-lecture.pdf',
      sha256: await sha256OfFile(big),
    });
    for (const device of [sender, other]) {
      await device.goto('/devices');
      await expect(device.getByText('No devices paired yet')).toBeVisible();
    }
  });
});

test('the menu leads to Send, which sends a kind, a subject or chosen files; the QR code opens Receive with the code', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('dsa'), [
    writePdf(files.path('graphs.pdf'), 2),
    writePdf(files.path('trees.pdf'), 3),
  ]);
  await upload(page, notesOf('ai-ml'), [writePdf(files.path('perceptron.pdf'), 2)]);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('link', { name: 'Send to another device' }).click();
  await expect(page.getByRole('heading', { name: 'Send to another device' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^All your files \(3 files, / })).toBeChecked();

  await page.getByRole('radio', { name: 'One subject' }).check();
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Notes · DSA' });
  await expect(page.getByText(/^To send: 2 files, /)).toBeVisible();
  await page.getByRole('radio', { name: 'Files I choose' }).check();
  await expect(page.getByText(/^To send: 0 files, /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show pairing code' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /^perceptron\.pdf/ }).check();
  await expect(page.getByText(/^To send: 1 file, /)).toBeVisible();
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }

  await page.getByRole('button', { name: 'Show pairing code' }).click();
  const code = page.getByLabel(PAIRING_CODE);
  await expect(code).toBeVisible();
  await expect(page.getByRole('img', { name: 'The pairing code as a QR code' })).toBeVisible();
  await expect(page.getByText(/^The code works once, for [45]:\d\d more\./)).toBeVisible();
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }
  const typed = ((await code.textContent()) ?? '').replace(/\s/g, '');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Show pairing code' })).toBeVisible();

  // What the QR code holds: the receive screen with the code filled in.
  await page.goto(`/receive?code=${typed}`);
  await expect(page.getByRole('heading', { name: 'Receive from another device' })).toBeVisible();
  await expect(page.getByLabel('Pairing code')).toHaveValue(typed);
  await expect(
    page.getByText(
      'No connection between your devices? Use Back up library in the profile menu here, then restore the backup on the other device.',
    ),
  ).toBeVisible();
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page);
  }
});
