import type { BrowserContext, Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './axe';
import {
  chooseFiles,
  downloadFromList,
  holdListWriterRole,
  notesUploadOf,
  readStoredList,
  sha256OfFile,
  upload,
  writeRandomFile,
} from './files';
import { APP_URL, asStudent, expect, test } from './fixtures';
import { writePdfWithWords, writeText } from './sample-files';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTE = 'You are offline. Your files are on this device and open as usual.';

/** After the first visit: the service worker has cached the shell and controls the page. */
async function installedForOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/**
 * Some Chromium builds (150 among them) start each new document of an offline context with
 * navigator.onLine true, though its requests still fail; a real network change reaches every
 * document. Setting the context offline again, as the network going down would, tells it.
 */
async function offlineDocumentLoaded(context: BrowserContext, page: Page) {
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.reload();
  await offlineDocumentLoaded(context, page);
}

/** A full page load while offline: the service worker serves it. */
async function gotoOffline(context: BrowserContext, page: Page, path: string) {
  await page.goto(path);
  await offlineDocumentLoaded(context, page);
}

asStudent(
  'after one visit the app opens offline: the dashboard, the lists, download, preview, upload',
  async ({ context, page, files }) => {
    test.setTimeout(120_000);
    const notes = writePdfWithWords(files.path('offline-lecture.pdf'), 2, { 2: 'Bellman Ford' });
    await upload(page, notesUploadOf('dsa'), [notes]);
    await installedForOffline(page);

    await page.goto('/dashboard');
    await expect(page.getByText('Search index: 1 of 1 files')).toBeVisible({ timeout: 30_000 });
    await goOffline(context, page);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The words inside files are searched with no network: the index is on the device.
    await page.getByRole('combobox', { name: 'Search files' }).fill('bellman');
    await expect(page.getByRole('group', { name: 'Inside files' }).getByRole('option')).toHaveText([
      /offline-lecture\.pdf.*Page 2/,
    ]);
    await page.getByRole('combobox', { name: 'Search files' }).fill('');

    // A screen never visited before is served from the cache too.
    await gotoOffline(context, page, '/view-notes/dsa');
    const rows = page.getByRole('list', { name: 'Files' });
    await expect(rows.getByText('offline-lecture.pdf')).toBeVisible();
    const saved = await downloadFromList(page, 'offline-lecture.pdf');
    expect(saved.sha256).toBe(await sha256OfFile(notes));

    await page.getByRole('button', { name: 'Preview offline-lecture.pdf', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'offline-lecture.pdf' });
    await expect(dialog.getByRole('toolbar').getByText('Page 1 of 2')).toBeVisible();
    // A note made into a card is revised with no network: the cards are on the device.
    await dialog.getByRole('button', { name: 'Highlights and notes' }).click();
    const marks = dialog.getByRole('complementary', { name: 'Highlights and notes' });
    await marks.getByRole('button', { name: 'Add a note to page 1' }).click();
    await marks
      .getByRole('textbox', { name: 'Note on page 1' })
      .fill('What does Bellman Ford allow?');
    await marks.getByRole('button', { name: 'Save note' }).click();
    await marks.getByRole('button', { name: 'Make a card of the note on page 1' }).click();
    await page.keyboard.press('Escape');
    await gotoOffline(context, page, '/revise');
    const card = page.getByRole('region', { name: 'Card to revise' });
    await expect(card).toContainText('What does Bellman Ford allow?');
    await page.getByRole('button', { name: 'Show answer' }).click();
    await card.getByRole('button', { name: /^Good/ }).click();
    await expect(page.getByText(/^Nothing to revise now\./)).toBeVisible();

    // Nothing of an upload leaves the device: it works offline as well.
    await gotoOffline(context, page, '/upload-notes/dsa');
    await chooseFiles(page, [writeText(files.path('written-offline.txt'), 'no network needed')]);
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await expect(page.getByText(/^Successfully uploaded/)).toBeVisible();
    await gotoOffline(context, page, '/view-notes/dsa');
    await expect(rows.getByText('written-offline.txt')).toBeVisible();

    // Still signed in after a restart of the page, with no network to check the session.
    await page.reload();
    await expect(page).toHaveURL(/\/view-notes\/dsa$/);
  },
);

asStudent(
  'offline, the contact form and the password change say they need a connection and keep what was typed',
  async ({ context, page }) => {
    await page.goto('/contact');
    await installedForOffline(page);
    await goOffline(context, page);
    // Said before anything is typed, not only once sending fails.
    await expect(
      page.getByText(
        'Sending a message needs an internet connection. Try again once you are back online.',
      ),
    ).toBeVisible();
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Subject').fill('Offline');
    await page.getByLabel('Message').fill('Written on the bus.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You are offline, so the message was not sent. It is kept here: send it once you are back online.',
    );
    await expect(page.getByLabel('Message')).toHaveValue('Written on the bus.');

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(
      dialog.getByText('Changing your password needs an internet connection.', { exact: false }),
    ).toBeVisible();
    await dialog.getByLabel('Current password').fill('whatever-1');
    await dialog.getByLabel('New password', { exact: true }).fill('another-2');
    await dialog.getByLabel('Confirm new password').fill('another-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to change password: You are offline. This needs an internet connection.',
    );
  },
);

test('offline, sign-in, sign-up and the password reset say they need a connection', async ({
  context,
  page,
}) => {
  await page.goto('/signin');
  await installedForOffline(page);
  await goOffline(context, page);
  await expect(
    page.getByText('Signing in needs an internet connection.', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to sign in: You are offline. This needs an internet connection.',
  );

  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(
    page.getByText('Creating an account needs an internet connection.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Confirm Password').fill('secret-pass-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You are offline. This needs an internet connection.',
  );

  await gotoOffline(context, page, '/forgot-password');
  await expect(
    page.getByText('Sending a reset e-mail needs an internet connection.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You are offline. This needs an internet connection.',
  );

  // Back online, the note goes without a reload.
  await context.setOffline(false);
  await expect(page.getByText(/needs an internet connection\. Try again/)).toBeHidden();
  await expect(page.getByRole('button', { name: /reset/i })).toBeEnabled();
});

asStudent(
  'start-up chores wait for the first screen: the service worker registers once the dashboard shows',
  async ({ page }) => {
    // What the page showed when the app asked for its service worker, recorded at that call.
    await page.addInitScript(() => {
      const container = ServiceWorkerContainer.prototype;
      const register = container.register;
      container.register = function (...args: Parameters<typeof register>) {
        (window as unknown as { headingAtRegister: string | null }).headingAtRegister =
          document.querySelector('main h1')?.textContent ?? null;
        return register.apply(this, args);
      };
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    const headingAtRegister = () =>
      page.evaluate(
        () => (window as unknown as { headingAtRegister?: string | null }).headingAtRegister,
      );
    await expect.poll(headingAtRegister).not.toBeUndefined();
    expect(await headingAtRegister()).toMatch(/^Welcome, /);
  },
);

test('the app is installable: its manifest names it, with icons (maskable too) and its colour', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await fetch(`${APP_URL}${href}`);
  expect(response.status).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'StudyShelf',
    short_name: 'StudyShelf',
    start_url: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await fetch(`${APP_URL}${icon.src}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    // A PNG's width and height, from its header.
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);
  }
});

/**
 * Runs `use` while the server offers a new build (its service worker differs by a byte) that
 * `page` has been told to look for; the build on disk is put back after.
 */
async function withNewerBuild(page: Page, use: () => Promise<void>): Promise<void> {
  const swPath = join(process.cwd(), process.env.E2E_DIST ?? 'dist', 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  writeFileSync(swPath, `${original}\n// a newer build\n`);
  try {
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    await use();
  } finally {
    writeFileSync(swPath, original);
  }
}

// Both tests write a newer dist/sw.js: one after the other, never at once.
test.describe('a new version of the app', () => {
  test.describe.configure({ mode: 'default' });

  test('a new version is announced and waits for Reload; it never swaps the page by itself', async ({
    page,
  }) => {
    await page.goto('/');
    await installedForOffline(page);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    await withNewerBuild(page, async () => {
      const toast = page.getByRole('status').filter({ hasText: 'A new version is ready' });
      await expect(toast).toBeVisible();
      // Near the top, clear of the top bar, where it never covers an Undo at the foot of the screen.
      const reload = await toast.getByRole('button', { name: 'Reload' }).boundingBox();
      const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      const viewport = page.viewportSize();
      expect(reload && bar && viewport).toBeTruthy();
      if (reload && bar && viewport) {
        expect(reload.y).toBeGreaterThanOrEqual(bar.y + bar.height);
        expect(reload.y + reload.height).toBeLessThan(viewport.height / 2);
      }
      await expectNoSeriousA11yViolations(page);
      // Announced, not applied: the same page is still there.
      expect(
        await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
      ).toBe(true);
      const reloaded = page.waitForEvent('load');
      await toast.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(
        await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
      ).toBeUndefined();
      await expect(toast).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  asStudent(
    'a Reload in one tab waits for an upload under way in another, then both load the new version',
    async ({ context, page, files }) => {
      test.setTimeout(180_000);
      await page.goto('/dashboard');
      await installedForOffline(page);
      const uploader = await context.newPage();
      await uploader.goto('/upload-notes/dsa');
      await expect
        .poll(() => uploader.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);
      for (const tab of [page, uploader]) {
        await tab.evaluate(() => {
          (window as unknown as { stillHere: boolean }).stillHere = true;
        });
      }
      const stillHere = (tab: Page) =>
        tab.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

      // Each list entry waits for a writer tab that never answers: the upload stays under way.
      const stalledWriter = await holdListWriterRole(context);
      const picked = [1, 2, 3].map((n) => writeRandomFile(files.path(`week-${n}.pdf`), 200_000));
      await chooseFiles(uploader, picked);
      await uploader.getByRole('button', { name: 'Upload Files' }).click();
      await expect(uploader.getByRole('button', { name: 'Uploading files...' })).toBeVisible();

      await withNewerBuild(page, async () => {
        const toast = page.getByRole('status').filter({ hasText: 'A new version is ready' });
        await toast.getByRole('button', { name: 'Reload' }).click();
        await expect(
          page.getByRole('status').filter({
            hasText: 'The new version loads once the upload or restore under way has finished.',
          }),
        ).toBeVisible();
        await expect(uploader.getByRole('button', { name: 'Uploading files...' })).toBeVisible();
        // The writer's tab closes: the uploader takes the role over, and its upload goes on to
        // its end in its own tab (a reload under it would cut it short).
        await stalledWriter.close();
        const storedFiles = () =>
          readStoredList(uploader, 'notes_dsa').then(
            (list) => list?.length ?? 0,
            () => -1, // read while the tab reloads
          );
        await expect.poll(storedFiles, { timeout: 120_000 }).toBe(3);
        // Then both tabs load the new version.
        await expect
          .poll(() => stillHere(uploader).catch(() => true), { timeout: 30_000 })
          .toBe(false);
        await expect.poll(() => stillHere(page).catch(() => true), { timeout: 30_000 }).toBe(false);
        await uploader.goto('/view-notes/dsa');
        await expect(
          uploader.getByRole('list', { name: 'Files' }).getByRole('listitem'),
        ).toHaveCount(3);
      });
    },
  );
});
