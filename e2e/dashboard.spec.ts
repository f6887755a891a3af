import { STUDY_TIPS } from '../src/features/dashboard/study-tips';
import { expectNoSeriousA11yViolations } from './axe';
import { chunkOf } from './chunks';
import { asStudent, chooseBranch, createAccount, signIn, test, expect } from './fixtures';

test('dashboard: greeting, branch and the five cards', async ({ page }) => {
  const user = await createAccount({
    email: `zq81kd4m${Date.now()}@example.com`,
    password: 'secret-pass-1',
  });
  await signIn(page, user);
  await chooseBranch(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, zq81kd4m!');
  await expect(page.getByText('Computer Science Engineering')).toBeVisible();
  await expect(page.getByText('CSE', { exact: true })).toBeVisible();

  const cards: [string, string][] = [
    ['Subject Notes', '/subject-notes'],
    ['Question Papers', '/question-papers'],
    ['Lecture Schedules', '/upload-schedule'],
    ['Reference Books', '/reference-books'],
    ['Contact Me', '/contact'],
  ];
  const main = page.getByRole('main');
  for (const [name, href] of cards) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('link', { name: 'Contact Me' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

asStudent(
  'study tips: first after 3 s, next after 30 s, random on click, closed for good',
  async ({ page }) => {
    await page.clock.install();
    await page.reload();
    const tip = page.getByRole('status', { name: 'Study tip' });
    await expect(page.getByRole('button', { name: 'Show a study tip' })).toBeVisible();
    // Real time still flows under the installed clock, but far less than 3 s passes here.
    await expect(tip).toBeEmpty();
    await page.clock.fastForward(3000);
    await expect(tip).toHaveText(STUDY_TIPS[0] ?? '');
    await expectNoSeriousA11yViolations(page);
    await page.clock.fastForward(30_000);
    await expect(tip).toHaveText(STUDY_TIPS[1] ?? '');

    await page.getByRole('button', { name: 'Show a study tip' }).click();
    await expect(tip).not.toHaveText(STUDY_TIPS[1] ?? '');
    expect(STUDY_TIPS).toContain(await tip.textContent());

    await page.getByRole('button', { name: 'Close study tips for good' }).click();
    await expect(page.getByRole('button', { name: 'Show a study tip' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.clock.fastForward(5000);
    await expect(page.getByRole('button', { name: 'Show a study tip' })).toHaveCount(0);
    await expect(tip).toHaveCount(0);
  },
);

asStudent(
  'the study-tip helper covers nothing: in the page up to 1536 px wide, in the margin beside the column beyond',
  async ({ page }) => {
    const helper = page.getByRole('group', { name: 'Study tip helper' });
    const position = () => helper.evaluate((element) => getComputedStyle(element).position);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/dashboard');
    await expect(page.getByRole('status', { name: 'Study tip' })).not.toBeEmpty();
    expect(await position()).toBe('static');

    await page.setViewportSize({ width: 1600, height: 900 });
    expect(await position()).toBe('fixed');
    const columnRight = await page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => heading.parentElement?.getBoundingClientRect().right ?? Infinity);
    const box = await helper.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(columnRight);
  },
);

asStudent(
  'a dashboard section whose code cannot be fetched says so in its place, and Reload brings it',
  async ({ page }) => {
    // The library panel's chunk is lost on the way; the rest of the dashboard comes.
    const panelChunk = chunkOf('src/features/backup/components/library-panel.tsx');
    await page.route(panelChunk, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(
      'Your library’s storage and backup could not be loaded. Check your connection, then reload the page.',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Subject Notes', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Recent files' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your library on this device' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.unroute(panelChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(main.getByRole('heading', { name: 'Your library on this device' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  },
);
