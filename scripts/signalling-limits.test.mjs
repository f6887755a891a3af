// @vitest-environment node
// The pairing service's limits per address, on a server of its own: a flood of connections or
// messages from one address is cut off, and a device that behaves is untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIMITS } from './signalling-limits.mjs';
import { startSignalling } from './signalling.mjs';

const PORT = 9047;
let service;

beforeAll(async () => {
  service = await startSignalling({ port: PORT });
});
afterAll(() => service?.close());

/** A PeerJS client's socket under a random id; resolves with the socket once the server says OPEN. */
function connect() {
  const id = `studyshelf-${Math.random().toString(16).slice(2)}`;
  const socket = new WebSocket(
    `ws://127.0.0.1:${PORT}/peerjs?key=peerjs&id=${id}&token=${Math.random()}`,
  );
  return new Promise((resolve, reject) => {
    socket.once('message', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Closes a socket and waits for the server's side to go too. */
async function closeAndWait(socket) {
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.close();
  await closed;
  // The server counts the close once its own side has run its handlers.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the pairing service under a flood from one address', () => {
  it('refuses connections beyond the limit, and takes them again once some close', async () => {
    const open = [];
    for (let index = 0; index < LIMITS.connectionsPerAddress; index += 1)
      open.push(await connect());
    await expect(connect()).rejects.toThrow('refused 429');
    await closeAndWait(open.pop());
    open.push(await connect());
    await Promise.all(open.map(closeAndWait));
  });

  it('closes a connection that sends faster than its budget, and keeps one that does not', async () => {
    const calm = await connect();
    const flooding = await connect();
    const closed = new Promise((resolve) => flooding.once('close', (code) => resolve(code)));
    for (let index = 0; index < LIMITS.messageBurst * 3; index += 1)
      flooding.send(JSON.stringify({ type: 'HEARTBEAT' }));
    expect(await closed).toBe(1008);
    calm.send(JSON.stringify({ type: 'HEARTBEAT' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calm.readyState).toBe(WebSocket.OPEN);
    calm.close();
  });

  it('does not say how much it relayed unless a test asked it to count', async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/relayed`);
    expect(response.status).toBe(404);
  });
});
