import { expectNoSeriousA11yViolations } from './axe';
import { asStudent, test, expect } from './fixtures';
import { expectLandingScreen, expectRedirectsToSignIn, expectSemesterTabs } from './kinds-helpers';

test('signed-out visitors of every reference-book screen land on /signin', async ({ page }) => {
  await expectRedirectsToSignIn(page, [
    '/reference-books',
    '/upload-reference-books/iot',
    '/view-reference-books/iot',
  ]);
});

asStudent(
  'the reference-book subject list has semester tabs of cards leading to upload',
  async ({ page }) => {
    await page.goto('/reference-books');
    await expect(page.getByRole('heading', { level: 1, name: 'Reference Books' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectSemesterTabs(page, (subject) => `/upload-reference-books/${subject}`);

    await page.getByRole('tab', { name: 'Semester 1' }).click();
    await page.getByRole('link', { name: 'AI-ML' }).click();
    await expect(page).toHaveURL(/\/upload-reference-books\/ai-ml$/);
  },
);

asStudent('an unknown subject shows the landing screen', async ({ page }) => {
  await expectLandingScreen(page, '/upload-reference-books/no-such-subject');
  await expectLandingScreen(page, '/view-reference-books/no-such-subject');
});
