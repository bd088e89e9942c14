import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The API and system files mostly wait on the servers they talk to: three at a time keep two cores busy.
    maxWorkers: 3,
    projects: [
      // Astro components rendered in isolation (Astro's container API), with Astro's own Vite setup.
      'vitest.components.config.ts',
      {
        // Pure rules in one process and one shared context: a fresh worker per file cost more than its tests.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          poolOptions: { forks: { singleFork: true, isolate: false } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The slow tests of the server as a whole (start, stop, crash and restart, the mail relay, fuzzing, bodies
        // over the limit): part of `npm test` and CI, apart from the API tests a developer runs while working.
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
