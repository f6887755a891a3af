import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { E2E_APP_PORT } from '../playwright.config';

const APP_ORIGIN = `http://localhost:${E2E_APP_PORT}`;
// The build under test reads the same variable; without it the app names its default owner.
const OWNER_EMAIL = process.env.VITE_OWNER_EMAIL ?? 'owner@studyshelf.example';
const SUCCESS = "Message sent successfully! I'll get back to you soon. ✉️";
const EMPTY = 'Please fill in all fields before sending.';
const FAILURE = `Failed to send message. Please try again or email ${OWNER_EMAIL}.`;

/** The contact endpoint, whatever the build points it at: a POST to /contact off the app's origin. */
const isEndpoint = (url: URL) => url.pathname === '/contact' && url.origin !== APP_ORIGIN;
const isEndpointPost = (request: Request) =>
  request.method() === 'POST' && isEndpoint(new URL(request.url()));

interface Sent {
  name: string;
  email: string;
  subject: string;
  message: string;
}

function uniqueMessage(): Sent {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Asha ${tag}`,
    email: `asha.${tag}@example.com`,
    subject: `Missing week 3 notes ${tag}`,
    message: `Hello,\nthe DSA notes for week 3 are missing (${tag}).`,
  };
}

async function fillForm(page: Page, m: Sent) {
  await page.getByLabel('Name').fill(m.name);
  await page.getByLabel('Email').fill(m.email);
  await page.getByLabel('Subject').fill(m.subject);
  await page.getByLabel('Message').fill(m.message);
}

async function inboxLines(): Promise<Record<string, unknown>[]> {
  const file = process.env.E2E_INBOX_FILE;
  if (!file) throw new Error('E2E_INBOX_FILE is not set: run through the e2e global setup.');
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function expectInInbox(m: Sent) {
  await expect
    .poll(async () => (await inboxLines()).find((line) => line.subject === m.subject))
    .toEqual({
      receivedAt: expect.any(String),
      ...m,
      _replyto: m.email,
      _subject: `New contact from ${m.name}`,
    });
}

const fieldLabels = ['Name', 'Email', 'Subject', 'Message'];

test('a visitor sends a message: success, an empty form, the message in the inbox, cleared after 5 s', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Me' })).toBeVisible();
  for (const label of fieldLabels)
    await expect(page.getByLabel(label)).toHaveAttribute('required', '');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6');

  const m = uniqueMessage();
  await fillForm(page, m);
  await page.getByRole('button', { name: 'Send Message' }).click();

  const status = page.getByRole('status').filter({ hasText: SUCCESS });
  await expect(status).toHaveText(SUCCESS);
  for (const label of fieldLabels) await expect(page.getByLabel(label)).toHaveValue('');
  await expectInInbox(m);
  // The installed clock flows in real time too: the "still shown" check leaves slack for a
  // loaded machine, and the scan runs after it, so the test does not hang on the machine's speed.
  await page.clock.fastForward(3000);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.clock.fastForward(2100);
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
});

test('while the message is on its way the button reads Sending... and is disabled', async ({
  page,
}) => {
  await page.goto('/contact');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isEndpoint, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });

  const m = uniqueMessage();
  await fillForm(page, m);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status')).toHaveText('Sending message...');
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);

  release();
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expectInInbox(m);
});

test('blank fields get the fill-in message for 3 s and nothing is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (isEndpointPost(request)) posts.push(request.url());
  });
  await page.clock.install();
  await page.goto('/contact');

  // Only spaces in one field, the others filled.
  const m = uniqueMessage();
  await fillForm(page, { ...m, subject: '    ' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText(EMPTY);
  await expect(page.getByLabel('Name')).toHaveValue(m.name);

  await page.clock.fastForward(1500);
  await expect(page.getByRole('alert')).toHaveText(EMPTY);
  await page.clock.fastForward(1600);
  await expect(page.getByText(EMPTY)).toHaveCount(0);

  // A field left empty, sent from the keyboard.
  await page.getByLabel('Subject').fill('');
  await page.getByLabel('Name').press('Enter');
  await expect(page.getByRole('alert')).toHaveText(EMPTY);
  expect(posts).toEqual([]);
});

test('a failed send shows the failure text naming the owner for 7 s and keeps the text', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/contact');
  // The browser's own network-failure path, as when the service is down or offline.
  // Only the POST fails: an aborted CORS preflight could leave Chromium's fetch pending instead.
  await page.route(isEndpoint, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );

  const m = uniqueMessage();
  await fillForm(page, m);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('alert')).toHaveText(FAILURE);
  await expect(page.getByLabel('Message')).toHaveValue(m.message);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // The installed clock flows in real time too: the "still shown" check leaves slack for a
  // loaded machine, and the scan runs after it, so the test does not hang on the machine's speed.
  await page.clock.fastForward(5000);
  await expect(page.getByRole('alert')).toHaveText(FAILURE);
  await expectNoSeriousA11yViolations(page);
  await page.clock.fastForward(2100);
  await expect(page.getByText(FAILURE)).toHaveCount(0);
  expect((await inboxLines()).some((line) => line.subject === m.subject)).toBe(false);
});

test('a message the inbox refuses shows the failure text', async ({ page }) => {
  await page.goto('/contact');
  // The real inbox answers 400 to a body without the fields: only res.ok is read.
  await page.route(isEndpoint, (route) =>
    route.request().method() === 'POST' ? route.continue({ postData: '{}' }) : route.continue(),
  );
  const refused = page.waitForResponse((res) => isEndpointPost(res.request()));

  await fillForm(page, uniqueMessage());
  await page.getByRole('button', { name: 'Send Message' }).click();

  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(FAILURE);
});

test('the Follow Me footer links to the social profiles in new tabs', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Follow Me' })).toBeVisible();
  await expect(page.getByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveCount(3);
  for (const name of ['GitHub', 'LinkedIn', 'X']) {
    const link = page.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expectNoSeriousA11yViolations(page);
});

test('sending works under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      violations.push(msg.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));

  const response = await page.goto('/contact');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8787/);

  const m = uniqueMessage();
  await fillForm(page, m);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText(SUCCESS);
  await expectInInbox(m);
  expect(violations).toEqual([]);
});
