/**
 * On an iPhone, Safari erases a website's files after 7 days without a visit unless the app runs
 * from the Home Screen: the student hears so before the first upload, with the steps to install;
 * "I understand" lets the upload go on in the tab and the warning stays on the dashboard; run
 * installed (display-mode standalone), there is no warning and the files are said to be kept.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  asStudent as test,
  chooseBranch,
  expect,
  newDevice,
  signIn,
  type TestUser,
} from './fixtures';
import { notesOf, upload } from './files';
import { writePdf } from './sample-files';
import { PHONE } from './screen-sweep';
import { expectNoSeriousA11yViolations } from './axe';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SEVEN_DAYS = 'Safari erases these files after 7 days without a visit';

/** An iPhone: Safari's user agent, touch, a phone's screen; signed in as `student`. */
async function onIPhone(
  browser: Browser,
  student: TestUser,
  use: (page: Page, context: BrowserContext) => Promise<void>,
  installed = false,
): Promise<void> {
  const context = await newDevice(browser, {
    touch: true,
    viewport: PHONE,
    userAgent: IPHONE_SAFARI,
  });
  try {
    // As the app runs when opened from the Home Screen: Chromium has no emulation of the
    // display-mode media feature, so the page's own query of it answers as an installed app's.
    if (installed)
      await context.addInitScript(() => {
        const query = window.matchMedia.bind(window);
        window.matchMedia = (media: string) =>
          /display-mode:\s*standalone/.test(media)
            ? Object.defineProperties(query('all'), {
                matches: { value: true },
                media: { value: media },
              })
            : query(media);
      });
    const page = await context.newPage();
    await signIn(page, student);
    await chooseBranch(page);
    await use(page, context);
  } finally {
    await context.close();
  }
}

test('on an iPhone in Safari, the 7-day rule and how to install come before the first upload; “I understand” lets it go on and the warning stays', async ({
  browser,
  student,
  files,
}) => {
  await onIPhone(browser, student, async (page) => {
    // Files received from another device are kept in the tab as uploads are: the same comes first.
    await page.goto('/receive');
    await expect(
      page.getByRole('region', { name: 'Add StudyShelf to your Home Screen first' }),
    ).toBeVisible();
    await expect(page.getByLabel('Pairing code')).toHaveCount(0);
    await page.goto('/upload-notes/dsa');
    const guidance = page.getByRole('region', { name: 'Add StudyShelf to your Home Screen first' });
    await expect(guidance).toBeVisible();
    await expect(
      guidance.getByText(
        "Safari erases a website's files after 7 days without a visit, but keeps those of an app on your Home Screen.",
      ),
    ).toBeVisible();
    await expect(
      guidance.getByRole('img', { name: /share sheet.*Add to Home Screen/ }),
    ).toBeVisible();
    await expect(guidance.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Upload Files' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await guidance.getByRole('button', { name: 'I understand' }).click();
    await expect(guidance).toBeHidden();
    await upload(page, notesOf('dsa'), [writePdf(files.path('graphs.pdf'), 2)]);
    await expect(
      page
        .getByRole('link', { name: /graphs\.pdf/ })
        .or(page.getByText('graphs.pdf'))
        .first(),
    ).toBeVisible();
    // Understood once: the next upload goes straight on.
    await page.goto('/upload-notes/dsa');
    await expect(page.getByRole('button', { name: 'Upload Files' })).toBeVisible();
    await page.goto('/receive');
    await expect(page.getByLabel('Pairing code')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByText(SEVEN_DAYS, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Add StudyShelf to your Home Screen' }),
    ).toBeVisible();
    await expect(page.getByText(/space runs low/)).toHaveCount(0);
  });
});

test('run from the Home Screen, an iPhone shows no install warning and says its files are kept', async ({
  browser,
  student,
  files,
}) => {
  await onIPhone(
    browser,
    student,
    async (page) => {
      await page.goto('/upload-notes/dsa');
      await expect(page.getByRole('button', { name: 'Upload Files' })).toBeVisible();
      await expect(page.getByText('Add StudyShelf to your Home Screen first')).toHaveCount(0);
      await upload(page, notesOf('dsa'), [writePdf(files.path('trees.pdf'), 2)]);
      await page.goto('/dashboard');
      await expect(
        page.getByText('Kept: StudyShelf runs from your Home Screen, where Safari keeps its files'),
      ).toBeVisible();
      await expect(page.getByText(/after 7 days without a visit/)).toHaveCount(0);
    },
    true,
  );
});
