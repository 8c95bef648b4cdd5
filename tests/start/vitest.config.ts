import { defineConfig } from 'vitest/config';

// The "start" suite of npm test: `npm start` itself, on this checkout, read over plain HTTP.
export default defineConfig({
  test: {
    include: ['tests/start/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 15 * 60_000,
  },
});
