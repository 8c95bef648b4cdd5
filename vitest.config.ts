import { defineConfig } from 'vitest/config';

// Unit and component tests of the front-end packages. The backend (local-supabase) runs its own
// suite against real databases, and tests/ holds the Playwright end-to-end suite.
export default defineConfig({
  test: {
    include: [
      '{shared-i18n,shared-ui,shell,mf-marketing,mf-blog,mf-admin,mf-clients}/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{mjs,ts}',
      '{site-generator,release}/**/*.test.{mjs,ts}',
      'config/**/*.test.{mjs,ts}',
      'edge/test/**/*.test.ts',
    ],
    environment: 'node',
  },
});
