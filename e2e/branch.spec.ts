import { expectNoSeriousA11yViolations } from './axe';
import { storedItem, uidOf } from './auth-emulator';
import { createAccount, expect, signIn, test } from './fixtures';

test('branch choice: required, stored exactly, then the dashboard after 0.5 s', async ({
  page,
}) => {
  const user = await createAccount();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/branch-selection$/);
  await expect(page.getByRole('heading', { name: 'Choose your branch' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a branch to continue');
  expect(await storedItem(page, 'branch')).toBeNull();
  await expectNoSeriousA11yViolations(page);

  const before = Date.now();
  await page.getByRole('radio', { name: 'Computer Science Engineering (CSE)' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(Date.now() - before).toBeGreaterThanOrEqual(450);

  expect(await storedItem(page, 'branch')).toEqual({
    id: 'cs',
    name: 'Computer Science Engineering',
    abbr: 'CSE',
  });
  const userBranch = (await storedItem(page, 'userBranch')) as Record<string, unknown>;
  expect(Object.keys(userBranch).sort()).toEqual(
    ['abbr', 'id', 'name', 'selectedAt', 'userId'].sort(),
  );
  expect(userBranch).toMatchObject({
    id: 'cs',
    name: 'Computer Science Engineering',
    abbr: 'CSE',
    userId: await uidOf(user),
  });
  const selectedAt = String(userBranch.selectedAt);
  expect(new Date(selectedAt).toISOString()).toBe(selectedAt);
  expect(Math.abs(Date.parse(selectedAt) - Date.now())).toBeLessThan(60_000);
});

test('a guest may choose a branch: recorded as "guest", then the dashboard asks to sign in', async ({
  page,
}) => {
  await page.goto('/branch-selection');
  await page.getByLabel('Computer Science Engineering (CSE)').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedItem(page, 'userBranch')).toMatchObject({ id: 'cs', userId: 'guest' });
});
