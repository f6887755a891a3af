// The heap of the page's dedicated workers, over the DevTools protocol: a worker has no
// performance.memory, and Playwright gives no session to one, so the page's session attaches to
// each worker and sends it Runtime.getHeapUsage as a message.

/** @param {import('playwright-core').CDPSession} cdp the page's session */
export async function workerHeaps(cdp) {
  /** @type {Map<string, string>} sessionId → worker URL */
  const workers = new Map();
  /** @type {Map<number, (value: any) => void>} */
  const waiting = new Map();
  let nextId = 1;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'worker') workers.set(sessionId, targetInfo.url);
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => workers.delete(sessionId));
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message);
    waiting.get(reply.id)?.(reply.result);
    waiting.delete(reply.id);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });

  /** A worker closed by a navigation never answers: its question is dropped after a second. */
  function send(sessionId, method) {
    const id = nextId++;
    const answer = new Promise((resolve) => {
      waiting.set(id, resolve);
      setTimeout(() => {
        waiting.delete(id);
        resolve(null);
      }, 1_000);
    });
    cdp
      .send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method }),
      })
      .catch(() => {
        // The worker went with a navigation between the listing and the question.
        workers.delete(sessionId);
      });
    return answer;
  }

  /** Bytes used by the heap of the worker whose URL matches `pattern`, or null without one. */
  async function usage(pattern) {
    for (const [sessionId, url] of workers) {
      if (!pattern.test(url)) continue;
      const result = await send(sessionId, 'Runtime.getHeapUsage');
      return result ? result.usedSize + (result.backingStorageSize ?? 0) : null;
    }
    return null;
  }

  /** Asks the worker to collect its garbage, so a growth is measured from its floor. */
  async function collect(pattern) {
    for (const [sessionId, url] of workers) {
      if (pattern.test(url)) await send(sessionId, 'HeapProfiler.collectGarbage');
    }
  }

  return { usage, collect };
}
