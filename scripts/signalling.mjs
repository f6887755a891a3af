// The pairing service of "Send to another device": the PeerJS server (`peer`), run on loopback as
// the Auth emulator is. It carries only the two devices' connection offers and ICE candidates;
// the files go device to device over the WebRTC data channel it helps them open. It counts what
// it relays when a test asks, so the test can prove that no file byte passes through it.
import { Worker } from 'node:worker_threads';

export const SIGNALLING = { host: '127.0.0.1', port: 9000, path: '/' };
export const signallingOrigin = `http://${SIGNALLING.host}:${SIGNALLING.port}`;
/** Where the local server says how much it has relayed, `{ messages, bytes }`, when counting. */
export const RELAYED_PATH = '/relayed';

/**
 * Starts the server in a thread of its own: closing it ends the thread, and with it the timers
 * the PeerJS server never stops, which would otherwise keep the process (a test run, a
 * benchmark) alive after everything else has stopped.
 * @param {{ port?: number, host?: string, countRelayed?: boolean }} [options]
 * @returns {Promise<{ close: () => Promise<void>, onStopped: (listener: () => void) => void }>}
 */
export function startSignalling({
  port = SIGNALLING.port,
  host = SIGNALLING.host,
  countRelayed = false,
} = {}) {
  const thread = new Worker(new URL('./signalling-server.mjs', import.meta.url), {
    workerData: {
      port,
      host,
      path: SIGNALLING.path,
      relayedPath: countRelayed ? RELAYED_PATH : null,
    },
  });
  let closing = false;
  return new Promise((resolve, reject) => {
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the pairing service exited (${code})`)));
    thread.once('message', () =>
      resolve({
        close: async () => {
          closing = true;
          await thread.terminate();
        },
        onStopped: (listener) => thread.once('exit', () => closing || listener()),
      }),
    );
  });
}
