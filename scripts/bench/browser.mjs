// Headless Chromium with a persistent profile (an incognito-like context keeps IndexedDB
// blobs in memory and would not measure the disk), and a heap meter over the DevTools protocol.
import { mkdirSync } from 'node:fs';
import { cpus, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../ensure-chromium.mjs';

export { CHROMIUM_ARGS };

/** @param {{ profileDir: string, executablePath: string, baseURL: string }} options */
export async function launchBrowser({ profileDir, executablePath, baseURL }) {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
    // Playwright would otherwise exit on Ctrl-C before the stack and temp files are cleaned up.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const { product } = await cdp.send('Browser.getVersion');
  return { context, page, cdp, version: product.replace('/', ' ') };
}

const SAMPLE_EVERY_MS = 20;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Memory of the page's renderer: JS heap plus the backing stores of array buffers and external
 * strings (`Runtime.getHeapUsage`); JSHeapUsedSize alone would miss a 133 MB data-URL string.
 * @param {import('playwright-core').CDPSession} cdp
 */
export function heapMeter(cdp) {
  async function usage() {
    const u = await cdp.send('Runtime.getHeapUsage');
    return u.usedSize + (u.backingStorageSize ?? 0);
  }

  /**
   * Runs `op` after a full GC, sampling every ~20 ms; growth = peak − the value just before.
   * @template T
   * @param {() => Promise<T>} op
   * @returns {Promise<{ result: T, growthBytes: number }>}
   */
  async function measured(op) {
    await cdp.send('HeapProfiler.collectGarbage');
    const before = await usage();
    let peak = before;
    let running = true;
    const sampler = (async () => {
      while (running) {
        peak = Math.max(peak, await usage().catch(() => peak));
        await sleep(SAMPLE_EVERY_MS);
      }
    })();
    let result;
    try {
      result = await op();
    } finally {
      running = false;
      await sampler;
    }
    // An op shorter than one sampling interval still gets its end state counted.
    peak = Math.max(peak, await usage());
    return { result, growthBytes: peak - before };
  }

  return { measured, collectGarbage: () => cdp.send('HeapProfiler.collectGarbage') };
}

/**
 * The benchmark's stage: the stack (Auth emulator, inbox, the built app) and one Chromium profile
 * in `work`, each stopped at cleanup; the returned page is where every op runs.
 * @param {{ work: string, appPort: number, distDir: string, startStack: Function, onCleanup: Function, executablePath: string }} options
 */
export async function openBenchStage({
  work,
  appPort,
  distDir,
  startStack,
  onCleanup,
  executablePath,
}) {
  const stack = await startStack({
    appPort,
    inboxPort: 8787,
    dataDir: join(work, 'data'),
    distDir,
  });
  onCleanup(() => stack.stop());
  const profileDir = join(work, 'profile');
  mkdirSync(profileDir);
  const browser = await launchBrowser({ profileDir, executablePath, baseURL: stack.appUrl });
  onCleanup(() => browser.context.close());
  return { stack, browser, page: browser.page, cdp: browser.cdp, meter: heapMeter(browser.cdp) };
}

/** The machine a report's figures were measured on. */
export function describeMachine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memory: totalmem(),
    os: `${platform()} ${release()}`,
  };
}
