import { SETTLE_MS } from '../src/features/preview/pdf/use-drawn-view';
import { notesOf, upload } from './files';
import { asStudent, expect } from './fixtures';
import { writePdf } from './sample-files';

const test = asStudent;

test('a flick through a long book draws the pages where it stops, not every page it flies past', async ({
  page,
  files,
}) => {
  await upload(page, notesOf('ai-ml'), [writePdf(files.path('long-book.pdf'), 120)]);
  await page.getByRole('button', { name: 'Preview long-book.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'long-book.pdf' });
  await expect(dialog.getByRole('toolbar').getByText('Page 1 of 120')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Page 1' }).locator('canvas')).toBeVisible();
  const reader = dialog.getByRole('region', { name: /^long-book\.pdf, page/ });
  // A fling: 600 px a frame, from the first page to the last, counting the canvases made, and
  // the frames that came SETTLE_MS or more after the one before: there the view did stop, on a
  // machine too busy to draw frames, and the pages in it are drawn as they should be.
  const { made, lateFrames } = await reader.evaluate(async (element, settleMs) => {
    let canvases = 0;
    let late = 0;
    const watch = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element)
            canvases += node.matches('canvas') ? 1 : node.querySelectorAll('canvas').length;
    });
    watch.observe(element, { childList: true, subtree: true });
    let frameAt = performance.now();
    while (element.scrollTop + element.clientHeight < element.scrollHeight - 1) {
      element.scrollTop += 600;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      if (now - frameAt >= settleMs) late += 1;
      frameAt = now;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    watch.disconnect();
    return { made: canvases, lateFrames: late };
  }, SETTLE_MS);
  await expect(dialog.getByRole('toolbar').getByText('Page 120 of 120')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Page 120' }).locator('canvas')).toBeInViewport();
  // The pages around the end, and perhaps those around the flick's first frame; and where a
  // frame came late, the view it stopped at and the next one, which came slowly (four pages
  // each at most, as at rest): not 120.
  expect(made).toBeLessThanOrEqual(12 + 8 * lateFrames);
});
