import { expectNoSeriousA11yViolations } from './axe';
import { chunkOf } from './chunks';
import {
  afterBrowserRestart,
  closeBrowserLater,
  applyPasswordReset,
  latestResetCode,
  profileMenu,
  signOutThroughMenu,
  storedItem,
  uidOf,
} from './auth-emulator';
import {
  chooseBranch,
  createAccount,
  expect,
  launchProfile,
  newUser,
  signIn,
  test,
} from './fixtures';

const RESET_SUCCESS =
  'Password reset email sent successfully! Please check your spam inbox and follow the instructions to reset your password. Redirecting to sign in...';

test('sign in: the form, its messages and its links', async ({ page }) => {
  const user = await createAccount();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Remember me')).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email and password.');

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(/^Failed to sign in: \S.*$/);
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in: Invalid email or password.');
  await expect(page).toHaveURL(/\/signin$/);
  await expectNoSeriousA11yViolations(page);
  // An address with no account gets the very same answer: the form never confirms an account.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Email').fill(newUser().email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in: Invalid email or password.');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('route guard, and where a signed-in visitor of sign-in and sign-up goes', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  const user = await createAccount();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/branch-selection$/);
  // No branch yet: a signed-in visitor of /signin goes where signing in would.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/branch-selection$/);
  await chooseBranch(page);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('across a browser restart', () => {
  test.use({ persistentProfile: true });

  test('remember me checked: still signed in after the browser restarts', async ({
    context,
    profileDir,
  }) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const user = await createAccount();
    await signIn(page, user, { remember: true });
    await expect(page).toHaveURL(/\/branch-selection$/);
    await context.close();

    const relaunched = await launchProfile(profileDir);
    try {
      const again = relaunched.pages()[0] ?? (await relaunched.newPage());
      await again.goto('/dashboard');
      await expect(again.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
      await expect(again).toHaveURL(/\/dashboard$/);
    } finally {
      await relaunched.close();
    }
  });
});

test.describe('across a browser restart', () => {
  test.use({ persistentProfile: true });

  test('remember me unchecked: signed out after the restart; with a stored branch sign-in goes to the dashboard', async ({
    context,
    profileDir,
  }) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const user = await createAccount();
    await signIn(page, user, { remember: false });
    // No branch stored yet: sign-in leads to the branch choice.
    await expect(page).toHaveURL(/\/branch-selection$/);
    await chooseBranch(page);
    await closeBrowserLater(context);

    await afterBrowserRestart(profileDir, async (again) => {
      // The branch is still stored on this device: sign-in goes straight to the dashboard.
      await signIn(again, user, { remember: false });
      await expect(again).toHaveURL(/\/dashboard$/);
    });
  });
});

test('sign up: mismatch, service errors, then success with the new uid', async ({ page }) => {
  const existing = await createAccount();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password');
  const submit = page.getByRole('button', { name: 'Sign Up' });

  // Each problem shows next to its field as soon as the student moves on, before sending.
  await email.fill('ana@example');
  await password.focus();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  await expect(password).toHaveAccessibleDescription('At least 6 characters.');
  await password.fill('123');
  await confirm.focus();
  await expect(password).toHaveAccessibleDescription('Use at least 6 characters.');
  await password.fill('secret-pass-1');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await confirm.fill('secret-pass-2');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  await expectNoSeriousA11yViolations(page);
  // What was typed can be shown, to check it.
  const show = page.getByRole('button', { name: 'Show password' }).first();
  await show.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await show.click();
  await expect(password).toHaveAttribute('type', 'password');

  await email.fill(newUser().email);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await email.fill(existing.email);
  await confirm.fill('secret-pass-1');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to create an account: An account with this email address already exists.',
  );

  await email.fill(newUser().email);
  await password.fill('123');
  await confirm.fill('123');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(/^Failed to create an account: .*6 characters/);
  await expectNoSeriousA11yViolations(page);

  const fresh = newUser();
  await email.fill(fresh.email);
  await password.fill(fresh.password);
  await confirm.fill(fresh.password);
  await submit.click();
  await expect(page).toHaveURL(/\/branch-selection$/);
  await page.getByLabel('Computer Science Engineering (CSE)').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const uid = await uidOf(fresh);
  expect(await storedItem(page, 'userBranch')).toMatchObject({ userId: uid });

  await expect(
    page.getByRole('heading', { name: `Welcome, ${fresh.email.slice(0, 8)}!` }),
  ).toBeVisible();
});

test("sign up follows the identity service's password policy", async ({ page }) => {
  // The Auth emulator does not serve password policies, so the test answers the SDK's request
  // for one as a project enforcing 10 to 20 characters would; everything else is the emulator.
  await page.route('**/v2/passwordPolicy**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        customStrengthOptions: { minPasswordLength: 10, maxPasswordLength: 20 },
        enforcementState: 'ENFORCE',
        schemaVersion: 1,
      }),
    }),
  );
  await page.goto('/signup');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('10 to 20 characters.');
  await password.fill('nine-char');
  await page.getByLabel('Confirm Password').focus();
  await expect(password).toHaveAccessibleDescription('Use at least 10 characters.');
  await password.fill('ten-chars!');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await expect(password).toHaveAccessibleDescription('10 to 20 characters.');
  await expectNoSeriousA11yViolations(page);
});

test('password reset: request in the UI, apply the code, sign in with the new password', async ({
  page,
}) => {
  const user = await createAccount();
  await page.goto('/forgot-password');
  await expectNoSeriousA11yViolations(page);
  const send = page.getByRole('button', { name: 'Send Reset Email' });

  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');

  // An address with no account gets the same answer: the screen tells a stranger nothing.
  await page.getByLabel('Email').fill(newUser().email);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Reset Email Sent!' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(RESET_SUCCESS);
  await page.goto('/forgot-password');

  await page.getByLabel('Email').fill(user.email);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Reset Email Sent!' })).toBeVisible();
  const sentAt = Date.now();
  await expect(page.getByRole('status')).toHaveText(RESET_SUCCESS);
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 });
  expect(Date.now() - sentAt).toBeGreaterThan(2500);

  const newPassword = 'brand-new-pass-9';
  await applyPasswordReset(await latestResetCode(user.email), newPassword);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in: Invalid email or password.');

  await signIn(page, { ...user, password: newPassword });
  await expect(page).toHaveURL(/\/branch-selection$/);
});

test('a password form whose code cannot be fetched says so, and the menu and page go on working', async ({
  page,
  student,
}) => {
  await page.route(chunkOf('src/features/auth/components/change-password-dialog.tsx'), (route) =>
    route.abort('internetdisconnected'),
  );
  const menu = profileMenu(page);
  await menu.button.click();
  await menu.panel.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The password form could not be loaded. Check your connection, then reload the page.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(menu.button).toBeFocused();
  await expect(
    page.getByRole('heading', { name: `Welcome, ${student.email.slice(0, 8)}!` }),
  ).toBeVisible();
});

test.describe('with an account of its own', () => {
  test.use({ ownAccount: true });

  test('change password from the profile menu, then sign in with the new one', async ({
    page,
    student,
  }) => {
    const menu = profileMenu(page);
    await menu.button.click();
    await menu.panel.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Current password')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const current = dialog.getByLabel('Current password');
    const next = dialog.getByLabel('New password', { exact: true });
    const confirm = dialog.getByLabel('Confirm new password');
    const submit = dialog.getByRole('button', { name: 'Change password' });

    await current.fill(student.password);
    await next.fill('another-pass-1');
    await confirm.fill('another-pass-2');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('The new passwords do not match.');

    await current.fill('wrong-current-pass');
    await confirm.fill('another-pass-1');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to change password: The current password is incorrect.',
    );

    await current.fill(student.password);
    await next.fill('another-pass-1');
    await confirm.fill('another-pass-1');
    await submit.click();
    // Done: the dialog closes, focus goes back to the avatar, and the confirmation shows there.
    await expect(dialog).toBeHidden();
    await expect(menu.button).toBeFocused();
    const confirmation = page
      .getByRole('status')
      .filter({ hasText: 'Your password has been changed.' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Dismiss' }).click();
    await expect(confirmation).toHaveCount(0);

    await signOutThroughMenu(page);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to sign in: Invalid email or password.',
    );
    await signIn(page, { ...student, password: 'another-pass-1' });
  });
});
