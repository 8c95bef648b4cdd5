import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../local-supabase/keys.mjs';
import { ports } from './apps.mjs';
import { defaultedPublicUrls, deploymentFromEnv, deploymentFromJson, remoteManifestUrls, urlProblems, withLiveVersions, withRemotesOn } from './deployment.mjs';
import { repoRoot } from './repo.mjs';
import { runtimeConfig } from './runtime-env.mjs';

describe('the deployment a Node command runs for', () => {
  it('has one default for each part: the site at the shell’s port, the local backend, the local store, each remote’s own server', () => {
    const deployment = deploymentFromEnv({});
    expect(deployment.siteUrl).toBe(`http://localhost:${ports.shell}`);
    expect(deployment.siteUrlSet).toBe(false);
    expect(deployment.supabase).toEqual({ url: LOCAL_SUPABASE_URL, anonKey: LOCAL_ANON_KEY, local: true });
    expect(deployment.store).toEqual({ dir: path.join(repoRoot, '.releases'), environment: 'production' });
    expect(deployment.apps.mf_blog).toEqual({ manifestUrl: `http://localhost:${ports.mf_blog}/mf-manifest.json` });
    expect(Object.keys(deployment.apps).sort()).toEqual(['mf_admin', 'mf_blog', 'mf_clients', 'mf_marketing', 'shell']);
    expect(deployment.turnstileSiteKey).toBe('');
  });

  it('takes what the environment gives, the site’s origin without its trailing slash', () => {
    const deployment = deploymentFromEnv({
      SITE_URL: 'https://www.example.es/',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'anon',
      MF_BLOG_URL: 'https://blog.example.es/mf-manifest.json',
      RELEASE_STORE_DIR: '/srv/releases',
      RELEASE_ENV: 'staging',
      TURNSTILE_SITE_KEY: 'key',
    });
    expect(deployment.siteUrl).toBe('https://www.example.es');
    expect(deployment.siteUrlSet).toBe(true);
    expect(deployment.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon', local: false });
    expect(deployment.store).toEqual({ dir: '/srv/releases', environment: 'staging' });
    expect(deployment.apps.mf_blog.manifestUrl).toBe('https://blog.example.es/mf-manifest.json');
    expect(deployment.turnstileSiteKey).toBe('key');
  });

  it('counts an empty variable as not set', () => {
    expect(deploymentFromEnv({ SITE_URL: '', MF_BLOG_URL: '' })).toEqual(deploymentFromEnv({}));
  });

  it('refuses a URL that is not one, naming its variable', () => {
    expect(() => deploymentFromEnv({ SITE_URL: 'www.example.es' })).toThrow('SITE_URL is not a URL: "www.example.es"');
    expect(() => deploymentFromEnv({ SITE_URL: 'ftp://www.example.es' })).toThrow('SITE_URL must be an http(s) URL');
    expect(() => deploymentFromEnv({ MF_BLOG_URL: 'javascript:alert(1)' })).toThrow('MF_BLOG_URL must be an http(s) URL');
    expect(() => deploymentFromEnv({ SUPABASE_URL: 'not a url' })).toThrow(/^SUPABASE_URL is not a URL/);
    expect(urlProblems({ SITE_URL: 'x', MF_ADMIN_URL: 'y', SUPABASE_URL: 'https://abc.supabase.co' })).toEqual([
      'SITE_URL is not a URL: "x"',
      'MF_ADMIN_URL is not a URL: "y"',
    ]);
    expect(defaultedPublicUrls({ SITE_URL: 'https://www.example.es', MF_BLOG_URL: 'https://b.example.es/mf-manifest.json' })).toEqual([
      'MF_MARKETING_URL',
      'MF_ADMIN_URL',
      'MF_CLIENTS_URL',
    ]);
  });

  it('names the live versions under the site’s origin, as the Worker serves them', () => {
    const live = withLiveVersions(deploymentFromEnv({ SITE_URL: 'https://www.example.es' }), { 'mf-blog': '20261128-abc', shell: '20261128-def' });
    expect(live.apps.mf_blog).toEqual({ version: '20261128-abc', manifestUrl: 'https://www.example.es/_apps/mf-blog/20261128-abc/mf-manifest.json' });
    expect(live.apps.shell.version).toBe('20261128-def');
    expect(live.apps.mf_admin).toEqual({ manifestUrl: `http://localhost:${ports.mf_admin}/mf-manifest.json` });
    expect(remoteManifestUrls(live).mf_blog).toBe('https://www.example.es/_apps/mf-blog/20261128-abc/mf-manifest.json');
  });

  it('leaves canonical URLs to the page’s own origin in /env.js while SITE_URL is not set', () => {
    expect(runtimeConfig(deploymentFromEnv({})).siteUrl).toBe('');
    expect(runtimeConfig(deploymentFromEnv({ SITE_URL: 'https://www.example.es/' })).siteUrl).toBe('https://www.example.es');
  });

  it('puts a local stack’s remotes on its ports unless the environment moved one', () => {
    const env = withRemotesOn({ MF_BLOG_URL: 'https://blog.example.es/mf-manifest.json' }, { ...ports, mf_admin: 9003 });
    expect(env.MF_BLOG_URL).toBe('https://blog.example.es/mf-manifest.json');
    expect(env.MF_ADMIN_URL).toBe('http://localhost:9003/mf-manifest.json');
  });

  it('travels as JSON to the generator and is checked there', () => {
    const deployment = withLiveVersions(deploymentFromEnv({ SITE_URL: 'https://www.example.es' }), { 'mf-blog': 'v1' });
    expect(deploymentFromJson(JSON.stringify(deployment))).toEqual(deployment);
    expect(() => deploymentFromJson('{')).toThrow('the deployment is not JSON');
    expect(() => deploymentFromJson(JSON.stringify({ ...deployment, siteUrl: 'nowhere' }))).toThrow('siteUrl is not a URL');
    const { mf_blog: _blog, ...withoutBlog } = deployment.apps;
    expect(() => deploymentFromJson(JSON.stringify({ ...deployment, apps: withoutBlog }))).toThrow("the deployment's apps lack mf_blog");
    expect(() => deploymentFromJson(JSON.stringify({ ...deployment, apps: { ...deployment.apps, mf_shop: deployment.apps.mf_blog } }))).toThrow(
      'unknown apps: mf_shop',
    );
  });
});
