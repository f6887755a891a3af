// Which ports the stack needs are taken, and by what: "the next npm start fails" is only useful
// with the name of the program to stop.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** Whether a listener can be opened on 127.0.0.1:port now. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free port chosen by the system, for a service only the stack itself talks to. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** The socket inodes listening on `port`, from Linux's /proc/net tables (empty elsewhere). */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localPort = parseInt(fields[1]?.split(':')[1] ?? '', 16);
      // State 0A is LISTEN.
      if (localPort === port && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

/**
 * The program listening on `port`, as "pid 123: firebase emulators:start …", or undefined when it
 * cannot be told (not Linux, or another user's process).
 */
export function portOwner(port) {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode)) return `pid ${pid}: ${commandOf(pid)}`;
    }
  }
  return undefined;
}

function commandOf(pid) {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const line = words.join(' ');
    return line.length > 160 ? `${line.slice(0, 157)}…` : line;
  } catch {
    return 'an unknown program';
  }
}

/** The sentence for a taken port: which service needed it and, where it can be told, who has it. */
export function takenPortMessage(port, service) {
  const owner = portOwner(port);
  const who = owner ? `by ${owner}` : 'by another program';
  return `Port ${port} (for the ${service}) is already in use ${who}. Stop it (an earlier npm start, or the test suite) and try again.`;
}
