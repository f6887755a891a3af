import { expectNoSeriousA11yViolations } from './axe';
import { asStudent, test, expect } from './fixtures';
import { expectLandingScreen, expectRedirectsToSignIn, expectSemesterTabs } from './kinds-helpers';

test('signed-out visitors of every papers screen land on /signin', async ({ page }) => {
  await expectRedirectsToSignIn(page, [
    '/question-papers',
    '/question-papers/ai-ml',
    '/upload-papers/ai-ml/mid-sem',
    '/view-papers/ai-ml/end-sem',
  ]);
});

asStudent('the papers subject list has semester tabs of subject cards', async ({ page }) => {
  await page.goto('/question-papers');
  await expect(page.getByRole('heading', { level: 1, name: 'Question Papers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectSemesterTabs(page, (subject) => `/question-papers/${subject}`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Game Theory' }).click();
  await expect(page).toHaveURL(/\/question-papers\/game-theory$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Game Theory Question Papers' }),
  ).toBeVisible();
});

asStudent(
  'a subject offers mid-sem and end-sem papers, each to upload or view',
  async ({ page }) => {
    await page.goto('/question-papers/deep-learning-with-img-proc');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Deep Learning with Img Proc Question Papers' }),
    ).toBeVisible();
    const mid = page.getByRole('region', { name: 'Mid Semester Papers' });
    const end = page.getByRole('region', { name: 'End Semester Papers' });
    const base = 'deep-learning-with-img-proc';
    await expect(mid.getByRole('link', { name: 'Upload Papers' })).toHaveAttribute(
      'href',
      `/upload-papers/${base}/mid-sem`,
    );
    await expect(mid.getByRole('link', { name: 'View Papers' })).toHaveAttribute(
      'href',
      `/view-papers/${base}/mid-sem`,
    );
    await expect(end.getByRole('link', { name: 'Upload Papers' })).toHaveAttribute(
      'href',
      `/upload-papers/${base}/end-sem`,
    );
    await expect(end.getByRole('link', { name: 'View Papers' })).toHaveAttribute(
      'href',
      `/view-papers/${base}/end-sem`,
    );
    await expectNoSeriousA11yViolations(page);

    await end.getByRole('link', { name: 'View Papers' }).click();
    await expect(page).toHaveURL(new RegExp(`/view-papers/${base}/end-sem$`));
    await page.goBack();
    await mid.getByRole('link', { name: 'Upload Papers' }).click();
    await expect(page).toHaveURL(new RegExp(`/upload-papers/${base}/mid-sem$`));
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Papers' })
      .click();
    await expect(page).toHaveURL(/\/question-papers$/);
  },
);

asStudent('an unknown subject or paper type shows the landing screen', async ({ page }) => {
  await expectLandingScreen(page, '/question-papers/no-such-subject');
  await expectLandingScreen(page, '/question-papers/AI-ML');
  await expectLandingScreen(page, '/upload-papers/ai-ml/final');
  await expectLandingScreen(page, '/upload-papers/no-such-subject/mid-sem');
  await expectLandingScreen(page, '/view-papers/no-such-subject/mid-sem');
});
