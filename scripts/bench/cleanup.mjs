// Everything the benchmark starts registers its own undo here, so a failure or Ctrl-C
// still stops the browser and the stack and removes the temporary profile and files.
const undo = [];
let running = null;

/** Registers a step to run at exit (last registered runs first). */
export function onCleanup(step) {
  undo.push(step);
}

/** Runs every registered step once, whatever fails along the way. */
export function cleanup() {
  running ??= (async () => {
    while (undo.length > 0) {
      const step = undo.pop();
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error?.message ?? error}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C or a kill: clean up, then exit with the signal's conventional code. */
export function cleanupOnSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the benchmark…`);
      cleanup().finally(() => process.exit(code));
    });
  }
}
