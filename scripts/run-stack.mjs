// `npm start`: build the app for the local services and run everything until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { startStack, stopOnSignals } from './stack.mjs';

const appPort = Number(process.env.PORT ?? 5173);
const inboxPort = Number(process.env.INBOX_PORT ?? 8787);

const build = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { VITE_CONTACT_ENDPOINT: `http://127.0.0.1:${inboxPort}/contact`, ...process.env },
});
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(
  'Starting the Firebase emulators (Auth, and Hosting for the app), the contact inbox and the pairing service…',
);
const stack = await startStack({
  appPort,
  inboxPort,
  log: process.env.VERBOSE ? (l) => process.stdout.write(l) : undefined,
  // The stack has stopped the others already: say which service went, and fail.
  onServiceDied: (reason) => {
    console.error(`\n${reason} The other services were stopped.`);
    process.exit(1);
  },
}).catch((error) => {
  console.error(String(error?.message ?? error));
  process.exit(1);
});
console.log(`\nStudyShelf is running at ${stack.appUrl}`);
console.log(
  `  Auth emulator: http://127.0.0.1:9099   Contact inbox: ${stack.inboxUrl} (messages in data/inbox/)`,
);
console.log(`  Pairing service (PeerJS server): ${stack.signallingUrl}`);
console.log('Press Ctrl-C to stop.');

stopOnSignals(stack, () => console.log('\nStopping…'));
