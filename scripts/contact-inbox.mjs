// CONTRACT STUB: replaced by the contact work. Loopback-only inbox for contact messages.
import { createServer } from 'node:http';
/** @param {{ port: number, host?: string, dataDir: string, allowedOrigins: string[] }} options */
export function startInbox({ port, host = '127.0.0.1' }) {
  const server = createServer((_req, res) => res.writeHead(501).end());
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}
