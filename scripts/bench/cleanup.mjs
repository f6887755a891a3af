// Everything the benchmark starts registers its own undo here, so a failure or Ctrl-C
// still stops the browser and the stack and removes the temporary profile and files.
const undo = [];
const late = [];
let running = null;

/** Registers a step to run at exit (last registered runs first); after cleanup began, runs it now. */
export function onCleanup(step) {
  if (running) late.push(run(step));
  else undo.push(step);
}

async function run(step) {
  try {
    await step();
  } catch (error) {
    console.error(`cleanup: ${error?.message ?? error}`);
  }
}

/** True once cleanup has begun (e.g. after Ctrl-C): the benchmark stops starting work. */
export function stopping() {
  return running !== null;
}

/** Runs every registered step once, whatever fails along the way. */
export async function cleanup() {
  running ??= (async () => {
    while (undo.length > 0) await run(undo.pop());
  })();
  await running;
  await Promise.all(late);
}

/**
 * Ctrl-C or a kill: clean up at once (closing the browser makes the running op fail fast), and
 * let the script's own `finally` finish, so what is still starting is stopped too. A second
 * signal, or 30 s without finishing, exits regardless.
 */
export function cleanupOnSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      if (stopping()) process.exit(code);
      console.error(`\n${signal}: stopping the benchmark…`);
      process.exitCode = code;
      void cleanup();
      setTimeout(() => process.exit(code), 30_000).unref();
    });
  }
}
