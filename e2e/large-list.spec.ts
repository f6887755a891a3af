/**
 * A list of 5,000 files: its screen shows its first rows at once, and typing in the bar's search
 * holds up nothing. Timed in the page, from the navigation to the first row painted, once the
 * screen's code is in (as on any visit after the first). Figures are printed.
 */
import type { Page } from '@playwright/test';
import { currentUid } from './files';
import { asStudent as test, expect } from './fixtures';
import { forgetLongTasks, leastLongestTask, longTasks, recordLongTasks } from './long-tasks';

const FILES = 5000;
/**
 * The aim is 100 ms: on this machine, alone, medians of 172 and 261 ms (107 ms for the app of
 * 2026-11-27, built and run on the same day). The bound catches what matters: a list drawing
 * every row before the first ones show (a median of 3.3 s here), or "Loading…" shown while the
 * screen's code arrives, which React keeps up for 300 ms (a median of 418 ms here). The test runs last and
 * alone (the `timed` project): beside another test on two CPUs, medians of 512 to 688 ms.
 */
const FIRST_ROWS_WITHIN_MS = 500;
/**
 * Over 5,000 files a keystroke once took 0.5-0.7 s; now no task of typing is a long one here
 * alone, one took 113 ms beside the attack test, and one 389 ms once in a whole run.
 */
const TYPING_TASK_WITHIN_MS = 200;
/**
 * The rows after the first ones come in steps of 400 (MORE_ROWS), each its own short render and
 * commit; drawn in one render they held the page for 350-510 ms here. Counted, not timed: the rows
 * a single frame adds do not depend on what else the machine is doing, where a task's length does.
 */
const ROWS_PER_STEP = 400;
/** Every row in the page: about 4 s here alone, 11 s beside another test. */
const ALL_ROWS_WITHIN_MS = 30_000;

/** 5,000 small notes in one list, stored as an upload stores them (inline, in localStorage). */
async function storeManyNotes(page: Page): Promise<void> {
  const uid = await currentUid(page);
  await page.evaluate(
    ({ uid, count }) => {
      const start = Date.parse('2026-11-27T06:00:00.000Z');
      const records = Array.from({ length: count }, (_, index) => ({
        id: `notes_dsa_${start - index}_f${index}`,
        fileName: `lecture ${index}.pdf`,
        fileSize: 10,
        fileType: 'application/pdf',
        uploadedAt: new Date(start - index * 60_000).toISOString(),
        uploadedBy: uid,
        isLargeFile: false,
        subject: 'dsa',
        data: 'data:application/pdf;base64,MDEyMzQ1Njc4OQ==',
      }));
      localStorage.setItem('notes_dsa', JSON.stringify(records));
    },
    { uid, count: FILES },
  );
}

/** Milliseconds from a client-side navigation to `path` until its first file row is painted. */
function timeToFirstRow(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (to) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
        // Looked for in each frame's callbacks, which run just before that frame is painted: the
        // first frame to hold a row is the one that paints it.
        const look = () => {
          if (document.querySelector('ul[aria-label="Files"] li')) {
            resolve(performance.now() - started);
          } else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    path,
  );
}

/**
 * Navigates to `path` and waits in the page, without polling from outside it, for `count` rows:
 * the time that took, and the most rows any one frame added.
 */
function fillRows(
  page: Page,
  path: string,
  count: number,
): Promise<{ ms: number; mostInOneFrame: number }> {
  return page.evaluate(
    ({ to, count }) =>
      new Promise<{ ms: number; mostInOneFrame: number }>((resolve) => {
        const started = performance.now();
        let before = 0;
        let mostInOneFrame = 0;
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
        const look = () => {
          const rows = document.querySelector('ul[aria-label="Files"]')?.childElementCount ?? 0;
          // The first frame with rows shows the first screen at once: only the steps after count.
          if (before > 0) mostInOneFrame = Math.max(mostInOneFrame, rows - before);
          before = rows;
          if (rows >= count) resolve({ ms: performance.now() - started, mostInOneFrame });
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    { to: path, count },
  );
}

async function longTasksSince(page: Page, mark: () => Promise<void>): Promise<number[]> {
  await forgetLongTasks(page);
  await mark();
  return longTasks(page);
}

test('a list of 5,000 files shows its first rows at once, and typing in the search holds up nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await storeManyNotes(page);
  await recordLongTasks(page);
  // The list screen's code, fetched once as on a student's first visit.
  await page.goto('/view-notes/dsa');
  await expect(page.getByText('5000 files', { exact: true })).toBeVisible();

  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    times.push(await timeToFirstRow(page, '/view-notes/dsa'));
    await expect(page.getByText('lecture 0.pdf', { exact: true })).toBeVisible();
  }
  const median = [...times].sort((a, b) => a - b)[2] ?? Infinity;
  console.log(
    `5,000 files, first rows: ${times.map(Math.round).join(', ')} ms (median ${Math.round(median)})`,
  );
  expect(median).toBeLessThan(FIRST_ROWS_WITHIN_MS);

  // Every row is drawn after the first ones, for find-in-page and screen readers, and drawing
  // them holds up nothing for long.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  let filled = { ms: Infinity, mostInOneFrame: Infinity };
  const filling = await longTasksSince(page, async () => {
    filled = await fillRows(page, '/view-notes/dsa', FILES);
  });
  console.log(
    `5,000 files, every row: ${Math.round(filled.ms)} ms, at most ${filled.mostInOneFrame} rows a frame, long tasks ${JSON.stringify(filling.map(Math.round))}`,
  );
  expect(filled.ms).toBeLessThan(ALL_ROWS_WITHIN_MS);
  expect(filled.mostInOneFrame).toBeLessThanOrEqual(ROWS_PER_STEP);
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(FILES);

  const search = page.getByRole('combobox', { name: 'Search files' });
  await search.click();
  // The result is looked for inside the list the field controls. Playwright's role query runs in
  // the page: over 5,000 rows each of its polls is itself a task of tens of milliseconds, and under
  // load one was a long task counted against the app.
  const results = page.locator(`[id="${await search.getAttribute('aria-controls')}"]`);
  const longest = await leastLongestTask(TYPING_TASK_WITHIN_MS, async () => {
    await search.fill('');
    const typing = await longTasksSince(page, async () => {
      await search.pressSequentially('lecture 4321', { delay: 30 });
      await expect(results.getByRole('option', { name: /lecture 4321\.pdf/ })).toBeVisible();
    });
    console.log(`typing "lecture 4321" over 5,000 files: long tasks ${JSON.stringify(typing)}`);
    return Math.max(0, ...typing);
  });
  expect(longest).toBeLessThan(TYPING_TASK_WITHIN_MS);
});
