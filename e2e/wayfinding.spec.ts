import { SIGNED_IN_SCREENS } from '../scripts/screens.mjs';
import { expectNoSeriousA11yViolations } from './axe';
import { upload, notesOf } from './files';
import { asStudent, expect, test } from './fixtures';
import { writePdf } from './sample-files';

/** The material screens: everything a student reaches from the dashboard's sections. */
const MATERIAL_SCREENS = SIGNED_IN_SCREENS.filter(
  ([name]) => !['branch-selection', 'dashboard', 'contact'].includes(name),
);

test('signed-out screens name their browser tab; a skip link leads past the navigation', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/', 'StudyShelf'],
    ['/signin', 'Sign In · StudyShelf'],
    ['/signup', 'Sign Up · StudyShelf'],
    ['/forgot-password', 'Reset Password · StudyShelf'],
  ]) {
    await page.goto(path ?? '/');
    await expect(page).toHaveTitle(title ?? '');
  }
  await page.goto('/signin');
  // A student presses Tab once the screen is there; before the app has drawn it there is nothing to focus.
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
});

asStudent(
  'every material screen has its title and a breadcrumb trail from the dashboard',
  async ({ page }) => {
    test.setTimeout(120_000);
    for (const [name, path] of MATERIAL_SCREENS) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, name).toBeVisible();
      await expect(page).toHaveTitle(`${await heading.innerText()} · StudyShelf`);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link').first(), name).toHaveText('Dashboard');
      await expect(trail.locator('[aria-current="page"]'), name).toHaveCount(1);
    }
    await page.goto('/upload-notes/dsa');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText([
      'Dashboard',
      'Notes',
      'Semester 1',
      'DSA',
      'Upload',
    ]);
    await expectNoSeriousA11yViolations(page);
    await trail.getByRole('link', { name: 'DSA' }).click();
    await expect(page).toHaveURL(/\/view-notes\/dsa$/);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle('Dashboard · StudyShelf');
  },
);

asStudent(
  'the bar reaches the dashboard and every kind, on a laptop and in the phone menu',
  async ({ page }) => {
    const expected: [string, RegExp][] = [
      ['Dashboard', /\/dashboard$/],
      ['Notes', /\/subject-notes$/],
      ['Papers', /\/question-papers$/],
      ['Schedules', /\/view-schedules$/],
      ['Books', /\/reference-books$/],
      ['Contact', /\/contact$/],
    ];
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, url] of expected) {
      await page.goto('/dashboard');
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [label, url] of expected) {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
  },
);

asStudent(
  "the bar marks the section a student is in, on every one of the section's screens",
  async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    // [screen, its section's link, whether it is that link's own screen]
    const screens: [string, string, boolean][] = [
      ['/dashboard', 'Dashboard', true],
      ['/subject-notes', 'Notes', true],
      ['/upload-notes/dsa', 'Notes', false],
      ['/view-notes/dsa', 'Notes', false],
      ['/question-papers', 'Papers', true],
      ['/question-papers/big-data', 'Papers', false],
      ['/upload-papers/big-data/mid-sem', 'Papers', false],
      ['/view-papers/big-data/end-sem', 'Papers', false],
      ['/view-schedules', 'Schedules', true],
      ['/upload-schedule', 'Schedules', false],
      ['/reference-books', 'Books', true],
      ['/upload-reference-books/ai-ml', 'Books', false],
      ['/view-reference-books/ai-ml', 'Books', false],
      ['/contact', 'Contact', true],
    ];
    for (const [path, section, own] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const marked = nav.locator('a[aria-current]').filter({ visible: true });
      await expect(marked, path).toHaveCount(1);
      await expect(marked, path).toHaveText(section);
      // Its own screen is the page; a screen inside its section is the current item of the set.
      await expect(marked, path).toHaveAttribute('aria-current', own ? 'page' : 'true');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/view-notes/dsa');
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect(nav.locator('a[aria-current]').filter({ visible: true })).toHaveText('Notes');
  },
);

asStudent(
  'a section keeps its semester for the visit; the dashboard counts the files of each kind',
  async ({ page, context, files }) => {
    await page.goto('/question-papers');
    await page.getByRole('tab', { name: 'Semester 2' }).click();
    await page.goto('/subject-notes');
    await expect(page.getByRole('button', { name: 'SEMESTER 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'SEMESTER 2' }).click();
    await page.goto('/dashboard');
    await page.goto('/question-papers');
    await expect(page.getByRole('tab', { name: 'Semester 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goto('/subject-notes');
    await expect(page.getByRole('button', { name: 'SEMESTER 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Another tab is another visit: it starts at Semester 1, as the spec says.
    const other = await context.newPage();
    await other.goto('/question-papers');
    await expect(other.getByRole('tab', { name: 'Semester 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await other.close();

    await upload(page, notesOf('dsa'), [
      writePdf(files.path('graphs.pdf'), 1),
      writePdf(files.path('trees.pdf'), 1),
    ]);
    await upload(page, { uploadPath: '/upload-schedule', button: 'Upload Schedules' }, [
      writePdf(files.path('timetable.pdf'), 1),
    ]);
    await page.goto('/dashboard');
    const card = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card('Subject Notes')).toContainText('2 files on this device');
    await expect(card('Lecture Schedules')).toContainText('1 file on this device');
    await expect(card('Question Papers')).toContainText('No files yet');
    await expect(card('Reference Books')).toContainText('No files yet');
  },
);

asStudent(
  'each subject card and paper type counts the files stored for it, and follows a delete',
  async ({ page, files }) => {
    await upload(page, notesOf('dsa'), [
      writePdf(files.path('graphs.pdf'), 1),
      writePdf(files.path('trees.pdf'), 1),
    ]);
    for (const type of ['mid-sem', 'end-sem']) {
      await upload(
        page,
        { uploadPath: `/upload-papers/big-data/${type}`, button: 'Upload Papers' },
        [writePdf(files.path(`big-data-${type}.pdf`), 1)],
      );
    }

    await page.goto('/subject-notes');
    const dsa = page.getByRole('button', { name: 'DSA', exact: true });
    await expect(dsa).toHaveAccessibleDescription(/2 files$/);
    await expect(
      page.getByRole('button', { name: 'Distributed System', exact: true }),
    ).not.toHaveAccessibleDescription(/files?$/);

    // A subject's papers of both types count together.
    await page.goto('/question-papers');
    await expect(
      page.getByRole('link', { name: 'Big Data', exact: true }),
    ).toHaveAccessibleDescription(/2 files$/);
    await expect(
      page.getByRole('link', { name: 'FOCS', exact: true }),
    ).not.toHaveAccessibleDescription(/files?$/);
    await page.goto('/question-papers/big-data');
    for (const type of ['Mid Semester Papers', 'End Semester Papers']) {
      await expect(page.getByRole('region', { name: type })).toContainText('1 file');
    }
    await page.goto('/question-papers/focs');
    await expect(page.getByRole('region', { name: 'Mid Semester Papers' })).toContainText(
      'No papers yet',
    );
    await page.goto('/reference-books');
    await expect(
      page.getByRole('link', { name: 'Big Data', exact: true }),
    ).not.toHaveAccessibleDescription(/files?$/);

    await page.goto('/view-notes/dsa');
    await page.getByRole('button', { name: 'Delete graphs.pdf' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Delete graphs.pdf' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Notes', exact: true }).first().click();
    await expect(dsa).toHaveAccessibleDescription(/1 file$/);
  },
);
