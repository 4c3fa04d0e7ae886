import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One Vitest run with a project per workspace; `npm test` (scripts/test.ts) runs the unit
// projects in one run and e2e in another.
//
// The contract, server and web projects run without isolation (`isolate: false`): a worker keeps
// the modules it has loaded from one test file to the next instead of loading them again for each
// file, which had been a third of the server's time and half of the web's. Each file still gets
// its own database copy and its setup files. No test mocks a module, and the suites pass in
// shuffled order (`--sequence.shuffle.files`): the way to check that a new test does not lean on
// another's state. The map tests stay isolated (web-isolated): the Google Maps loader
// (@vis.gl/react-google-maps) keeps its script's state per module, so a map test after another in
// the same worker never saw its script requested.
const webIsolated = ['test/components/map/**/*.test.tsx'];

/** What both web projects' tests share: jsdom, the setup file and the timeout. */
const webTest = {
  root: 'web',
  environment: 'jsdom',
  setupFiles: ['test/support/setup.ts'],
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core free (one worker on this 2-core
    // machine), which halved the unit and integration stage's speed. The end-to-end project
    // runs its files one at a time (below).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'contract',
          root: 'contract',
          include: ['test/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          // Databases migrated once per run, copied per file; one clock for the run.
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/setup-clock.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          ...webTest,
          name: 'web',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: webIsolated,
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        plugins: [react()],
        test: { ...webTest, name: 'web-isolated', include: webIsolated },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The small demo portfolio made once per run, each file's server started on a copy.
          globalSetup: ['support/global-setup.ts'],
          // One browser and one server at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
