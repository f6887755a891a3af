/**
 * The three engines behind one small interface: Chromium through Playwright, Firefox ESR over
 * WebDriver BiDi through puppeteer-core, WebKitGTK through WebKitWebDriver (classic WebDriver)
 * with webdriverio. Each keeps its profile on disk (real IndexedDB and localStorage) unless asked
 * for a private one, and saves downloads into a folder the test reads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type Page as PuppeteerPage,
} from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/ensure-chromium.mjs';
import { FIREFOX_PATH, WEBKIT_DRIVER_PATH } from '../../scripts/ensure-engines.mjs';
import { DRIVER_HUNG, isDriverTimeout } from './driver-hang';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export const ALL_ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** The engines named in ENGINES (comma-separated), or all three. */
export function namedEngines(): EngineName[] {
  const named = process.env.ENGINES?.split(',').map((name) => name.trim());
  return ALL_ENGINES.filter((engine) => !named || named.includes(engine));
}

const WEBKIT_BROWSER = join(dirname(fileURLToPath(import.meta.url)), 'webkit-browser.py');

export interface LaunchOptions {
  profileDir: string;
  downloadDir: string;
  /** A private window: nothing kept on disk (WebKit's ephemeral session, Safari's Private Browsing). */
  ephemeral?: boolean;
  viewport?: { width: number; height: number };
  /** The X display WebKit draws on (Xvfb). */
  display?: string;
}

export type Key = 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Tab';

/** What a test needs of a browser; everything else is built on these. */
export interface EngineBrowser {
  readonly engine: EngineName;
  /** Evaluates a JavaScript expression in the page (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  reload(): Promise<void>;
  /** Acts on the element marked data-e2e-target=token. */
  click(token: string): Promise<void>;
  type(token: string, text: string): Promise<void>;
  setFiles(token: string, paths: readonly string[]): Promise<void>;
  press(key: Key): Promise<void>;
  /** A PNG of what the window shows, for a person to look at. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

const target = (token: string) => `[data-e2e-target="${token}"]`;

/**
 * Blink commits localStorage to disk late: 5 s after a write at the soonest, and a second commit no
 * sooner than a minute after the page first used it. A browser closed before then keeps the write
 * only if its shutdown flushes, which headless Chromium does not always do, so a list written just
 * before a restart could come back empty. This switch makes every commit follow its write within
 * a second, which the restart's wait covers.
 */
const PERSISTENT_CHROMIUM_ARGS = ['--enable-aggressive-domstorage-flushing'];

async function launchChromium(options: LaunchOptions): Promise<EngineBrowser> {
  const context: BrowserContext = options.ephemeral
    ? await (
        await chromium.launch({
          executablePath: TEST_CHROMIUM_PATH,
          headless: true,
          args: CHROMIUM_ARGS,
        })
      ).newContext({ acceptDownloads: true, viewport: options.viewport ?? null })
    : await chromium.launchPersistentContext(options.profileDir, {
        executablePath: TEST_CHROMIUM_PATH,
        headless: true,
        args: [...CHROMIUM_ARGS, ...PERSISTENT_CHROMIUM_ARGS],
        acceptDownloads: true,
        viewport: options.viewport ?? { width: 1280, height: 900 },
      });
  const page: Page = context.pages()[0] ?? (await context.newPage());
  page.on('download', (download) => {
    void download.saveAs(join(options.downloadDir, download.suggestedFilename()));
  });
  return {
    engine: 'chromium',
    evaluate: (expression) => page.evaluate(expression),
    goto: async (url) => {
      await page.goto(url);
    },
    url: () => Promise.resolve(page.url()),
    reload: async () => {
      await page.reload();
    },
    click: (token) => page.locator(target(token)).click(),
    type: (token, text) => page.locator(target(token)).fill(text),
    setFiles: (token, paths) => page.locator(target(token)).setInputFiles([...paths]),
    press: (key) => page.keyboard.press(key),
    screenshot: async (path) => {
      await page.screenshot({ path });
    },
    close: async () => {
      const browser = context.browser();
      await context.close();
      await browser?.close();
    },
  };
}

function firefoxPrefs(downloadDir: string): Record<string, unknown> {
  return {
    // Downloads go straight to the test's folder, PDFs included (not opened in a tab).
    'browser.download.dir': downloadDir,
    'browser.download.folderList': 2,
    'browser.download.useDownloadDir': true,
    'browser.download.always_ask_before_handling_new_types': false,
    'browser.download.open_pdf_attachments_inline': false,
    'browser.download.alwaysOpenPanel': false,
    'browser.download.start_downloads_in_tmp_dir': false,
    'browser.helperApps.neverAsk.saveToDisk':
      'application/pdf,application/zip,application/octet-stream,text/plain,text/csv,image/png,image/jpeg',
    'pdfjs.disabled': true,
    // Two profiles on one machine reach each other by their real and loopback addresses: mDNS
    // names need a resolver the test machine may lack.
    'media.peerconnection.ice.obfuscate_host_addresses': false,
    'media.peerconnection.ice.loopback': true,
  };
}

async function launchFirefox(options: LaunchOptions): Promise<EngineBrowser> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    ...(options.ephemeral ? {} : { userDataDir: options.profileDir }),
    extraPrefsFirefox: firefoxPrefs(options.downloadDir),
    defaultViewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page: PuppeteerPage = options.ephemeral
    ? await (await browser.createBrowserContext()).newPage()
    : ((await browser.pages())[0] ?? (await browser.newPage()));
  return {
    engine: 'firefox',
    evaluate: (expression) => page.evaluate(expression) as Promise<never>,
    goto: async (url) => {
      await page.goto(url);
    },
    url: () => Promise.resolve(page.url()),
    reload: async () => {
      await page.reload();
    },
    click: (token) => page.click(target(token)),
    type: async (token, text) => {
      await page.evaluate((selector) => {
        const el = document.querySelector<HTMLInputElement>(selector);
        el?.select();
      }, target(token));
      await page.keyboard.press('Backspace');
      await page.type(target(token), text);
    },
    setFiles: async (token, paths) => {
      const input = await page.$(target(token));
      if (!input) throw new Error('file input gone');
      await (input as unknown as { uploadFile: (...p: string[]) => Promise<void> }).uploadFile(
        ...paths,
      );
    },
    press: (key) => page.keyboard.press(key),
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error('WebKitWebDriver exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start');
}

/** Ends a process group and waits until its leader has gone. */
async function endGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

const WEBDRIVER_KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Tab: '\uE004',
};

async function launchWebKit(options: LaunchOptions): Promise<EngineBrowser> {
  const port = await freePort();
  const env = { ...process.env, DISPLAY: options.display ?? process.env.DISPLAY ?? ':99' };
  // Its own process group, so that closing ends the driver and the browser it started.
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  await waitForDriver(port, driver);
  const { width, height } = options.viewport ?? { width: 1280, height: 900 };
  const args = [
    WEBKIT_BROWSER,
    '--automation',
    `--download-dir=${options.downloadDir}`,
    `--width=${width}`,
    `--height=${height}`,
    options.ephemeral ? '--ephemeral' : `--data-dir=${options.profileDir}`,
  ];
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    connectionRetryCount: 0,
    connectionRetryTimeout: 60_000,
    capabilities: {
      browserName: 'StudyShelfWebKit',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: '/usr/bin/python3', args },
    } as WebdriverIO.Capabilities,
  });
  const element = (token: string) => browser.$(target(token));
  // Once a command has hung, the session is lost: every later one fails at once.
  let hung: Error | null = null;
  const send = async <T>(command: () => Promise<T>): Promise<T> => {
    if (hung) throw hung;
    try {
      return await command();
    } catch (error) {
      if (!isDriverTimeout(error)) throw error;
      hung = new Error(`${DRIVER_HUNG}: ${(error as Error).message}`, { cause: error });
      throw hung;
    }
  };
  return {
    engine: 'webkit',
    evaluate: (expression) =>
      send(() => browser.execute(`return ${expression};`) as Promise<never>),
    goto: (url) => send(() => browser.url(url)).then(() => undefined),
    url: () => send(() => browser.getUrl()),
    reload: () => send(() => browser.refresh()),
    click: (token) => send(() => element(token).click()),
    type: (token, text) =>
      send(async () => {
        // WebKitWebDriver refuses Element Clear on some fields (the search combobox).
        await browser.execute(
          `const el = document.querySelector('${target(token)}');` +
            "const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;" +
            "set.call(el, ''); el.dispatchEvent(new Event('input', { bubbles: true }));",
        );
        await element(token).addValue(text);
      }),
    setFiles: (token, paths) => send(() => element(token).addValue(paths.join('\n'))),
    press: (key) => send(() => browser.keys([WEBDRIVER_KEYS[key]])),
    screenshot: (path) => send(() => browser.saveScreenshot(path)).then(() => undefined),
    close: async () => {
      try {
        if (!hung) await browser.deleteSession();
      } finally {
        await endGroup(driver);
      }
    },
  };
}

export function launchEngine(engine: EngineName, options: LaunchOptions): Promise<EngineBrowser> {
  mkdirSync(options.downloadDir, { recursive: true });
  if (engine === 'chromium') return launchChromium(options);
  if (engine === 'firefox') return launchFirefox(options);
  return launchWebKit(options);
}
