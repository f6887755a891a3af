/**
 * The file is what a student clicks: a row's name opens it in the viewer over its list, the
 * viewer steps to the file before or after (buttons, Ctrl with an arrow, a swipe on a phone), and
 * its address opens it again after a reload.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { notesUploadOf, upload } from './files';
import { asStudent as test, expect } from './fixtures';
import { writePdf, writeText } from './sample-files';

const PHONE = { width: 390, height: 844 };

/** Three notes uploaded one after another, so the list shows them newest first: c, b, a. */
async function uploadThreeNotes(page: Page, path: (name: string) => string): Promise<void> {
  for (const name of ['a', 'b', 'c']) {
    await upload(page, notesUploadOf('dsa'), [
      writeText(path(`${name}-notes.txt`), `the text of ${name}`),
    ]);
  }
}

/** A sideways swipe across the middle of the viewer, as a finger makes it. */
async function swipe(page: Page, direction: 'left' | 'right'): Promise<void> {
  const box = await page.getByRole('dialog').boundingBox();
  if (!box) throw new Error('no viewer to swipe');
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', from);
  await touch('touchMove', (from + to) / 2);
  await touch('touchMove', to);
  await touch('touchEnd', to);
  await cdp.detach();
}

test('a file opens from its name, steps to its neighbours and reopens from its address', async ({
  page,
  files,
}) => {
  await uploadThreeNotes(page, files.path);
  await page.goto('/view-notes/dsa');
  const list = page.getByRole('list', { name: 'Files' });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // The name is a link that opens the file in the viewer.
  const bName = list.getByRole('link', { name: 'b-notes.txt' });
  await bName.click();
  const viewer = (name: string) => page.getByRole('dialog', { name });
  await expect(viewer('b-notes.txt').getByText('the text of b')).toBeVisible();
  await expect(page).toHaveURL(/\/view-notes\/dsa\?file=notes_dsa_/);
  await expectNoSeriousA11yViolations(page);

  // Next and previous follow the list's order (newest first), and stop at its ends.
  await page.getByRole('button', { name: 'Next file' }).click();
  await expect(viewer('a-notes.txt').getByText('the text of a')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next file' })).toBeDisabled();
  await page.keyboard.press('Control+ArrowLeft');
  await expect(viewer('b-notes.txt').getByText('the text of b')).toBeVisible();
  await page.keyboard.press('Control+ArrowLeft');
  await expect(viewer('c-notes.txt').getByText('the text of c')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous file' })).toBeDisabled();

  // The address names the open file: a reload opens it again.
  await page.reload();
  await expect(viewer('c-notes.txt').getByText('the text of c')).toBeVisible();

  // Closed, its row is marked and holds focus; Back does not reopen a file stepped past.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const cRow = list.getByRole('listitem').filter({ hasText: 'c-notes.txt' });
  await expect(cRow).toHaveAttribute('aria-current', 'true');
  await expect(cRow).toBeFocused();
  await expect(page).toHaveURL(/\?row=notes_dsa_/);

  // The keyboard way: Tab to a name, Enter opens it; Escape gives focus back to that name.
  await bName.focus();
  await page.keyboard.press('Enter');
  await expect(viewer('b-notes.txt')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bName).toBeFocused();
});

test('a PDF reopens at the page and zoom the student left it at, and Recent says where', async ({
  page,
  files,
}) => {
  await upload(page, notesUploadOf('dsa'), [writePdf(files.path('graphs.pdf'), 6)]);
  await page.goto('/view-notes/dsa');
  await page.getByRole('link', { name: 'graphs.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'graphs.pdf' });
  await expect(viewer.getByRole('toolbar').getByText('Page 1 of 6')).toBeVisible();
  for (let turn = 0; turn < 3; turn += 1) {
    await viewer.getByRole('button', { name: 'Next page' }).click();
  }
  await viewer.getByRole('button', { name: 'Fit width' }).click();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('toolbar').getByText('Page 4 of 6')).toBeVisible();
  await expect(viewer.getByText('125%')).toBeVisible();
  await page.keyboard.press('Escape');

  // After a restart of the page, from the dashboard's Recent files: it says where, and opens there.
  await page.goto('/dashboard');
  await page.reload();
  const recent = page.getByRole('region', { name: 'Recent files' });
  await expect(recent.getByRole('listitem').filter({ hasText: 'graphs.pdf' })).toContainText(
    'Page 4 of 6',
  );
  await recent.getByRole('button', { name: /^Open graphs\.pdf/ }).click();
  await expect(viewer.getByRole('toolbar').getByText('Page 4 of 6')).toBeVisible();
  await expect(viewer.getByText('125%')).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous page' }).click();
  await page.keyboard.press('Escape');
  await expect(recent.getByRole('listitem').filter({ hasText: 'graphs.pdf' })).toContainText(
    'Page 3 of 6',
  );

  // Deleted, its place waits with it in the Trash; deleted for good, the place goes too.
  await page.goto('/view-notes/dsa');
  await page.getByRole('button', { name: 'Delete graphs.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Files' })).toHaveCount(0);
  const placesKept = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('readingPlaces_')),
    );
  expect(await placesKept()).toHaveLength(1);
  await page.goto('/trash');
  await page.getByRole('button', { name: 'Delete for good: graphs.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect.poll(placesKept).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true });
  test('a swipe moves to the next or previous file', async ({ page, files }) => {
    await uploadThreeNotes(page, files.path);
    await page.setViewportSize(PHONE);
    await page.goto('/view-notes/dsa');
    await page
      .getByRole('list', { name: 'Files' })
      .getByRole('link', { name: 'b-notes.txt' })
      .tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('the text of b')).toBeVisible();
    // The header keeps room for the name, with the steps, Download and Close in view.
    for (const name of ['Previous file', 'Next file', 'Download', 'Close preview']) {
      await expect(dialog.getByRole('button', { name })).toBeInViewport();
    }
    await swipe(page, 'left');
    await expect(
      page.getByRole('dialog', { name: 'a-notes.txt' }).getByText('the text of a'),
    ).toBeVisible();
    await swipe(page, 'right');
    await swipe(page, 'right');
    await expect(
      page.getByRole('dialog', { name: 'c-notes.txt' }).getByText('the text of c'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the dashboard puts the student’s files above the sections, and opens them from there', async ({
    page,
    files,
  }) => {
    await uploadThreeNotes(page, files.path);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent files' });
    await expect(recent.getByRole('button', { name: /^Open / })).toHaveCount(3);
    const sections = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: /Notes/ }) });
    const recentTop = (await recent.boundingBox())?.y ?? Infinity;
    const sectionsTop = (await sections.first().boundingBox())?.y ?? -Infinity;
    expect(recentTop).toBeLessThan(sectionsTop);
    // In the page's order too, so focus meets them first.
    expect(
      await recent.evaluate(
        (files, cards) =>
          Boolean(files.compareDocumentPosition(cards!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await sections.first().elementHandle(),
      ),
    ).toBe(true);
    await recent.getByRole('button', { name: 'Open c-notes.txt' }).tap();
    await expect(
      page.getByRole('dialog', { name: 'c-notes.txt' }).getByText('the text of c'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next file' }).tap();
    await expect(
      page.getByRole('dialog', { name: 'b-notes.txt' }).getByText('the text of b'),
    ).toBeVisible();
  });
});

test('an address naming a file this device does not hold says so, and the list stays', async ({
  page,
  files,
}) => {
  await upload(page, notesUploadOf('dsa'), [writeText(files.path('kept.txt'), 'still here')]);
  await page.goto('/view-notes/dsa?file=notes_dsa_1795000000000_gone12345&page=3');
  const notice = page.getByRole('status').filter({ hasText: 'The file in this address' });
  await expect(notice).toHaveText(
    'The file in this address is not in this list on this device. It may have been deleted, or it was kept on another device: files stay on the device they were stored on.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'kept.txt' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await notice.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/view-notes\/dsa$/);
  // The list's own files still open from their names.
  await page.getByRole('link', { name: 'kept.txt' }).click();
  await expect(page.getByRole('dialog', { name: 'kept.txt' })).toContainText('still here');
});
