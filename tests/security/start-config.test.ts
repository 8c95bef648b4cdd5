// `npm start` never mixes a hosted key with the local backend, and refuses the local backend's public
// keys in production unless told so (scripts/lib/start-config.mjs, used by scripts/start.mjs).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startConfig } from '../../scripts/lib/start-config.mjs';

describe('npm start configuration', () => {
  it('uses the local backend when nothing is set, a hosted one when URL and key are set together', () => {
    expect(startConfig({})).toEqual({ localBackend: true, problems: [] });
    expect(startConfig({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'k' })).toEqual({ localBackend: false, problems: [] });
  });

  it('refuses half a hosted configuration', () => {
    expect(startConfig({ SUPABASE_ANON_KEY: 'hosted-key' }).problems[0]).toMatch(/SUPABASE_ANON_KEY is set but SUPABASE_URL is not/);
    expect(startConfig({ SUPABASE_URL: 'https://x.supabase.co' }).problems[0]).toMatch(/SUPABASE_ANON_KEY is not/);
  });

  it('refuses the local backend in production unless explicitly allowed', () => {
    expect(startConfig({ NODE_ENV: 'production' }).problems[0]).toMatch(/keys are public/);
    expect(startConfig({ NODE_ENV: 'production', ALLOW_LOCAL_BACKEND: '1' }).problems).toEqual([]);
  });

  it('npm start stops before building anything when the configuration is refused', () => {
    const { status, stderr } = spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', SUPABASE_URL: '', SUPABASE_ANON_KEY: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(status).toBe(3);
    expect(stderr).toContain('NODE_ENV=production would start the local backend');
  });
});
