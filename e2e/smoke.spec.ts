import { expect, test } from './fixtures';

test('the landing screen shows under its security headers', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
});

test('an unknown path shows the landing screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Welcome to StudyShelf' })).toBeVisible();
});
