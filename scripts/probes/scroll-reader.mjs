// A page function, shared by the reader's timed test and its benchmark: run in the page through
// Playwright's `locator.evaluate`, so it is self-contained (nothing from this module's scope).

/**
 * Scrolls the PDF reader `reader` (its scrolling region) from its first page to its last and
 * reports each frame's gap, the most page canvases in it at once and how many it made on the way.
 * `stepPx` moves a step each frame, as a fast flick does (the reader waits for a flick to slow
 * before it draws); `screensPerSecond` reads steadily through at that speed. At the end it waits
 * for the last page to be drawn, as a student reaching the end would see it, then `afterMs` more.
 * @param {Element} reader
 * @param {{ stepPx?: number, screensPerSecond?: number, afterMs?: number }} pace
 */
export async function scrollReader(reader, { stepPx, screensPerSecond, afterMs = 0 }) {
  reader.scrollTop = 0;
  let canvasesMade = 0;
  const watch = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node instanceof Element)
          canvasesMade += node.matches('canvas') ? 1 : node.querySelectorAll('canvas').length;
  });
  watch.observe(reader, { childList: true, subtree: true });
  const gaps = [];
  const start = performance.now();
  let last = start;
  let mostCanvases = 0;
  while (reader.scrollTop + reader.clientHeight < reader.scrollHeight - 1) {
    if (stepPx) reader.scrollTop += stepPx;
    else {
      const seconds = (performance.now() - start) / 1000;
      reader.scrollTop = Math.max(
        reader.scrollTop + 1,
        Math.round(seconds * (screensPerSecond ?? 1) * reader.clientHeight),
      );
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = performance.now();
    gaps.push(now - last);
    last = now;
    mostCanvases = Math.max(mostCanvases, reader.querySelectorAll('canvas').length);
  }
  for (let tries = 0; tries < 600; tries += 1) {
    const label = reader.getAttribute('aria-label') ?? '';
    const lastPage = reader.querySelector('[role=group]:last-child canvas');
    if (lastPage && /page \d+$/.test(label)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  watch.disconnect();
  return { gaps, mostCanvases, canvasesMade, height: reader.scrollHeight };
}
