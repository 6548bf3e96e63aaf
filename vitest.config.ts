import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // API tests spend much of their time waiting on the database: a worker per core, not Vitest's cores - 1,
    // runs the suite a quarter faster on two cores (708 s to 527 s on PostgreSQL).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of cases: on two busy cores 5 s was seen to run out with nothing wrong.
          testTimeout: 20_000,
        },
      },
      {
        test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
