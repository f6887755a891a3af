import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ToIndexer } from './content-index-protocol';

vi.mock('./serve-file-bytes', () => ({
  fileBytes: () => Promise.resolve(null),
  closeFileBytes: () => undefined,
}));

/**
 * Workers started by this file's copy of the client: the test files share one window, where the
 * copies other files imported hear the same page events. Each worker is told the visible files
 * first; this copy's list names it.
 */
const MARK = 'content-index-start.test';
let started = 0;

class FakeWorker {
  onmessage: unknown = null;
  onerror: unknown = null;
  postMessage(message: ToIndexer) {
    if (message.type === 'visible' && message.fileIds.includes(MARK)) started += 1;
  }
  terminate() {}
}

beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
afterEach(() => vi.unstubAllGlobals());

function leaveAndComeBack() {
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
}

it('starts no worker for a page that only shows what the index holds; a search starts one', async () => {
  vi.resetModules();
  const { contentIndex } = await import('./content-index-client');
  contentIndex.setVisible([MARK]);
  const stop = contentIndex.subscribe(() => undefined);
  expect(contentIndex.status()).toBeNull();
  // Left for another page and back from the back-forward cache: still none.
  leaveAndComeBack();
  expect(started).toBe(0);

  void contentIndex.search('kosaraju');
  expect(started).toBe(1);
  // A page that had one gets one again when it comes back.
  leaveAndComeBack();
  expect(started).toBe(2);
  stop();
});
