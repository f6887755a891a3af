// The pairing service's own thread (see signalling.mjs): the PeerJS server keeps timers of its
// own running for as long as its process lives, even after its HTTP server is closed, so it runs
// where ending the thread ends them too.
import { parentPort, workerData } from 'node:worker_threads';
import { PeerServer } from 'peer';
import { limitedSocketServer } from './signalling-limits.mjs';

const { port, host, path, relayedPath } = workerData;
const relayed = { messages: 0, bytes: 0 };

const app = PeerServer(
  {
    port,
    host,
    path,
    // Nobody may list who is waiting: a pairing code is the only way to a device.
    allow_discovery: false,
    // A pairing lives 5 minutes; a peer that stops answering is let go within a minute.
    alive_timeout: 60_000,
    concurrent_limit: 5_000,
    createWebSocketServer: (options) => limitedSocketServer(options),
  },
  // An error of the server is not caught: it ends the thread, which the stack hears of.
  () => parentPort.postMessage('listening'),
);
// The counter is for tests, which prove no file byte passes through; `npm start` does not offer it.
if (relayedPath) {
  app.on('message', (_client, message) => {
    relayed.messages += 1;
    relayed.bytes += Buffer.byteLength(JSON.stringify(message));
  });
  app.get(relayedPath, (_request, response) => response.json(relayed));
}
