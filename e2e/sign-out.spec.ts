import { profileMenu } from './auth-emulator';
import { createAccount, expect, launchProfile, signIn, test } from './fixtures';

// The browser is closed and opened again on the same profile.
test.use({ persistentProfile: true });

/** Enough rounds to catch a sign-out that raced its landing page, which failed in the first ones. */
const ROUNDS = 5;

// The landing page shows only once the session is gone from the device: a student who signs out
// and closes the window that instant on a shared computer leaves nobody signed in.
test(`closing the browser the moment Sign Out shows the landing page leaves nobody signed in, ${ROUNDS} times in a row`, async ({
  context,
  profileDir,
}) => {
  // Two browser starts a round.
  test.setTimeout(180_000);
  const user = await createAccount();
  let browser = context;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await signIn(page, user);
    const menu = profileMenu(page);
    await menu.button.click();
    await menu.panel.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
    await browser.close();

    browser = await launchProfile(profileDir);
    const reopened = browser.pages()[0] ?? (await browser.newPage());
    await reopened.goto('/dashboard');
    await expect(reopened, `round ${round}`).toHaveURL(/\/signin$/);
    await expect(profileMenu(reopened).button).toHaveText('G');
  }
  await browser.close();
});
