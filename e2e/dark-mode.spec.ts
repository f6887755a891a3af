import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { asStudent, expect, test } from './fixtures';

// The canvas tokens of index.css, as the browser computes them.
const LIGHT_CANVAS = 'rgb(248, 250, 252)';
const DARK_CANVAS = 'rgb(15, 23, 42)';
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// phone-layout.spec.ts sweeps every screen in the dark theme too, by the rules its colours decide.
test('with the system in dark mode, the signed-out screens are dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await canvas(page)).toBe(DARK_CANVAS);
  await page.goto('/signin');
  expect(await canvas(page)).toBe(DARK_CANVAS);
});

asStudent(
  'the profile menu chooses System, Light or Dark, kept across reloads with no flash of the other',
  async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/dashboard');
    expect(await canvas(page)).toBe(LIGHT_CANVAS);

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    // The three choices sit inside the menu, not past its edge.
    const panel = await page.getByRole('group', { name: 'Profile menu' }).boundingBox();
    const last = await theme.getByText('Dark', { exact: true }).boundingBox();
    expect(panel && last && last.x + last.width <= panel.x + panel.width - 8).toBe(true);
    await theme.getByText('Dark', { exact: true }).click();
    // Every colour switches at once: no card still fading from white behind text already light.
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: 'Subject Notes' }),
    });
    expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(30, 41, 59)',
    );
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await canvas(page)).toBe(DARK_CANVAS);
    await expectNoSeriousA11yViolations(page);

    // The first paint of the next visit, with the app's own script held back: only the page, its
    // CSS and the head's theme script run, and the page is already dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await canvas(page)).toBe(DARK_CANVAS);
    await testInfo.attach('first paint, dark chosen', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();

    // Light holds against a dark system; System follows it again. Arrow keys move the choice.
    await page.emulateMedia({ colorScheme: 'dark' });
    await theme.getByRole('radio', { name: 'Dark' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await canvas(page)).toBe(LIGHT_CANVAS);
    await page.keyboard.press('ArrowLeft');
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await canvas(page)).toBe(DARK_CANVAS);
    await page.reload();
    expect(await canvas(page)).toBe(DARK_CANVAS);

    // The system flips with the page open: every colour switches at once here too. The card's
    // colour, read at every frame through the flip, is the dark one or the light one, never between.
    await page.keyboard.press('Escape');
    await card.evaluate((element) => {
      const seen = new Set<string>();
      Object.assign(window, { cardColours: seen });
      const sample = () => {
        seen.add(getComputedStyle(element).backgroundColor);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.waitForTimeout(100);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(400);
    const colours = await page.evaluate(() => [
      ...(window as unknown as { cardColours: Set<string> }).cardColours,
    ]);
    expect(colours).toEqual(['rgb(30, 41, 59)', 'rgb(255, 255, 255)']);
    expect(await canvas(page)).toBe(LIGHT_CANVAS);
  },
);
