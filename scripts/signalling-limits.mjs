// The pairing service's limits per network address, as the deploy doc gives them for production:
// a device needs one connection to pair and a few dozen messages to open a channel, so these stop
// a flood from one address (codes guessed by the thousand, the service's connections taken up)
// long before they touch a student.
import { WebSocketServer } from 'ws';

export const LIMITS = {
  /** Open connections from one address: a household or a lab behind one NAT stays well within. */
  connectionsPerAddress: 20,
  /** Messages a connection may send in a burst, refilled at `messagesPerSecond`. */
  messageBurst: 60,
  messagesPerSecond: 20,
  /** An offer with its candidates is a few kilobytes. */
  largestMessageBytes: 64 * 1024,
};

/**
 * A WebSocket server for the PeerJS server (its `createWebSocketServer` option) that holds each
 * address to LIMITS: a connection over the limit is refused at the handshake (HTTP 429), one that
 * sends faster than its budget is closed (1008, policy).
 * @param {import('ws').ServerOptions} options
 * @param {typeof LIMITS} [limits]
 */
export function limitedSocketServer(options, limits = LIMITS) {
  /** @type {Map<string, number>} */
  const open = new Map();
  const addressOf = (/** @type {import('node:http').IncomingMessage} */ request) =>
    request.socket.remoteAddress ?? 'unknown';
  const server = new WebSocketServer({
    ...options,
    maxPayload: limits.largestMessageBytes,
    verifyClient: ({ req }, done) => {
      if ((open.get(addressOf(req)) ?? 0) >= limits.connectionsPerAddress)
        done(false, 429, 'Too many connections from this address');
      else done(true);
    },
  });
  server.on('connection', (socket, request) => {
    const address = addressOf(request);
    open.set(address, (open.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    let budget = limits.messageBurst;
    let since = Date.now();
    socket.on('message', () => {
      const now = Date.now();
      budget = Math.min(
        limits.messageBurst,
        budget + ((now - since) / 1000) * limits.messagesPerSecond,
      );
      since = now;
      budget -= 1;
      if (budget < 0) socket.close(1008, 'Too many messages');
    });
  });
  return server;
}
