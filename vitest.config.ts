import { defineConfig } from 'vitest/config';
import { appAliasVitePlugin } from './config/app-alias.mjs';

// Unit and component tests of the front-end packages. The backend (local-supabase) runs its own
// suite against real databases, and tests/ holds the Playwright end-to-end suite.
export default defineConfig({
  // `@/…` in an app's source: that app's src/ (config/app-alias.mjs).
  plugins: [appAliasVitePlugin()],
  test: {
    include: [
      '{shared-core,shared-i18n,shared-ui,shell,mf-marketing,mf-blog,mf-admin,mf-clients}/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{mjs,ts}',
      '{site-generator,release}/**/*.test.{mjs,ts}',
      'config/**/*.test.{mjs,ts}',
      'edge/test/**/*.test.ts',
    ],
    environment: 'node',
  },
});
