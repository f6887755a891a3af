import type { Page } from '@playwright/test';
import {
  afterBrowserRestart,
  closeBrowserLater,
  profileMenu,
  signOutThroughMenu,
} from './auth-emulator';
import { expectNoSeriousA11yViolations } from './axe';
import { chooseBranch, expect, test } from './fixtures';

// A 1×1 PNG: what Google's image host answers here, where the internet is not reachable.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO = 'https://lh3.googleusercontent.com/a/ACg8ocStudyShelf=s400-c';

/**
 * Google's popup needs Google's script from the internet; the emulator build asks for the account
 * in a dialog of its own and signs in with the credential the popup would give (the same code
 * after it), which the Auth emulator accepts.
 */
async function continueWithGoogle(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Google account' });
  await expect(dialog.getByLabel('Google email')).toBeFocused();
  await dialog.getByLabel('Google email').fill(email);
  await dialog.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await dialog.getByLabel('Photo address (optional)').fill(PHOTO);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
}

test('a first Google sign-in creates the account and picks a branch like a new sign-up, with the photo at 96 px', async ({
  page,
}) => {
  const photoRequests: string[] = [];
  await page.route('https://lh3.googleusercontent.com/**', (route) => {
    photoRequests.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: PIXEL });
  });
  const email = `google-${Date.now()}@example.com`;

  await page.goto('/signup');
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/branch-selection$/);
  await chooseBranch(page);

  const menu = profileMenu(page);
  const photo = menu.button.locator('img');
  await expect(photo).toHaveAttribute('src', PHOTO.replace('=s400-c', '=s96-c'));
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(photoRequests).toContain(PHOTO.replace('=s400-c', '=s96-c'));
  expect(photoRequests.some((url) => url.includes('=s400'))).toBe(false);
  await menu.button.click();
  await expect(menu.panel).toContainText('Ada Lovelace');
  await expect(menu.panel).toContainText(email);
  await menu.button.click();

  await signOutThroughMenu(page);
});

test.describe('across a browser restart', () => {
  test.use({ persistentProfile: true });

  test('Google sign-in keeps Remember me: unchecked, the next browser session signs in again and goes to the dashboard', async ({
    context,
    profileDir,
  }) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const email = `google-session-${Date.now()}@example.com`;
    await page.goto('/signin');
    await page.getByLabel('Remember me').uncheck();
    await continueWithGoogle(page, email);
    await expect(page).toHaveURL(/\/branch-selection$/);
    await chooseBranch(page);
    await closeBrowserLater(context);

    await afterBrowserRestart(profileDir, async (again) => {
      // Not a first sign-in, and the branch is on this device: straight to the dashboard.
      await continueWithGoogle(again, email);
      await expect(again).toHaveURL(/\/dashboard$/);
      await expect(again.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    });
  });
});

test('closing the Google account dialog signs nobody in and leaves the form as it was', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('kept@example.com');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Google account' });
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the Google account’s email address.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('kept@example.com');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(profileMenu(page).button).toHaveText('G');
});
