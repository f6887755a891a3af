import { expect, test } from './fixtures';

test('every response carries the CSP and hardening headers', async ({ page }) => {
  for (const path of ['/', '/signin', '/view-notes/dsa', '/no/such/page']) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9099/);
    // Images from the app, its own blobs and Google's photo host only: a picture in a document
    // cannot call out to any other address.
    const imageSources = /img-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(imageSources, path).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.googleusercontent.com',
    ]);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('the app works under its CSP: no violation while signing up and in', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await page.getByLabel('Email').fill(`csp-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Confirm Password').fill('secret-pass-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/branch-selection$/);
  expect(violations).toEqual([]);
});

test('an inline script is refused by the policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  // Inject as the page would be attacked: a script element with inline code.
  const ran = await page.evaluate(() => {
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
