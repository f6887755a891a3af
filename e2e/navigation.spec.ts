import { expectNoSeriousA11yViolations } from './axe';
import { chunkOf } from './chunks';
import { createProfile, profileMenu, signOutThroughMenu, storedItem } from './auth-emulator';
import { APP_URL, asStudent, signIn, test, expect } from './fixtures';

test('guest navbar: brand, links, "G" avatar and the guest menu by keyboard', async ({ page }) => {
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'StudyShelf' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/subject-notes');
  await expect(nav.getByRole('link', { name: 'Papers' })).toHaveAttribute(
    'href',
    '/question-papers',
  );
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('button', { name: 'Toggle navigation menu' })).toBeHidden();

  const menu = profileMenu(page);
  await expect(menu.button).toHaveText('G');
  await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
  await menu.button.focus();
  await page.keyboard.press('Enter');
  await expect(menu.button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.panel.getByText('Guest User')).toBeVisible();
  await expect(menu.panel.getByText('Not signed in')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(menu.panel).toBeHidden();
  await expect(menu.button).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(menu.panel.getByRole('link', { name: 'Sign In' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(menu.panel).toBeHidden();
});

test('signed-in navbar: brand to dashboard, menu, Sign Out to landing forgetting the branch', async ({
  page,
  student,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'StudyShelf' })).toHaveAttribute('href', '/dashboard');
  const menu = profileMenu(page);
  await expect(menu.button).toHaveText(student.email.charAt(0).toUpperCase());
  await menu.button.click();
  await expect(menu.panel.getByText('User', { exact: true })).toBeVisible();
  await expect(menu.panel.getByText(student.email)).toBeVisible();
  await expect(menu.panel.getByRole('button', { name: 'Change password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await menu.button.click();
  await expect(menu.panel).toBeHidden();

  expect(await storedItem(page, 'branch')).not.toBeNull();
  await signOutThroughMenu(page);
  await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
  expect(await storedItem(page, 'branch')).toBeNull();
  expect(await storedItem(page, 'userBranch')).toMatchObject({ id: 'cs' });
  await expect(nav.getByRole('link', { name: 'StudyShelf' })).toHaveAttribute('href', '/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('avatar: the photo when it loads, the initial of the name when it fails', async ({ page }) => {
  const withPhoto = await createProfile({
    displayName: 'Priya Raman',
    photoUrl: `${APP_URL}/favicon.svg`,
  });
  await signIn(page, withPhoto);
  const menu = profileMenu(page);
  const photo = menu.button.locator('img');
  await expect(photo).toBeVisible();
  // decode() resolves only for an image that loaded and decoded.
  expect(
    await photo.evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => true,
        () => false,
      ),
    ),
  ).toBe(true);
  await expect(menu.button).not.toHaveText('P');
  await menu.button.click();
  await expect(menu.panel.getByText('Priya Raman')).toBeVisible();
  await menu.panel.getByRole('button', { name: 'Sign Out' }).click();
  await expect(menu.button).toHaveText('G');

  const broken = await createProfile({
    displayName: 'Zoe Learner',
    photoUrl: `${APP_URL}/no-such-photo.png`,
  });
  await signIn(page, broken);
  await expect(menu.button).toHaveText('Z');
  await expect(menu.button.locator('img')).toHaveCount(0);
});

asStudent('narrow screen: the links fold behind a toggle below 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Notes' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name: 'Papers' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contact' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/subject-notes$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize({ width: 768, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Notes' })).toBeVisible();
});

test('a screen whose code cannot be fetched says so under the top bar, and Reload brings it', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
  // The contact screen's chunk is lost on the way, as on a phone losing its connection.
  const contactChunk = chunkOf('src/features/contact/components/contact-page.tsx');
  await page.route(contactChunk, (route) => route.abort('internetdisconnected'));
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This screen could not be loaded. Check your connection, then reload the page.',
  );
  await expect(nav.getByRole('link', { name: 'Notes' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(contactChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Me' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});

asStudent(
  'a screen opened by its address is drawn whole, even when its code comes late',
  async ({ page }) => {
    // A slow connection: each screen's own code arrives well after the sign-in state is known.
    for (const source of [
      'src/features/materials/components/material-screen.tsx',
      'src/features/notes/notes-screens.ts',
      'src/features/notes/components/subject-notes-page.tsx',
    ]) {
      await page.route(chunkOf(source), async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
    }
    // Records every loading status the app shows once the HTML's own has been replaced.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver(() => {
        const status = document.querySelector('main [role="status"]');
        if (status?.textContent === 'Loading…') seen.push(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    for (const [path, heading] of [
      ['/subject-notes', 'Subject Notes'],
      ['/view-notes/dsa', 'Data Structures and Algorithms Notes'],
      ['/upload-notes/dsa', 'Upload Notes: Data Structures and Algorithms'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen),
      ).toEqual([]);
    }
  },
);

test('every screen of a student sends a signed-out visitor to sign in; an unknown subject shows the landing screen', async ({
  page,
}) => {
  for (const route of [
    '/dashboard',
    '/question-papers',
    '/question-papers/big-data',
    '/upload-papers/big-data/mid-sem',
    '/view-schedules',
    '/reference-books',
    '/view-reference-books/ai-ml',
  ]) {
    await page.goto(route);
    await expect(page, `${route} is guarded`).toHaveURL(/\/signin$/);
  }
  for (const route of ['/question-papers/astrology', '/view-reference-books/astrology']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
  }
});
