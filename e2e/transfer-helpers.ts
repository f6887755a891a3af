/** Sending from one profile to another, as a student does it with a code. */
import { expect, type Page } from '@playwright/test';

export const SIGNALLING_URL = 'http://127.0.0.1:9000';

/** What the pairing service has relayed so far, in bytes. */
export async function relayedBytes(): Promise<number> {
  const response = await fetch(`${SIGNALLING_URL}/relayed`);
  return ((await response.json()) as { bytes: number }).bytes;
}

/** The code as its label reads it to a screen reader: 9 characters, spaced. */
export const PAIRING_CODE = /^Pairing code [2-9A-Z]( [2-9A-Z]){8}$/;

/** The number a paired device shows, for the student to compare with the other screen. */
export async function pairedDigits(page: Page): Promise<string> {
  const line = page.getByText(
    /^Paired\. Check that your other device shows the same number: \d{3} \d{3}\.$/,
  );
  await expect(line).toBeVisible({ timeout: 60_000 });
  return ((await line.textContent()) ?? '').replace(/\D/g, '');
}

/** Opens Send to another device from the dashboard, chooses everything, and reads the code. */
export async function showCode(page: Page): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Send to another device' }).click();
  await expect(page.getByRole('heading', { name: 'Send to another device' })).toBeVisible();
  await page.getByRole('radio', { name: /^All your files/ }).check();
  await page.getByRole('button', { name: 'Show pairing code' }).click();
  const code = page.getByLabel(PAIRING_CODE);
  await expect(code).toBeVisible();
  return ((await code.textContent()) ?? '').replace(/\s/g, '');
}

/**
 * Types `code` on the receiving page, as the student does; with `keepInSync: false` the two
 * devices pair for this transfer only.
 */
export async function receiveWith(
  page: Page,
  code: string,
  { keepInSync = true }: { keepInSync?: boolean } = {},
): Promise<void> {
  if (!page.url().endsWith('/receive')) await page.goto('/receive');
  await page.getByLabel('Pairing code').fill(code);
  await page
    .getByRole('checkbox', { name: 'Keep both devices in sync from now on' })
    .setChecked(keepInSync);
  await page.getByRole('button', { name: 'Receive files' }).click();
}
