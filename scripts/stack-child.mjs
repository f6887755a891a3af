// A stack in a process of its own, stopped the way `npm start` is: the stack test sends it the
// signals a terminal sends and checks that nothing of it is left listening.
import { startStack, stopOnSignals } from './stack.mjs';

const [appPort, inboxPort, dataDir, distDir] = process.argv.slice(2);
const stack = await startStack({
  appPort: Number(appPort),
  inboxPort: Number(inboxPort),
  dataDir,
  distDir,
});
stopOnSignals(stack);
process.stdout.write('ready\n');
