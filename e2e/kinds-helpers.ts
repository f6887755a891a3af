/** Helpers shared by the papers, schedules and books browser tests. */
import { expect, type Page } from '@playwright/test';

export const SEMESTER_1 = [
  'Advance DSA',
  'Distributed System',
  'AI-ML',
  'FOCS',
  'IOT',
  'Big Data',
  'Pattern Recognition',
];
export const SEMESTER_2 = [
  'Soft Computing',
  'Deep Learning',
  'Deep Learning with Img Proc',
  'Game Theory',
  'Online Algorithm',
  'Cognitive Science',
  'CryptoGraphy',
  'Computation Geometry',
  'Quantum Theory',
  'Testing and Verification',
];

/** The spec's slug rule, written again here so the test does not trust the app's own. */
export function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/** Every route visited signed out lands on /signin. */
export async function expectRedirectsToSignIn(page: Page, routes: readonly string[]) {
  for (const route of routes) {
    await page.goto(route);
    await expect(page, `${route} is guarded`).toHaveURL(/\/signin$/);
  }
}

/** The landing screen shows (the route's answer to an unknown subject or paper type). */
export async function expectLandingScreen(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${route}$`));
}

async function expectCards(
  page: Page,
  tabName: string,
  names: readonly string[],
  hrefFor: (s: string) => string,
) {
  const panel = page.getByRole('tabpanel', { name: tabName });
  await expect(panel).toBeVisible();
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(name);
    await expect(link).toHaveAttribute('href', hrefFor(slug(name)));
  }
}

/**
 * The semester tabs of a subject list: Semester 1 selected first with its 7 subjects,
 * the arrow keys switch to Semester 2 and its 10 subjects, and back.
 */
export async function expectSemesterTabs(page: Page, hrefFor: (subjectSlug: string) => string) {
  const tablist = page.getByRole('tablist', { name: 'Semesters' });
  const first = tablist.getByRole('tab', { name: 'Semester 1' });
  const second = tablist.getByRole('tab', { name: 'Semester 2' });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(second).toHaveAttribute('aria-selected', 'false');
  await expectCards(page, 'Semester 1', SEMESTER_1, hrefFor);
  await expect(page.getByRole('tabpanel', { name: 'Semester 2' })).toBeHidden();

  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expectCards(page, 'Semester 2', SEMESTER_2, hrefFor);
  await expect(page.getByRole('tabpanel', { name: 'Semester 1' })).toBeHidden();

  await page.keyboard.press('ArrowLeft');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // One tab stop for the list: Tab moves on to the first subject card.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('tabpanel', { name: 'Semester 1' }).getByRole('link').first(),
  ).toBeFocused();
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
}
