import { defineConfig } from 'vitest/config';

// The security suite (npm test runs it as "security"): the production server's file serving, headers
// and content security policy. Browser checks of the policy are tests/e2e/security-*.spec.ts.
export default defineConfig({
  test: {
    include: ['tests/security/**/*.test.{ts,mjs}'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
