import { defineConfig } from 'vitest/config';

// One local-supabase instance for the whole run (global setup); files run one after another because
// they share it and the machine has two cores. test/security/ is the security review's suite: npm test
// runs it as its own suite (LOCAL_SUPABASE_SUITE=security, scripts/test.mjs), not in "backend".
const security = process.env.LOCAL_SUPABASE_SUITE === 'security';

export default defineConfig({
  test: {
    include: security ? ['test/security/**/*.test.ts'] : ['test/**/*.test.ts'],
    exclude: security ? [] : ['test/security/**'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
