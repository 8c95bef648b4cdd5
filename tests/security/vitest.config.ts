import { defineConfig } from 'vitest/config';
import { appAliasVitePlugin } from '../../config/app-alias.mjs';

// The security suite (npm test runs it as "security"): the production server's file serving, headers
// and content security policy. Browser checks of the policy are tests/e2e/security-*.spec.ts.
export default defineConfig({
  plugins: [appAliasVitePlugin()],
  test: {
    // The reply-link encoding (mailto injection) is a unit test of mf-admin; it belongs here too.
    include: ['tests/security/**/*.test.{ts,mjs}', 'mf-admin/src/lib/reply-links.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
