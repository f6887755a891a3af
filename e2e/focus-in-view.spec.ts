/**
 * WCAG 2.2's "focus not obscured": a control reached with Tab or Shift+Tab is never hidden under
 * what sticks to the screen's edge, the bar of chosen files over a list or the upload button at
 * the foot of a long selection, at laptop and phone width.
 */
import type { Locator, Page } from '@playwright/test';
import { chooseFiles, notesUploadOf } from './files';
import { asStudent as test, expect } from './fixtures';
import { writeText } from './sample-files';

/** Presses `key` `times` times; after each, the focused control is clear of `sticky`. */
async function tabClearOf(page: Page, sticky: Locator, key: string, times: number) {
  const covered: string[] = [];
  for (let step = 0; step < times; step += 1) {
    await page.keyboard.press(key);
    const overlap = await sticky.evaluate((bar) => {
      const focused = document.activeElement;
      if (!focused || bar.contains(focused)) return null;
      const a = focused.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      const visible = a.bottom > 0 && a.top < window.innerHeight;
      const hidden =
        a.top >= b.top - 1 && a.bottom <= b.bottom + 1 && a.left < b.right && a.right > b.left;
      return visible && hidden ? (focused.getAttribute('aria-label') ?? focused.textContent) : null;
    });
    if (overlap) covered.push(overlap);
  }
  expect(covered, 'controls hidden under the bar when focused').toEqual([]);
}

for (const width of [1280, 390]) {
  test(`at ${width} px, focus is never hidden under the bar of chosen files or the upload button`, async ({
    page,
    files,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    const paths = Array.from({ length: 24 }, (_, i) =>
      writeText(files.path(`lecture-${String(i + 1).padStart(2, '0')}.txt`), `Lecture ${i + 1}`),
    );
    await page.goto(notesUploadOf('dsa').uploadPath);
    await chooseFiles(page, paths);
    const foot = page.getByRole('button', { name: 'Upload Files' });
    await expect(foot).toBeVisible();
    // Down the chosen files from the top: none goes under the button's bar at the foot.
    await page.getByRole('button', { name: /^Remove lecture-01\.txt/ }).focus();
    await tabClearOf(page, foot.locator('xpath=..'), 'Tab', 20);

    await foot.click();
    await expect(page).toHaveURL(/\/view-notes\/dsa$/, { timeout: 30_000 });
    // Chosen with a box, as a laptop shows them; on a phone they then show too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('checkbox', { name: /^Select lecture-24\.txt/ }).check();
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    const bar = page.getByRole('toolbar', { name: 'Chosen files' });
    await expect(bar).toBeVisible();
    // Up the list from its end: none goes under the bar stuck to the top.
    await page.keyboard.press('End');
    await page.getByRole('checkbox', { name: /^Select lecture-01\.txt/ }).focus();
    await tabClearOf(page, bar, 'Shift+Tab', 40);
  });
}
