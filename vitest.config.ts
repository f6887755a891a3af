import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // As in a build with no Firebase project configured (vite.config.ts).
  define: { __EMULATOR_GOOGLE__: 'true' },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // A worker a CPU: Vitest's default leaves one CPU of two idle, and its workers spend most
    // of their time making each file's jsdom, which no other work here waits on.
    maxWorkers: availableParallelism(),
    projects: [
      // The app's units and components: `npm run check` runs these on every change.
      // Its files share a worker's environment and imports of the test tools (setup.ts gives
      // each its own module graph, IndexedDB and storage): a jsdom per file cost four times
      // the tests' own time.
      {
        extends: true,
        test: { name: 'src', include: ['src/**/*.test.{ts,tsx}'], pool: 'threads', isolate: false },
      },
      // The scripts' own tests (the stack, the inbox, the builds' contents): `npm test` runs
      // them after the build, whose output some of them read.
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.{ts,mjs}'] } },
    ],
  },
});
