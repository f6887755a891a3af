import type { Page } from '@playwright/test';
import { PUBLIC_SCREENS, SAMPLE_UPLOADS, SIGNED_IN_SCREENS } from '../scripts/screens.mjs';
import { uploadThrough } from './files';
import { asStudent, expect, test } from './fixtures';
import { overflowing, smallTargets } from './layout-check';
import { writePdf } from './sample-files';

const WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const PHONE = 640;

async function checkScreens(page: Page, screens: readonly (readonly [string, string])[]) {
  const problems: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const [name, path] of screens) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const found = [
        ...(await overflowing(page)),
        ...(size.width < PHONE ? await smallTargets(page) : []),
      ];
      problems.push(...found.map((problem) => `${name} at ${size.width} px: ${problem}`));
    }
  }
  return problems;
}

test('signed-out screens fit a phone from 320 px: nothing cut off, every tap target 44 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(await checkScreens(page, PUBLIC_SCREENS)).toEqual([]);
});

asStudent(
  'signed-in screens fit a phone from 320 px: nothing cut off, every tap target 44 px',
  async ({ page, files }) => {
    test.setTimeout(240_000);
    for (const { uploadPath, button, names } of SAMPLE_UPLOADS) {
      await uploadThrough(
        page,
        uploadPath,
        button,
        names.map((name) => writePdf(files.path(name), 1)),
      );
    }
    expect(await checkScreens(page, SIGNED_IN_SCREENS)).toEqual([]);
  },
);
