/**
 * The one test API over the three engines: a student's browser, driven by visible labels, roles
 * and text. A test written against it runs unchanged in Chromium, Firefox and WebKit.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchEngine, type EngineBrowser, type EngineName, type Key } from './browsers';
import { isDriverHang } from './driver-hang';
import {
  LOADING_REPORT,
  call,
  MARK_ELEMENT,
  PAGE_TEXT,
  RESTING_PLACE,
  serialiseQuery,
  type Query,
  type Role,
} from './page-scripts';

export const APP_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
const WAIT_MS = 15_000;
/**
 * How a browser closed for a restart keeps what the page last wrote to localStorage. Firefox writes
 * its datastore when it quits. Chromium commits within a second (PERSISTENT_CHROMIUM_ARGS) but its
 * headless shutdown does not always flush, so a restart waits that second out. WebKit commits
 * about half a second after a write and loses what is pending when its processes end: a restart
 * waits until the page's every value is in the profile's files.
 */
const LOCAL_STORAGE_FLUSH: Record<EngineName, 'on-quit' | 'wait' | 'check-disk'> = {
  chromium: 'wait',
  firefox: 'on-quit',
  webkit: 'check-disk',
};
const COMMIT_WAIT_MS = 1_500;
const WEBKIT_LOCAL_STORAGE_READER = join(
  dirname(fileURLToPath(import.meta.url)),
  'webkit-local-storage.py',
);

/** What WebKit's profile holds on disk of the app's localStorage; null before it has any. */
function webKitLocalStorageOnDisk(
  profileDir: string,
  appUrl: string,
): Record<string, string> | null {
  const { protocol, hostname, port } = new URL(appUrl);
  const file = join(
    profileDir,
    'data',
    'localstorage',
    `${protocol.slice(0, -1)}_${hostname}_${port || 0}.localstorage`,
  );
  if (!existsSync(file)) return null;
  const read = spawnSync('python3', [WEBKIT_LOCAL_STORAGE_READER, file], { encoding: 'utf8' });
  // A read that meets WebKit mid-checkpoint fails: the next poll reads again.
  return read.status === 0 ? (JSON.parse(read.stdout) as Record<string, string>) : null;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      // A hung driver will not answer the next poll either.
      if (isDriverHang(error)) throw error;
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`, { cause: last });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function describe(query: Query): string {
  return 'role' in query
    ? `${query.role} "${String(query.name)}"`
    : `field "${String(query.label)}"`;
}

export interface StudentOptions {
  /** A private window: nothing is kept once it closes. */
  ephemeral?: boolean;
  viewport?: { width: number; height: number };
  display?: string;
  /** Where the app is served, when not the suite's stack. */
  appUrl?: string;
  /** A closed profile to start from, copied (see `signedInProfiles` in global-setup.ts). */
  profileFrom?: string;
}

/** What a running browser leaves in its profile to keep a second one out: not copied. */
const PROFILE_LOCKS = new Set([
  'SingletonLock',
  'SingletonCookie',
  'SingletonSocket',
  'lock',
  '.parentlock',
  'parent.lock',
]);

export class Student {
  private tokens = 0;

  private constructor(
    readonly engine: EngineName,
    private browser: EngineBrowser,
    readonly profileDir: string,
    readonly downloadDir: string,
    private readonly options: StudentOptions,
  ) {}

  /** A browser with a fresh profile (kept on disk unless ephemeral) and an empty download folder. */
  static async open(engine: EngineName, options: StudentOptions = {}): Promise<Student> {
    const profileDir = mkdtempSync(join(tmpdir(), `studyshelf-${engine}-profile-`));
    if (options.profileFrom) {
      cpSync(options.profileFrom, profileDir, {
        recursive: true,
        filter: (source) => !PROFILE_LOCKS.has(source.slice(source.lastIndexOf('/') + 1)),
      });
    }
    const downloadDir = mkdtempSync(join(tmpdir(), `studyshelf-${engine}-downloads-`));
    const browser = await launchEngine(engine, { profileDir, downloadDir, ...options });
    return new Student(engine, browser, profileDir, downloadDir, options);
  }

  /**
   * Closes the browser as a student would and opens it again on the same profile. Browsers write
   * localStorage to disk a few seconds after a change (Chromium within 5 s): a student closing it
   * the moment after starring a file is not what these tests are about.
   */
  async restart(): Promise<void> {
    await this.closeOnceWritten();
    this.browser = await launchEngine(this.engine, {
      profileDir: this.profileDir,
      downloadDir: this.downloadDir,
      ...this.options,
    });
  }

  /**
   * Closes the browser once what it wrote is on disk, keeping its profile for `profileFrom`;
   * gives the profile's folder.
   */
  async closeKeepingProfile(): Promise<string> {
    await this.closeOnceWritten();
    rmSync(this.downloadDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    return this.profileDir;
  }

  private async closeOnceWritten(): Promise<void> {
    const flush = LOCAL_STORAGE_FLUSH[this.engine];
    if (flush === 'wait') await new Promise((resolve) => setTimeout(resolve, COMMIT_WAIT_MS));
    if (flush === 'check-disk') await this.localStorageOnDisk();
    await this.browser.close();
  }

  /** Waits until the profile's files hold the page's localStorage as the page does. */
  private async localStorageOnDisk(): Promise<void> {
    const pageHolds = () =>
      this.evaluate<[string, string][]>(
        '() => Object.keys(localStorage).sort().map((key) => [key, localStorage.getItem(key)])',
      );
    if ((await pageHolds().catch(() => null)) === null) {
      // No page to ask (it crashed or left the app): give the commit its usual time.
      await new Promise((resolve) => setTimeout(resolve, COMMIT_WAIT_MS));
      return;
    }
    await until('localStorage to reach the disk', async () => {
      // Asked again each time: the app may write once more while the first commit is pending.
      const held = JSON.stringify(await pageHolds());
      const onDisk = webKitLocalStorageOnDisk(this.profileDir, this.options.appUrl ?? APP_URL);
      const keys = Object.keys(onDisk ?? {}).sort();
      return JSON.stringify(keys.map((key) => [key, onDisk?.[key]])) === held;
    });
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
    rmSync(this.profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    rmSync(this.downloadDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  }

  evaluate<T>(script: string, arg?: unknown): Promise<T> {
    return this.browser.evaluate<T>(call(script, arg));
  }

  /** Opens `path` as a new page load, even when it is the address already shown. */
  async goto(path: string): Promise<void> {
    const href = new URL(path, this.options.appUrl ?? APP_URL).href;
    if ((await this.browser.url()) === href) await this.browser.reload();
    else await this.browser.goto(href);
  }

  reload(): Promise<void> {
    return this.browser.reload();
  }

  /** The address's path; '' before the first page (WebKit reports no address then). */
  async path(): Promise<string> {
    const url = await this.browser.url();
    return URL.canParse(url) ? new URL(url).pathname : '';
  }

  async expectPath(pattern: RegExp, timeoutMs = WAIT_MS): Promise<void> {
    await this.wait(
      `the address to match ${pattern}`,
      async () => pattern.test(await this.path()),
      timeoutMs,
    );
  }

  /**
   * Waits as `until` does; a timeout also says where the student was and what the page said
   * (with `detail`'s last word from the probe), so a failure in CI explains itself.
   */
  private async wait<T>(
    what: string,
    probe: () => Promise<T | undefined | false>,
    timeoutMs = WAIT_MS,
    detail: () => string = () => '',
  ): Promise<T> {
    try {
      return await until(what, probe, timeoutMs);
    } catch (error) {
      if (isDriverHang(error)) throw error;
      const page = await this.pageText().catch(() => '(page unreadable)');
      const where = await this.path().catch(() => '?');
      const loading = await this.evaluate<string>(LOADING_REPORT).catch(() => 'unknown');
      throw new Error(
        `${(error as Error).message}${detail()} on ${where} (${loading}); the page said: ${page.slice(0, 2000)}`,
        { cause: error },
      );
    }
  }

  /** Waits for one element matching the query and marks it for the driver; returns its token. */
  private async find(query: Query, timeoutMs = WAIT_MS): Promise<string> {
    const token = `t${(this.tokens += 1)}`;
    let last = '';
    await this.wait(
      `the ${describe(query)}`,
      async () => {
        last = await this.evaluate<string>(MARK_ELEMENT, { query: serialiseQuery(query), token });
        return last === 'found';
      },
      timeoutMs,
      () => ` (${last})`,
    );
    return token;
  }

  async click(role: Role, name: string | RegExp, exact = true): Promise<void> {
    await this.clickAtRest(await this.find({ role, name, exact, enabled: true }));
  }

  /**
   * Clicks the marked element once it has stopped moving. The drivers click at a point: a button
   * pushed down by content that arrived after the scroll would miss the click. A target still
   * covered after a while (a styled checkbox under its label's art) is clicked all the same.
   */
  private async clickAtRest(token: string): Promise<void> {
    const coveredSince = Date.now();
    let previous = '';
    await this.wait(`the element ${token} to stop moving`, async () => {
      const place = await this.evaluate<string>(RESTING_PLACE, token);
      const settled = place !== '' && place === previous;
      previous = place;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return settled && (place.endsWith(' reached') || Date.now() - coveredSince > 3_000);
    });
    await this.browser.click(token);
  }

  async fill(label: string | RegExp, value: string): Promise<void> {
    await this.browser.type(await this.find({ label }), value);
  }

  /** Ticks a checkbox or radio button (left as it is when already ticked). */
  async check(label: string | RegExp): Promise<void> {
    const token = await this.find({ label });
    const checked = await this.browser.evaluate<boolean>(
      `document.querySelector('[data-e2e-target="${token}"]').checked === true`,
    );
    if (!checked) await this.clickAtRest(await this.find({ label, enabled: true }));
  }

  async setFiles(label: string, paths: readonly string[]): Promise<void> {
    await this.browser.setFiles(await this.find({ label }), paths);
  }

  /** Marks the field for a page script (which finds it by the token). */
  field(label: string): Promise<string> {
    return this.find({ label });
  }

  press(key: Key): Promise<void> {
    return this.browser.press(key);
  }

  screenshot(path: string): Promise<void> {
    return this.browser.screenshot(path);
  }

  /** Whether the page shows one element matching the query right now. */
  async sees(role: Role, name: string | RegExp, exact = true): Promise<boolean> {
    const found = await this.evaluate<string>(MARK_ELEMENT, {
      query: serialiseQuery({ role, name, exact }),
      token: 'probe',
    });
    return found === 'found';
  }

  async expectRole(role: Role, name: string | RegExp, exact = true, timeoutMs = WAIT_MS) {
    await this.find({ role, name, exact }, timeoutMs);
  }

  /** The page's visible text, white space collapsed. */
  pageText(): Promise<string> {
    return this.evaluate<string>(PAGE_TEXT);
  }

  /**
   * Polls `probe` (one command at a time: a WebDriver session must not be sent two at once) until
   * it holds.
   */
  async waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = WAIT_MS): Promise<void> {
    await this.wait(what, probe, timeoutMs);
  }

  async expectText(text: string | RegExp, timeoutMs = WAIT_MS): Promise<void> {
    await this.wait(
      `the text "${String(text)}"`,
      async () => {
        const page = await this.evaluate<string>(PAGE_TEXT);
        return typeof text === 'string' ? page.includes(text) : text.test(page);
      },
      timeoutMs,
    );
  }

  /** Waits until the open dialog has drawn the picture `alt`, `width` pixels wide from its bytes. */
  async expectPicture(alt: string, width: number): Promise<void> {
    await this.wait(`the picture "${alt}" drawn ${width} px wide`, () =>
      this.evaluate<boolean>(
        `function (alt) {
          const img = [...document.querySelectorAll('[role=dialog] img')].find((i) => i.alt === alt);
          return Boolean(img && img.complete && img.naturalWidth === ${width});
        }`,
        alt,
      ),
    );
  }

  async expectNoText(text: string): Promise<void> {
    await this.wait(
      `"${text}" to go`,
      async () => !(await this.evaluate<string>(PAGE_TEXT)).includes(text),
    );
  }

  /** The downloaded file `name`, once it is whole (no partial file beside it). */
  async download(name: string, timeoutMs = 60_000): Promise<string> {
    const path = join(this.downloadDir, name);
    return this.wait(
      `the download of ${name}`,
      async () => {
        if (!existsSync(path)) return undefined;
        const partial = readdirSync(this.downloadDir).some((file) =>
          /\.part$|\.crdownload$/.test(file),
        );
        if (partial) return undefined;
        const size = statSync(path).size;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return statSync(path).size === size ? path : undefined;
      },
      timeoutMs,
    );
  }
}
