import { PUBLIC_SCREENS, SIGNED_IN_SCREENS } from '../scripts/screens.mjs';
import { asStudent, chooseBranch, expect, newDevice, signIn, test } from './fixtures';
import { COLOUR_RULES, expectNoSeriousA11yViolations } from './axe';
import { backdropGaps, overflowing, smallTargets } from './layout-check';
import { chooseFiles, holdListWriterRole, upload, notesOf } from './files';
import { profileMenu } from './auth-emulator';
import { LAPTOP, PHONE, sweepScreens, uploadSamples } from './screen-sweep';
import { writePdf, writeText } from './sample-files';

const WIDTHS = [
  { width: 320, height: 640 },
  PHONE,
  // Just wide enough for the links in the bar beside the search.
  { width: 768, height: 1024 },
  LAPTOP,
];
/**
 * The phone and the laptop a student uses: axe checks every screen at both, in the light theme
 * whole and in the system's dark theme by the rules its colours decide.
 */
const CHECKS = {
  overflow: true,
  targets: true,
  axeWidths: [PHONE.width, LAPTOP.width],
  darkAxeRules: COLOUR_RULES,
};

test('signed-out screens fit a phone from 320 px: nothing cut off, every tap target 44 px, axe clean in either theme', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(await sweepScreens(page, PUBLIC_SCREENS, WIDTHS, CHECKS)).toEqual([]);
});

asStudent(
  'signed-in screens with files in them fit a phone from 320 px: nothing cut off, every tap target 44 px, axe clean in either theme',
  async ({ page, files }) => {
    test.setTimeout(240_000);
    await uploadSamples(page, (name) => files.path(name));
    expect(await sweepScreens(page, SIGNED_IN_SCREENS, WIDTHS, CHECKS)).toEqual([]);
  },
);

test('on a touch phone the upload screen offers the picker, not dragging, and its button stays in reach', async ({
  browser,
  student,
  files,
}) => {
  const phone = await newDevice(browser, { viewport: { width: 390, height: 844 }, touch: true });
  try {
    const page = phone.pages()[0] ?? (await phone.newPage());
    await signIn(page, student);
    await chooseBranch(page);
    await page.goto('/upload-notes/dsa');
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(page.getByText('Drag and drop files here, or')).toBeHidden();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles(
      Array.from({ length: 15 }, (_, n) =>
        writeText(files.path(`week-${n + 1}.txt`), `notes ${n}`),
      ),
    );
    await expect(page.getByRole('heading', { name: 'Selected files (15)' })).toBeVisible();
    // The list runs past the screen's foot; the button is on screen all the same.
    const upload = page.getByRole('button', { name: 'Upload Files' });
    const box = await upload.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844);
    await upload.tap();
    await expect(page).toHaveURL(/\/view-notes\/dsa$/);

    // Each row keeps its name and puts its actions in one menu within a thumb's reach.
    const row = page.getByRole('listitem').filter({ hasText: 'week-1.txt' });
    // Its date and time read on one line, even where the line breaks before them.
    const dateLines = await row.locator('time').evaluate((time) => time.getClientRects().length);
    expect(dateLines).toBe(1);
    // Built for the phone's layout only, not built twice and hidden.
    await expect(
      row.getByRole('button', { name: 'Download week-1.txt', includeHidden: true }),
    ).toHaveCount(0);
    const actions = row.getByRole('button', { name: 'Actions for week-1.txt', exact: true });
    await actions.tap();
    const menu = row.getByRole('group', { name: 'Actions for week-1.txt', exact: true });
    for (const name of ['View', 'Preview', 'Download', 'Delete']) {
      await expect(
        menu.getByRole('button', { name: `${name} week-1.txt`, exact: true }),
      ).toBeVisible();
    }
    expect(await smallTargets(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('button', { name: 'Delete week-1.txt' }).tap();
    const dialog = page.getByRole('dialog', { name: "Delete 'week-1.txt'?" });
    expect(await backdropGaps(page)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(menu).toBeHidden();
    await expect(actions).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(actions).toBeFocused();

    // Turned sideways, the phone is wide enough for the actions in the row itself.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(row.getByRole('button', { name: 'Download week-1.txt' })).toBeVisible();
    await expect(actions).toHaveCount(0);
  } finally {
    await phone.close();
  }
});

asStudent(
  'on a 320 px phone an upload under way keeps its buttons in one row on screen, the profile button in reach',
  async ({ context, page, files }) => {
    // The list entry waits for a writer that never answers: the upload stays under way.
    await holdListWriterRole(context);
    await page.bringToFront();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/upload-notes/dsa');
    await chooseFiles(page, [writeText(files.path('week-9.txt'), 'heaps')]);
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const indicator = page.getByRole('status').filter({ hasText: /^Uploading 1 of 1 files$/ });
    await expect(indicator).toBeAttached();
    const uploading = page.getByRole('button', { name: 'Uploading files...' });
    const cancel = page.getByRole('button', { name: 'Cancel upload' });
    await expect(uploading).toBeVisible();
    // One row of buttons at the foot of the screen, the link to the list below it in the page.
    const [left, right] = [await uploading.boundingBox(), await cancel.boundingBox()];
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(
      left && right && Math.abs(middle(left) - middle(right)) < 1 && right.y + right.height <= 640,
    ).toBe(true);
    const link = await page.getByRole('link', { name: 'View uploaded notes' }).boundingBox();
    expect(link && right && link.y > right.y + right.height).toBe(true);
    expect(await overflowing(page)).toEqual([]);
    const profile = await page.getByRole('button', { name: 'Open profile menu' }).boundingBox();
    // Inside the bar's 16 px margin, with the upload indicator and the search button beside it.
    expect(profile && profile.x >= 0 && profile.x + profile.width <= 304).toBe(true);
  },
);

asStudent(
  'a dialog taller than a small phone scrolls: its title and every button can be reached',
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 420 });
    const menu = profileMenu(page);
    await menu.button.click();
    await menu.panel.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('another-pass-1');
    await dialog.getByLabel('Confirm new password').fill('another-pass-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('The new passwords do not match.');
    const onScreen = async (target: typeof alert) => {
      const box = await target.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 420;
    };
    // The message comes into view, though the button pressed was at the dialog's foot.
    await expect.poll(() => onScreen(alert)).toBe(true);

    // Taller than the screen now: the page behind stays put, the dialog scrolls within it, and
    // its title and its last button can each be scrolled to.
    const heading = dialog.getByRole('heading', { name: 'Change password' });
    await heading.scrollIntoViewIfNeeded();
    expect(await onScreen(heading)).toBe(true);
    const close = dialog.getByRole('button', { name: 'Close' });
    await close.scrollIntoViewIfNeeded();
    expect(await onScreen(close)).toBe(true);
    await close.click();
    await expect(dialog).toBeHidden();
  },
);

asStudent(
  "on a phone the study-tip helper never hides the dashboard's last controls",
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/dashboard');
    // The first tip shows after 3 s, in a bubble above the helper's button.
    await expect(page.getByRole('status', { name: 'Study tip' })).not.toBeEmpty();
    for (const name of ['Back up library', 'Restore from backup', 'Check integrity']) {
      const control = page.getByRole('main').getByRole('button', { name, exact: true });
      // Scrolled to the middle of the screen, as far as the page lets it go.
      const reachable = await control.evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(reachable, name).toBe(true);
    }
  },
);

asStudent(
  'a long file name shows on two lines of its row and wraps inside the delete dialog on a 320 px phone',
  async ({ page, files }) => {
    const name = `Lecture${'Recording'.repeat(12)}.pdf`;
    await upload(page, notesOf('dsa'), [writePdf(files.path(name), 1)]);
    await page.setViewportSize({ width: 320, height: 640 });
    // The row shows two lines of the name, not its first twenty characters.
    const shownName = page.getByRole('listitem').getByText(name, { exact: true });
    const box = await shownName.boundingBox();
    expect(box && box.height).toBeGreaterThan(
      1.5 * parseFloat(await shownName.evaluate((element) => getComputedStyle(element).lineHeight)),
    );
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`Delete '${name}'?`);
    expect(await overflowing(page, '[role=dialog]')).toEqual([]);
  },
);

asStudent(
  "on a phone the dashboard's sections are compact, a recent file's details are shown in full, a list's choices share a row",
  async ({ page, files }) => {
    await upload(page, notesOf('dsa'), [writePdf(files.path('week-4-graph-traversals.pdf'), 1)]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    // The five cards take about one screen, so the student's own files start just below it.
    const yourFiles = await page.getByRole('heading', { name: 'Your files' }).boundingBox();
    expect(yourFiles && yourFiles.y).toBeLessThan(1000);

    const recent = page.getByRole('region', { name: 'Recent files' });
    const details = recent.getByText(/^Notes · DSA · /);
    await expect(details).toBeVisible();
    // Where it lives, its size and its date wrap rather than being cut off.
    expect(await details.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    const shown = await details.evaluate((element) => element.getBoundingClientRect().height);
    expect(shown).toBeGreaterThan(20);

    // A list's two view choices share one row, each label above its select.
    await page.goto('/view-notes/dsa');
    const sort = await page.getByLabel('Sort by').boundingBox();
    const type = await page.getByLabel('File type').boundingBox();
    expect(sort && type && Math.abs(sort.y - type.y)).toBeLessThan(1);
    expect(sort && type && sort.x + sort.width).toBeLessThanOrEqual(type?.x ?? 0);
  },
);
