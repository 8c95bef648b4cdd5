import { defineConfig } from 'vitest/config';

// One local-supabase instance for the whole run (global setup); files run one after another because
// they share it and the machine has two cores.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
