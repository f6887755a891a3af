import { expectNoSeriousA11yViolations } from './axe';
import { readFileDb, startUpChecksDone } from './files';
import { asStudent, test, expect } from './fixtures';

test('landing: welcome, tagline, Sign In, Sign Up and the copyright footer', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
  await expect(main.getByText(/organised\s+by semester and subject/)).toBeVisible();
  await expect(
    page.getByText(`© ${new Date().getFullYear()} StudyShelf. All rights reserved.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

asStudent('landing while signed in passes the accessibility scan', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'StudyShelf' }),
  ).toHaveAttribute('href', '/dashboard');
  await expectNoSeriousA11yViolations(page);
});

test('a first visit leaves no file database on the device', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
  // The start-up sweep comes once the page is idle; it finds no database and makes none.
  await startUpChecksDone(page);
  expect((await readFileDb(page)).exists).toBe(false);
});
