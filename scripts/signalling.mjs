// The pairing service of "Send to another device": the PeerJS server (`peer`), run on loopback as
// the Auth emulator is. It carries only the two devices' connection offers and ICE candidates;
// the files go device to device over the WebRTC data channel it helps them open. It counts what
// it relays, so a test can prove that no file byte passes through it.
import { PeerServer } from 'peer';

export const SIGNALLING = { host: '127.0.0.1', port: 9000, path: '/' };
export const signallingOrigin = `http://${SIGNALLING.host}:${SIGNALLING.port}`;
/** Where the local server says how much it has relayed: `{ messages, bytes }`. */
export const RELAYED_PATH = '/relayed';

/**
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<{ close: () => Promise<void>, relayed: () => { messages: number, bytes: number }, server: import('node:http').Server }>}
 */
export function startSignalling({ port = SIGNALLING.port, host = SIGNALLING.host } = {}) {
  const relayed = { messages: 0, bytes: 0 };
  return new Promise((resolve, reject) => {
    const app = PeerServer(
      {
        port,
        host,
        path: SIGNALLING.path,
        // Nobody may list who is waiting: a pairing code is the only way to a device.
        allow_discovery: false,
        // A pairing lives 5 minutes; a peer that stops answering is let go within a minute.
        alive_timeout: 60_000,
        concurrent_limit: 5_000,
      },
      (server) => {
        server.once('error', reject);
        resolve({
          relayed: () => ({ ...relayed }),
          server,
          // Bounded: a device's open WebSocket would otherwise hold the close for ever.
          close: () =>
            new Promise((done) => {
              const timer = setTimeout(done, 2_000);
              server.closeAllConnections?.();
              server.close(() => {
                clearTimeout(timer);
                done();
              });
            }),
        });
      },
    );
    app.on('message', (_client, message) => {
      relayed.messages += 1;
      relayed.bytes += Buffer.byteLength(JSON.stringify(message));
    });
    app.get(RELAYED_PATH, (_request, response) => response.json(relayed));
  });
}
