import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A file per core. Vitest's own default leaves one core free, which on CI's two cores ran the
    // files one at a time with the other core idle: npm test was on course for 45 minutes on a slow day.
    // The files share nothing (each loads its own database from the migrated template) except,
    // with REDIS_URL, the Redis adapter's channels: that run (.ci/run) keeps one file at a time.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
