import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalSupabase } from './stack.mjs';
import { startBanner } from './start-banner.mjs';

const store = {
  url: 'http://localhost:3000',
  token: 'abc123',
  previewSecret: 'previewsecret',
  environment: 'production',
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
};
const keys = { LOCAL_ADMIN_EMAIL: 'admin@example.com', LOCAL_ADMIN_PASSWORD: 'pw' };

describe('npm start banner', () => {
  it('prints the mail inbox of the local backend', () => {
    const text = startBanner(
      {
        siteUrl: 'http://localhost:3000',
        store,
        backend: { url: 'http://localhost:54321', mailUrl: 'http://localhost:54324' },
        siteUpdatesUrl: 'http://127.0.0.1:3009/site-update',
      },
      keys,
    );
    expect(text).toMatch(/Mail inbox +http:\/\/localhost:54324/);
    expect(text).toMatch(/Site +http:\/\/localhost:3000 .*Worker on workerd/);
    // Where QA opens one app alone (README, "Running one remote alone"; edge/src/worker.ts).
    expect(text).toContain('One app alone   http://localhost:3000/_apps/<app>/   (its live version');
    // How to release into the local bucket, with the store API's token of this run.
    expect(text).toContain('export CLOUDFLARE_LOCAL_URL=http://localhost:3000 STORE_ADMIN_TOKEN=abc123 SITE_URL=http://localhost:3000');
    expect(text).toContain('SUPABASE_URL=http://localhost:54321 SUPABASE_ANON_KEY=anon');
    // And how to preview a version before it goes live (README, "Previews"), with this run's secret.
    expect(text).toContain('export PREVIEW_SECRET=previewsecret');
    expect(text).toContain('npm run release -- mf-blog --candidate --env production --target cloudflare');
    expect(text).toContain('npm run preview -- mf-blog --version <version> --env production');
    expect(text).toMatch(/Site updates +http:\/\/127\.0\.0\.1:3009\/site-update/);
    expect(text).toContain('admin@example.com / pw  at http://localhost:3000/admin-login');
  });

  it('has no inbox against a hosted project', () => {
    const text = startBanner({ siteUrl: 'http://localhost:3000', backend: null }, keys, { SUPABASE_URL: 'https://x.supabase.co' });
    expect(text).toContain('https://x.supabase.co (hosted)');
    expect(text).not.toContain('Mail inbox');
  });

  it('the backend npm start launches serves the inbox it prints', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'start-banner-'));
    const backend = await startLocalSupabase({ port: 54_721, quiet: true, dataDir });
    try {
      const page = await fetch(backend.mailUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Inbox');
      const api = await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json();
      expect(api).toMatchObject({ messages: expect.any(Array) });
    } finally {
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
