/**
 * A device whose browser erased the site's data (Safari after 7 days away, a cleared profile) is
 * offered its files back, on the dashboard and on each empty list: from a backup, or from another
 * device, which then sends every file byte for byte with its star and highlights.
 */
import { onAnotherDevice } from './backup-files';
import { chooseBranch, asStudent as test, expect, APP_URL, signIn } from './fixtures';
import { expectSameFiles, notesOf, upload } from './files';
import { writePdf, writePdfWithWords } from './sample-files';
import { goToPage, highlightsPanelOf, highlightText, openNote } from './pdf-reader';
import { receiveWith, showCode } from './transfer-helpers';
import { expectNoSeriousA11yViolations } from './axe';

test('a wiped device is offered its files back, and its other device refills it byte for byte with stars and highlights', async ({
  browser,
  page,
  student,
  files,
}) => {
  test.setTimeout(180_000);
  const trees = writePdfWithWords(files.path('trees.pdf'), 3, { 2: 'Prim grows a tree' });
  const graphs = writePdf(files.path('graphs.pdf'), 2);
  await upload(page, notesOf('dsa'), [trees, graphs]);
  await page.getByRole('button', { name: 'Star graphs.pdf' }).click();
  const reading = await openNote(page, 'trees.pdf');
  await goToPage(reading, 2);
  await highlightText(reading, 2, 'Prim grows a tree');
  await page.keyboard.press('Escape');

  await onAnotherDevice(browser, student, async (phone) => {
    await receiveWith(phone, await showCode(page));
    await expect(phone.getByText('Received 2 files.')).toBeVisible({ timeout: 60_000 });

    // The phone's browser erases everything of the site, sign-in included.
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Storage.clearDataForOrigin', { origin: APP_URL, storageTypes: 'all' });
    await phone.goto('/login');
    await signIn(phone, student);
    await chooseBranch(phone);

    const offer = phone.getByRole('region', { name: 'None of your files are on this device yet' });
    await expect(offer).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    // Each empty list offers the same, and its restore leads to the dashboard's.
    await phone.goto('/view-notes/dsa');
    await expect(phone.getByText('None of your files are on this device yet.')).toBeVisible();
    await phone.getByRole('link', { name: 'Restore from a backup' }).click();
    await expect(phone).toHaveURL(/\/dashboard#library$/);
    await expect(phone.getByRole('button', { name: 'Restore from backup' })).toBeFocused();

    await offer.getByRole('link', { name: 'Get your files from your other device' }).click();
    await expect(phone).toHaveURL(/\/receive$/);
    await receiveWith(phone, await showCode(page));
    await expect(phone.getByText('Received 2 files.')).toBeVisible({ timeout: 60_000 });

    await expectSameFiles(phone, '/view-notes/dsa', [trees, graphs]);
    await expect(phone.getByRole('button', { name: 'Star graphs.pdf' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      (await highlightsPanelOf(phone, 'trees.pdf')).getByText('Prim grows a tree'),
    ).toBeVisible();
    await phone.keyboard.press('Escape');
    await phone.goto('/dashboard');
    await expect(offer).toHaveCount(0);
  });
});
