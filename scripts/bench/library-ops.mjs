// The library figures of `npm run bench`: search latency per keystroke over 5,000 files, and the
// time to the first drawn page of a 100-page, 50 MB PDF in the preview, each against a baseline
// run in the same page. The functions passed to page.evaluate run in the page: self-contained.
import { pickReferenceFile } from './reference-stores.mjs';

export const SEARCH_FILES = 5000;
/** Typed one key at a time: every prefix is a keystroke the student waits on. */
export const SEARCH_QUERY = 'graph week 1';

/** Seeds `count` inline records over many lists of every kind, as a long-used library would be. */
export async function seedLibrary(page, uid, count = SEARCH_FILES) {
  await page.evaluate(
    ({ uid, count }) => {
      const topics = ['graph', 'sorting', 'hashing', 'trees', 'networks', 'proofs', 'lambda'];
      const lists = [
        ...['dsa', 'iot', 'ai-ml', 'focs', 'big-data', 'deep-learning'].map((s) => `notes_${s}`),
        ...['big-data', 'game-theory'].flatMap((s) => [
          `papers_${s}_mid-sem`,
          `papers_${s}_end-sem`,
        ]),
        'lecture_schedules',
        'refbooks_ai-ml',
      ];
      const byList = new Map(lists.map((key) => [key, []]));
      const now = Date.now();
      for (let i = 0; i < count; i += 1) {
        const key = lists[i % lists.length];
        const [, subject, paperType] = key.split('_');
        byList.get(key).push({
          id: `bench_${i}`,
          fileName: `${topics[i % topics.length]}-week-${(i % 14) + 1}-part-${i}.pdf`,
          fileSize: 2,
          fileType: 'application/pdf',
          uploadedAt: new Date(now - i * 60_000).toISOString(),
          uploadedBy: uid,
          isLargeFile: false,
          data: 'data:application/pdf;base64,aGk=',
          ...(key === 'lecture_schedules' ? {} : { subject }),
          ...(paperType ? { paperType } : {}),
        });
      }
      for (const [key, records] of byList) localStorage.setItem(key, JSON.stringify(records));
    },
    { uid, count },
  );
}

export async function unseedLibrary(page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (/^(notes_|papers_|refbooks_|lecture_schedules)/.test(key)) localStorage.removeItem(key);
    }
  });
}

/**
 * Types SEARCH_QUERY into the bar's search, one character per keystroke, and times each from the
 * input event to the frame after the listbox shows that query's results. The baseline does the
 * same work by hand in the same page: parse every list, filter names by substring, draw up to 12
 * rows into a list of its own, and wait for the frame.
 * @returns {Promise<{ app: number[], baseline: number[] }>}
 */
export async function timeSearchKeystrokes(page) {
  await page.goto('/dashboard');
  const field = page.getByRole('combobox', { name: 'Search files' });
  await field.waitFor();
  await field.focus();
  return page.evaluate(async (query) => {
    const afterFrame = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        }),
      );
    const input = document.querySelector('input[role=combobox]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const listbox = document.getElementById(input.getAttribute('aria-controls'));
    const answered = (text) =>
      new Promise((resolve) => {
        if (listbox.dataset.resultsFor === text) return resolve();
        const observer = new MutationObserver(() => {
          if (listbox.dataset.resultsFor !== text) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(listbox, { attributes: true });
      });
    const app = [];
    for (let i = 1; i <= query.length; i += 1) {
      const text = query.slice(0, i);
      const start = performance.now();
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await answered(text);
      app.push((await afterFrame()) - start);
    }

    const own = document.createElement('ul');
    document.body.append(own);
    const baseline = [];
    for (let i = 1; i <= query.length; i += 1) {
      const words = query.slice(0, i).toLowerCase().split(/\s+/).filter(Boolean);
      const start = performance.now();
      const names = [];
      for (const key of Object.keys(localStorage)) {
        if (!/^(notes_|papers_|refbooks_|lecture_schedules)/.test(key)) continue;
        for (const record of JSON.parse(localStorage.getItem(key))) {
          const name = record.fileName.toLowerCase();
          if (words.every((word) => name.includes(word))) names.push(record.fileName);
        }
      }
      own.replaceChildren(
        ...names
          .slice(0, 12)
          .map((name) => Object.assign(document.createElement('li'), { textContent: name })),
      );
      baseline.push((await afterFrame()) - start);
    }
    own.remove();
    return { app, baseline };
  }, SEARCH_QUERY);
}

/**
 * Opens the stored PDF's preview from its list and times the click to the frame after its first
 * page is drawn (a canvas with pixels and 'Page 1 of N'). Closes the preview after.
 * @returns {Promise<number>}
 */
export async function timeFirstPage(page, listPath, fileName, pages) {
  await page.goto(listPath);
  const button = page.getByRole('button', { name: `Preview ${fileName}`, exact: true });
  await button.waitFor();
  await page.evaluate(() => {
    window.__studyshelfBenchClick = new Promise((resolve) =>
      document.addEventListener('click', () => resolve(performance.now()), {
        capture: true,
        once: true,
      }),
    );
  });
  const drawn = page.evaluate(async (pageText) => {
    const clickAt = await window.__studyshelfBenchClick;
    return new Promise((resolve) => {
      const check = () => {
        const dialog = document.querySelector('[role=dialog]');
        const canvas = dialog?.querySelector('canvas');
        if (canvas && canvas.width > 0 && dialog.textContent.includes(pageText)) {
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - clickAt);
            channel.port2.postMessage(null);
          });
          return;
        }
        requestAnimationFrame(check);
      };
      check();
    });
  }, `Page 1 of ${pages}`);
  await button.click();
  const ms = await drawn;
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return ms;
}

/**
 * The baseline of the first page: what a viewer that reads the whole file first pays before it
 * can parse anything (the same File picked in the page, read into one ArrayBuffer).
 * @returns {Promise<number>}
 */
export async function timeWholeRead(page, filePath) {
  await pickReferenceFile(page, filePath);
  return page.evaluate(async () => {
    const start = performance.now();
    const buffer = await window.__studyshelfBenchFile.arrayBuffer();
    window.__studyshelfBenchHeld = buffer;
    const ms = performance.now() - start;
    delete window.__studyshelfBenchHeld;
    delete window.__studyshelfBenchFile;
    return ms;
  });
}
