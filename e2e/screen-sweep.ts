import { expect, type Page } from '@playwright/test';
import { SAMPLE_UPLOADS } from '../scripts/screens.mjs';
import { seriousA11yViolations } from './axe';
import { upload } from './files';
import { overflowing, smallTargets } from './layout-check';
import { writePdf } from './sample-files';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };
const PHONE_BELOW = 640;

export interface SweepChecks {
  /** Measure every visible element's box against the viewport. */
  overflow?: boolean;
  /** Below 640 px, every tap target at least 44 px. */
  targets?: boolean;
  /** Widths at which axe must find nothing serious. */
  axeWidths?: readonly number[];
  /** Only these axe rules (COLOUR_RULES for a theme whose screens another sweep checks whole). */
  axeRules?: string[];
  /**
   * At the axe widths, the system's dark theme too, with only these rules: in its other theme a
   * screen has the same elements, names and roles, and only its colours can differ.
   */
  darkAxeRules?: string[];
}

/**
 * Visits each screen once and checks it at each size, the window resized as a student turns a
 * tablet or narrows a window; returns every problem found, one line each.
 */
export async function sweepScreens(
  page: Page,
  screens: readonly (readonly [string, string])[],
  sizes: readonly { width: number; height: number }[],
  checks: SweepChecks,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, path] of screens) {
    const [first] = sizes;
    if (first) await page.setViewportSize(first);
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const size of sizes) {
      await page.setViewportSize(size);
      await settledLayout(page);
      const found = [
        ...(checks.overflow ? await overflowing(page) : []),
        ...(checks.targets && size.width < PHONE_BELOW ? await smallTargets(page) : []),
        ...(checks.axeWidths?.includes(size.width)
          ? await seriousA11yViolations(page, checks.axeRules)
          : []),
      ];
      problems.push(...found.map((problem) => `${name} at ${size.width} px: ${problem}`));
      if (checks.darkAxeRules && checks.axeWidths?.includes(size.width)) {
        const light = await canvasColour(page);
        await page.emulateMedia({ colorScheme: 'dark' });
        await settledLayout(page);
        const dark = [
          // Checked in the light theme's colours, the dark theme's rules would prove nothing.
          ...((await canvasColour(page)) === light ? ['the page did not turn dark'] : []),
          ...(await seriousA11yViolations(page, checks.darkAxeRules)),
        ];
        problems.push(...dark.map((problem) => `${name} at ${size.width} px, dark: ${problem}`));
        await page.emulateMedia({ colorScheme: 'light' });
      }
    }
  }
  return problems;
}

const canvasColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Two frames after a resize: the page's own resize handlers have run and it is laid out again. */
export async function settledLayout(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Stores the sample files of every kind, so the lists and the dashboard have rows to show. */
export async function uploadSamples(page: Page, pathOf: (name: string) => string) {
  for (const { uploadPath, button, names } of SAMPLE_UPLOADS) {
    await upload(
      page,
      { uploadPath: uploadPath, button: button },
      names.map((name) => writePdf(pathOf(name), 1)),
    );
  }
}
