// The app-driven figures: each op is started by a real click, and timed inside the page from
// that click (a capture listener on window) to the moment the page itself observes the result,
// so Playwright's round trips stay out of the figures. Page functions must stay self-contained.
import { statSync } from 'node:fs';
import { FILE_DB } from './kinds.mjs';

const OP_TIMEOUT_MS = 120_000;
const SCREEN_TIMEOUT_MS = 10_000;
const ROWS = 1000;

/**
 * Arms the in-page probes for the next op: the time of the next click; every object URL the
 * page makes (View and Download hand the assembled Blob to URL.createObjectURL: that call is
 * the moment the Blob is ready); and, given `listWrite`, the moment a localStorage write to
 * that key first contains that text. `bench.observed` resolves when the awaited one happens
 * (the list write, or an object URL of `blobSize` bytes), so nothing polls the page meanwhile:
 * the references, timed inside one page.evaluate, are not polled either.
 */
async function armProbes(page, { listWrite = null, blobSize = null } = {}) {
  await page.evaluate(
    ({ listWrite, blobSize }) => {
      const bench = (window.__studyshelfBench ??= {});
      bench.clickAt = undefined;
      bench.objectUrls = [];
      bench.listWrite = listWrite;
      bench.listWrittenAt = undefined;
      bench.blobSize = blobSize;
      bench.observed = new Promise((resolve) => {
        bench.resolveObserved = resolve;
      });
      // An error alert ends the wait with the app's own words (one already shown is not this op's).
      bench.complaint = undefined;
      bench.watcher?.disconnect();
      const shown = document.querySelector('[role="alert"]');
      bench.watcher = new MutationObserver(() => {
        const alert = document.querySelector('[role="alert"]');
        if (!alert || alert === shown) return;
        bench.complaint = alert.textContent.trim();
        bench.watcher.disconnect();
        bench.resolveObserved();
      });
      bench.watcher.observe(document.body, { childList: true, subtree: true });
      if (!bench.wrapped) {
        const createObjectURL = URL.createObjectURL.bind(URL);
        URL.createObjectURL = (object) => {
          const href = createObjectURL(object);
          const made = { at: performance.now(), size: object?.size ?? -1 };
          bench.objectUrls.push(made);
          if (made.size === bench.blobSize) bench.resolveObserved();
          return href;
        };
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          setItem.call(this, key, value);
          const watched = bench.listWrite;
          if (
            watched &&
            bench.listWrittenAt === undefined &&
            key === watched.key &&
            String(value).includes(watched.text)
          ) {
            bench.listWrittenAt = performance.now();
            bench.resolveObserved();
          }
        };
        bench.wrapped = true;
      }
      window.addEventListener(
        'click',
        () => {
          bench.clickAt = performance.now();
        },
        { capture: true, once: true },
      );
    },
    { listWrite, blobSize },
  );
}

/** Waits in the page, without polling, for the armed probe; then `read(arg)` computes the result there. */
async function awaitObserved(page, read, arg) {
  await page.evaluate(async (timeoutMs) => {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`nothing observed in ${timeoutMs} ms`)), timeoutMs);
    });
    const bench = window.__studyshelfBench;
    try {
      await Promise.race([bench.observed, timeout]);
    } finally {
      clearTimeout(timer);
      bench.watcher.disconnect();
    }
    if (bench.complaint !== undefined) throw new Error(`the app said: ${bench.complaint}`);
  }, OP_TIMEOUT_MS);
  return page.evaluate(read, arg);
}

/**
 * Starts watching for an error alert (call it before the click). Resolves to a holder whose
 * promise rejects with the app's own text, so a failed op fails fast instead of waiting for a
 * timeout. (Wrapped in an object: an async function returning the bare promise would make the
 * caller's await wait for the complaint itself.)
 */
async function watchForComplaint(page) {
  const alerts = page.getByRole('alert');
  // An alert already on screen is not this op's doing.
  if ((await alerts.count()) > 0) return { complaint: new Promise(() => {}) };
  const complaint = alerts
    .first()
    .waitFor({ timeout: OP_TIMEOUT_MS })
    .then(
      async () => {
        throw new Error(`the app said: ${(await alerts.first().innerText()).trim()}`);
      },
      // No alert in time: the op's own timeout tells what went wrong.
      () => new Promise(() => {}),
    );
  complaint.catch(() => {});
  return { complaint };
}

/** Whether the kind's upload screen is built (a file input shows up; the landing screen has none). */
export async function uploadScreenExists(page, kind) {
  await page.goto(kind.uploadPath);
  return page
    .locator('input[type=file]')
    .first()
    .waitFor({ state: 'attached', timeout: SCREEN_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
}

/**
 * store: pick the file through the screen's own input, click the upload button, wait for the
 * list entry (written last, after every byte) to appear in localStorage.
 * @returns {Promise<{ ms: number, growthBytes: number, id: string }>}
 */
export async function storeThroughApp(page, kind, { filePath, fileName }, meter) {
  await page.goto(kind.uploadPath);
  await page.locator('input[type=file]').first().setInputFiles(filePath);
  const button = page.getByRole('button', { name: kind.uploadButton, exact: true });
  await button.waitFor({ timeout: SCREEN_TIMEOUT_MS });
  await armProbes(page, { listWrite: { key: kind.listKey, text: JSON.stringify(fileName) } });
  const { result, growthBytes } = await meter.measured(async () => {
    const listed = awaitObserved(
      page,
      ({ key, name }) => {
        const bench = window.__studyshelfBench;
        const list = JSON.parse(localStorage.getItem(key) ?? '[]');
        const record = list.find((r) => r.fileName === name);
        return { ms: bench.listWrittenAt - bench.clickAt, id: record?.id };
      },
      { key: kind.listKey, name: fileName },
    );
    const listedOrExplained = listed.catch((error) => {
      const reason = error.message.split('\n')[0];
      if (reason.includes('the app said')) throw new Error(reason);
      throw new Error(
        `no entry for ${fileName} was written to localStorage '${kind.listKey}' (${reason})`,
      );
    });
    listedOrExplained.catch(() => {});
    await button.click();
    return listedOrExplained;
  });
  return { ...result, growthBytes };
}

/**
 * open: click Download (or View) on the stored file; the Blob is ready when the page makes an
 * object URL of the file's size. The download (or new tab) is then checked and discarded.
 * @returns {Promise<{ ms: number, growthBytes: number }>}
 */
export async function openThroughApp(page, kind, { fileName, bytes, via }, meter) {
  await page.goto(kind.viewPath);
  await page.getByText(fileName).first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
  const name = via === 'view' ? /^View\b/i : /^Download\b/i;
  const button = page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
  await button.waitFor({ timeout: SCREEN_TIMEOUT_MS });
  await armProbes(page, { blobSize: bytes });
  const opened =
    via === 'view'
      ? page.context().waitForEvent('page', { timeout: OP_TIMEOUT_MS })
      : page.waitForEvent('download', { timeout: OP_TIMEOUT_MS });
  opened.catch(() => {});
  const { result, growthBytes } = await meter.measured(async () => {
    const ready = awaitObserved(
      page,
      (size) => {
        const bench = window.__studyshelfBench;
        return { ms: bench.objectUrls.find((u) => u.size === size).at - bench.clickAt };
      },
      bytes,
    );
    const readyOrExplained = ready.catch((error) => {
      const reason = error.message.split('\n')[0];
      if (reason.includes('the app said')) throw new Error(reason);
      throw new Error(`no Blob of ${bytes} bytes was passed to URL.createObjectURL (${reason})`);
    });
    readyOrExplained.catch(() => {});
    await button.click();
    return readyOrExplained;
  });
  const target = await opened;
  if (via === 'view') {
    await target.close();
  } else {
    const path = await target.path();
    const size = statSync(path).size;
    await target.delete();
    if (size !== bytes) throw new Error(`Download gave ${size} bytes instead of ${bytes}`);
  }
  return { ...result, growthBytes };
}

/**
 * Starts, before the click, a watcher in the page that checks once a frame from the click on
 * until every named condition holds, and records when each first did (ms after the click). The
 * conditions read localStorage lists and count the file's IndexedDB records by id prefix.
 * `listed`: the list names the id (true) or not (false); `inTrash`: the Trash names it or not;
 * `bytes`: records of the id are left (true) or none (false).
 */
async function watchFromClick(page, { listKey, trashKey, id, expect }) {
  await page.evaluate(
    ({ listKey, trashKey, id, expect, db: { name, store }, timeoutMs }) => {
      const bench = window.__studyshelfBench;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const request = (req) =>
        new Promise((resolve, reject) => {
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      const names = (key) => {
        try {
          const list = JSON.parse(localStorage.getItem(key) ?? '[]');
          // A Trash entry holds its record; a list entry is the record.
          return list.some((entry) => (entry.record?.id ?? entry.id) === id);
        } catch {
          return false;
        }
      };
      bench.watched = (async () => {
        const exists = (await indexedDB.databases()).some((d) => d.name === name);
        // Opening a missing database would create it at version 1 and break the app's upgrade.
        const db = exists ? await request(indexedDB.open(name)) : null;
        db?.addEventListener('versionchange', () => db.close());
        const bytesLeft = async () =>
          db
            ? (await request(
                db
                  .transaction(store)
                  .objectStore(store)
                  .count(IDBKeyRange.bound(id, `${id}\uffff`)),
              )) > 0
            : false;
        const probes = {
          listed: async () => names(listKey),
          inTrash: async () => names(trashKey),
          bytes: bytesLeft,
        };
        const metAt = {};
        const started = performance.now();
        try {
          for (;;) {
            if (bench.clickAt !== undefined) {
              for (const [what, wanted] of Object.entries(expect)) {
                if (metAt[what] === undefined && (await probes[what]()) === wanted)
                  metAt[what] = performance.now() - bench.clickAt;
              }
              if (Object.keys(expect).every((what) => metAt[what] !== undefined)) break;
            }
            if (performance.now() - started > timeoutMs) {
              const missing = Object.keys(expect).filter((what) => metAt[what] === undefined);
              throw new Error(`not done in time: ${missing.join(', ')}`);
            }
            await frame();
          }
        } finally {
          db?.close();
        }
        return { ms: Math.max(...Object.values(metAt)), metAt };
      })();
      bench.watched.catch(() => {});
    },
    { listKey, trashKey, id, expect, db: FILE_DB, timeoutMs: OP_TIMEOUT_MS },
  );
}

/**
 * Waits for the dialog's `confirm` button, arms the probes and the watcher for `expect`, clicks
 * it, and resolves with the watcher's figures, or rejects with the app's complaint.
 */
async function confirmAndWatch(page, confirm, { kind, id, uid, expect }) {
  await confirm.waitFor({ timeout: SCREEN_TIMEOUT_MS });
  await armProbes(page);
  await watchFromClick(page, { listKey: kind.listKey, trashKey: `trash_${uid}`, id, expect });
  const { complaint } = await watchForComplaint(page);
  await confirm.click();
  const watched = page.evaluate(() => window.__studyshelfBench.watched);
  watched.catch(() => {});
  return Promise.race([watched, complaint]);
}

/**
 * delete: on the list, Delete then the dialog's confirm; done when the list entry is gone from
 * localStorage and the student's Trash names the file (its bytes stay for the Trash's 30 days).
 * @returns {Promise<{ ms: number, listMs: number, trashMs: number }>}
 */
export async function deleteThroughApp(page, kind, { fileName, id, uid }) {
  await page.goto(kind.viewPath);
  await page.getByText(fileName).first().waitFor({ timeout: SCREEN_TIMEOUT_MS });
  await page
    .getByRole('button', { name: /^Delete\b/i })
    .first()
    .click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: /^Delete\b/i });
  const { ms, metAt } = await confirmAndWatch(page, confirm, {
    kind,
    id,
    uid,
    expect: { listed: false, inTrash: true },
  });
  return { ms, listMs: metAt.listed, trashMs: metAt.inTrash };
}

/**
 * delete for good: on the Trash screen, "Delete for good" then the dialog's confirm; done when
 * the Trash no longer names the file and IndexedDB holds no record of it (metadata and chunks).
 * @returns {Promise<{ ms: number, trashMs: number, bytesMs: number }>}
 */
export async function deleteForGoodThroughApp(page, kind, { fileName, id, uid }) {
  await page.goto('/trash');
  await page
    .getByRole('button', { name: `Delete for good: ${fileName}` })
    .first()
    .click({ timeout: SCREEN_TIMEOUT_MS });
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Delete for good' });
  const { ms, metAt } = await confirmAndWatch(page, confirm, {
    kind,
    id,
    uid,
    expect: { inTrash: false, bytes: false },
  });
  return { ms, trashMs: metAt.inTrash, bytesMs: metAt.bytes };
}

/**
 * render1000: 1,000 small inline records seeded into the list; timed from a client-side
 * navigation to the list (a click on the upload screen's link to it, else a history push) to the
 * frame after the list is on screen: its newest row and its count ('1000 files'). `allRowsMs` is
 * the time to the frame after the 1,000th (oldest) row is in the page too (the app renders a long
 * list's first screen at once and the other rows in a background render right after).
 * @returns {Promise<{ ms: number, domMs: number, allRowsMs: number, allRowsDomMs: number }>}
 */
export async function render1000ThroughApp(page, kind, uid) {
  // Load the list screen once so its lazily loaded code is not part of the figure.
  await page.goto(kind.viewPath);
  await page.waitForLoadState('networkidle');
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, kind.uploadPath);
  await page
    .locator('input[type=file]')
    .first()
    .waitFor({ state: 'attached', timeout: SCREEN_TIMEOUT_MS });
  const names = await page.evaluate(
    ({ key, subject, uid, rows }) => {
      const now = Date.now();
      const records = [];
      // Oldest first on purpose: the screen must sort (newest first), so the last row is #rows.
      for (let i = rows; i >= 1; i -= 1) {
        records.push({
          id: `note_bench_${i}`,
          fileName: `bench-row-${String(i).padStart(4, '0')}.txt`,
          fileSize: 2,
          fileType: 'text/plain',
          uploadedAt: new Date(now - i * 60_000).toISOString(),
          subject,
          uploadedBy: uid,
          isLargeFile: false,
          data: 'data:text/plain;base64,aGk=',
        });
      }
      localStorage.setItem(key, JSON.stringify(records));
      return { first: records.at(-1).fileName, last: records[0].fileName, count: `${rows} files` };
    },
    { key: kind.listKey, subject: kind.subject, uid, rows: ROWS },
  );
  await armProbes(page);
  await page.evaluate(
    ({ names, timeoutMs }) => {
      const bench = window.__studyshelfBench;
      bench.rendered = new Promise((resolve, reject) => {
        const result = {};
        // rAF runs just before the frame is painted; a message posted from it lands after.
        const afterFrame = (done) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done(performance.now() - bench.clickAt);
            channel.port2.postMessage(null);
          });
        const finish = () => {
          if (result.ms === undefined || result.allRowsMs === undefined) return;
          clearTimeout(timer);
          resolve(result);
        };
        const observer = new MutationObserver(() => {
          const text = document.body.textContent;
          if (
            result.domMs === undefined &&
            text.includes(names.first) &&
            text.includes(names.count)
          ) {
            result.domMs = performance.now() - bench.clickAt;
            afterFrame((ms) => ((result.ms = ms), finish()));
          }
          if (text.includes(names.last)) {
            observer.disconnect();
            result.allRowsDomMs = performance.now() - bench.clickAt;
            afterFrame((ms) => ((result.allRowsMs = ms), finish()));
          }
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(
            new Error(`row "${names.last}" never rendered (is the list paginated or virtualised?)`),
          );
        }, timeoutMs);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      bench.rendered.catch(() => {});
    },
    { names, timeoutMs: OP_TIMEOUT_MS },
  );
  const link = page.locator(`a[href="${kind.viewPath}"]`).first();
  if ((await link.count()) > 0) {
    await link.click();
  } else {
    await page.evaluate((path) => {
      window.__studyshelfBench.clickAt = performance.now();
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, kind.viewPath);
  }
  try {
    return await page.evaluate(() => window.__studyshelfBench.rendered);
  } finally {
    await page.evaluate((key) => localStorage.removeItem(key), kind.listKey);
  }
}

/**
 * After an op broke halfway: removes what the benchmark stored under the kind's list and in the
 * student's Trash (entries and their IndexedDB records) straight from the page, so the next run
 * starts fresh again.
 */
export async function forgetStoredFiles(page, kind, uid) {
  await page.goto(kind.viewPath);
  await page.evaluate(
    async ({ keys, db: { name, store } }) => {
      const ids = [];
      for (const key of keys) {
        try {
          for (const entry of JSON.parse(localStorage.getItem(key) ?? '[]'))
            ids.push(entry.record?.id ?? entry.id);
        } catch {
          /* an unreadable list names nothing */
        }
        localStorage.removeItem(key);
      }
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return;
      const db = await new Promise((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction(store, 'readwrite');
        for (const id of ids) tx.objectStore(store).delete(IDBKeyRange.bound(id, `${id}\uffff`));
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { keys: [kind.listKey, `trash_${uid}`], db: FILE_DB },
  );
}
