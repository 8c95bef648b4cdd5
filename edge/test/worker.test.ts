// The Worker on workerd (wrangler dev, offline, its R2 bucket on disk), filled by the release code
// through --target cloudflare's local store (release/src/worker-store-target.ts): versioned remote
// files, /env.js from the registry, a promotion and a rollback as one pointer write, two releases of
// one version, pages with their redirects, 404s and a CSP from the generator's manifest — started as a
// deployment with a Turnstile key (the forms' check in /env.js, its origin in the CSP). Also what it
// must never do: serve the generator's own files by another spelling of their path, send encoded
// bytes to a client that takes none, let a broken registry take the site down, let private pages be
// indexed, or show its store token to other local users.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge } from '../run.mjs';
import { repoRoot } from '../../config/repo.mjs';
import { clientAreaPatterns } from '../../shared-i18n/src/routes.ts';
import { redirectsText } from '../../site-generator/src/site-files.ts';
import { readRegistry, registryKey, updateRegistry, type Registry } from '../../release/src/registry.ts';
import { releaseBuild, rollback } from '../../release/src/release.ts';
import type { ReleaseTarget } from '../../release/src/target.ts';
import { BLOG_EXPOSES, fakeBuild, removeFakeBuilds } from '../../release/src/test-fixtures.ts';
import { workerStoreTarget } from '../../release/src/worker-store-target.ts';
import { PREVIEW_COOKIE, signPreview } from '../src/preview-token.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const SUPABASE_URL = 'http://localhost:54999';
// A deployment with Turnstile on its forms (Cloudflare's always-passing test site key).
const TURNSTILE_SITE_KEY = '1x00000000000000000000AA';
let edge: Awaited<ReturnType<typeof startEdge>>;
let persistTo: string;
let target: ReleaseTarget;
const quiet = () => undefined;
const at = (second: number) => new Date(Date.UTC(2026, 10, 26, 1, 0, second));

beforeAll(async () => {
  persistTo = await mkdtemp(path.join(tmpdir(), 'edge-r2-'));
  edge = await startEdge({
    port: await freePort(),
    inspectorPort: await freePort(),
    persistTo,
    supabaseUrl: SUPABASE_URL,
    supabaseAnonKey: 'anon',
    turnstileSiteKey: TURNSTILE_SITE_KEY,
  });
  target = workerStoreTarget({ url: edge.url, token: edge.storeToken });
}, 60_000);
afterAll(async () => {
  await edge?.close();
  await removeFakeBuilds();
  if (persistTo) await rm(persistTo, { recursive: true, force: true });
});

async function release(app: string, second: number, options: { text?: string; exposes?: string[]; react?: string } = {}) {
  const distDir = await fakeBuild({ exposes: app === 'mf-blog' ? BLOG_EXPOSES : [], ...options });
  return releaseBuild({ app, environment: 'production', target, distDir, serverDistDir: path.join(distDir, 'none'), now: at(second), log: quiet });
}

/** The bytes as sent (fetch would decode them), for a path as written (fetch would normalise it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { origin } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get(origin, { headers, path: url.slice(origin.length) }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** What a visitor's browser gets; `within` polls until the Worker's registry cache has the new pointer. */
async function envJs(): Promise<{ remotes: Record<string, string>; supabaseUrl: string; turnstileSiteKey: string }> {
  const body = await (await fetch(`${edge.url}/env.js`)).text();
  return JSON.parse(body.replace(/^window\.__ENV__ = /, '').replace(/;\s*$/, ''));
}
async function within<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the Worker serving releases from R2', () => {
  let v1: string;
  let v2: string;

  it('serves each remote at its versioned path, immutable and pre-compressed, named by /env.js', async () => {
    await release('shell', 0, { text: 'shell' });
    v1 = (await release('mf-blog', 1, { text: 'blog one' })).meta.version;
    // The Worker re-reads the registry at most once a second: its start-up probe may have just read none.
    const { value } = await within(
      5000,
      () => envJs().catch(() => null),
      (read) => read?.remotes.mf_blog === `${edge.url}/_apps/mf-blog/${v1}/mf-manifest.json`,
    );
    const env = value!;
    expect(env.supabaseUrl).toBe(SUPABASE_URL);
    expect(env.turnstileSiteKey).toBe(TURNSTILE_SITE_KEY);
    const envResponse = await fetch(`${edge.url}/env.js`);
    expect(envResponse.headers.get('cache-control')).toBe('no-cache');
    expect(envResponse.headers.get('x-content-type-options')).toBe('nosniff');

    const file = `${edge.url}/_apps/mf-blog/${v1}/static/js/main.abc123.js`;
    const gzipped = await rawGet(file, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe('console.log("blog one");');
    const manifest = await fetch(env.remotes.mf_blog);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await fetch(`${edge.url}/_apps/mf-blog/not-a-version/mf-manifest.json`).then((response) => response.status)).toBe(404);
    expect(await fetch(`${edge.url}/_apps/mf-blog/${v1}/../../registry/production.json`).then((response) => response.status)).toBe(404);
  }, 60_000);

  // [the client's Accept-Encoding, the encoding sent]; undefined: no header at all (curl, monitors).
  it.each([
    [undefined, undefined],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['gzip;q=0, identity', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['deflate, gzip;q=0.5', 'gzip'],
  ])('answers Accept-Encoding %s with %s', async (accepted, sent) => {
    const response = await rawGet(`${edge.url}/_apps/mf-blog/${v1}/static/js/main.abc123.js`, accepted === undefined ? {} : { 'Accept-Encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(sent);
    expect((sent ? gunzipSync(response.body) : response.body).toString()).toBe('console.log("blog one");');
  });

  it("sends a remote's own page with the site's policy (no inline script, no framing) and never to be indexed", async () => {
    const response = await fetch(`${edge.url}/_apps/mf-blog/${v1}/index.html`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(/;\s*/).find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|sha256/);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect((await fetch(`${edge.url}/_apps/mf-blog/${v1}/static/js/main.abc123.js`)).headers.get('x-robots-tag')).toBeNull();
  });

  it("opens any version's own page (its harness) at its folder and at every route below it, with that folder as its base", async () => {
    // A version in the bucket that no registry names (released to no environment, or an old one),
    // its page as the build writes it: <base href="/"> for its dev server; and one of a build from
    // before the base named the runtime core (from the site's root).
    const version = '20261126010059-harness';
    const page = (runtime: string) =>
      `<!doctype html><html><head><base href="/"><script src="/env.js" defer></script><script src="${runtime}" defer></script><script defer src="static/js/index.1234abcd.js"></script></head><body><div id="root"></div></body></html>`;
    const html = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
    await target.write(`mf-marketing/${version}/index.html`, Buffer.from(page('mf-runtime/runtime-core.js')), html);
    await target.write(`mf-admin/${version}/index.html`, Buffer.from(page('/mf-runtime/runtime-core.js')), html);
    const folder = `/_apps/mf-marketing/${version}/`;
    for (const route of ['', 'en/contact', 'ar/', 'config-blogmr/traducciones', 'index.html']) {
      const response = await fetch(`${edge.url}${folder}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      const scriptSrc = (response.headers.get('content-security-policy') ?? '').split(/;\s*/).find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toMatch(/^script-src 'self'/);
      expect(scriptSrc).not.toMatch(/unsafe-inline|sha256/);
      const body = await response.text();
      expect(body).toContain(`<base href="${folder}">`);
      expect(body).toContain('<script src="/env.js" defer>');
      expect(body).toContain('<script src="mf-runtime/runtime-core.js" defer>');
    }
    // Without the trailing slash too (the router's basename matches both).
    expect(await (await fetch(`${edge.url}/_apps/mf-marketing/${version}`)).text()).toContain(`<base href="${folder}">`);
    const old = await (await fetch(`${edge.url}/_apps/mf-admin/${version}/admin-login`)).text();
    expect(old).toContain(`<base href="/_apps/mf-admin/${version}/">`);
    expect(old).toContain('<script src="mf-runtime/runtime-core.js" defer>');
    // A missing file keeps its 404, as does a version or an app the bucket does not hold.
    expect((await fetch(`${edge.url}${folder}static/js/missing.1234abcd.js`)).status).toBe(404);
    expect((await fetch(`${edge.url}${folder}locales/en/missing.json`)).status).toBe(404);
    expect((await fetch(`${edge.url}/_apps/mf-blog/${version}/en/blog`)).status).toBe(404);
    expect((await fetch(`${edge.url}/_apps/mf-marketing/not-a-version/en/contact`)).status).toBe(404);
    expect((await fetch(`${edge.url}${folder}.hidden/en`)).status).toBe(404);
    // An app's folder leads to the harness of its live version.
    const live = (await readRegistry(target, 'production')).apps['mf-blog'].live.version;
    for (const at of ['/_apps/mf-blog/', '/_apps/mf-blog']) {
      const redirect = await fetch(`${edge.url}${at}`, { redirect: 'manual' });
      expect(redirect.status, at).toBe(302);
      expect(redirect.headers.get('location')).toBe(`/_apps/mf-blog/${live}/`);
      expect(redirect.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${edge.url}/_apps/mf-nothing/`, { redirect: 'manual' })).status).toBe(404);
  });

  it('promotes and rolls back by one registry write, seen by visitors within seconds', async () => {
    v2 = (await release('mf-blog', 2, { text: 'blog two' })).meta.version;
    const promotedIn = await within(5000, envJs, (env) => env.remotes.mf_blog.includes(v2));
    await rollback({ app: 'mf-blog', environment: 'production', target, log: quiet });
    const rolledBackIn = await within(5000, envJs, (env) => env.remotes.mf_blog.includes(v1));
    console.log(`promotion seen in ${promotedIn.ms} ms, rollback in ${rolledBackIn.ms} ms`);
    // Both versions stay whole: a page opened before the switch still loads its files.
    expect(await (await fetch(`${edge.url}/_apps/mf-blog/${v2}/static/js/main.abc123.js`)).text()).toContain('blog two');
  }, 60_000);

  it('lets one of two releases of the same version through and refuses the other before it writes a file', async () => {
    const [first, second] = await Promise.allSettled([release('mf-blog', 3, { text: 'blog three A' }), release('mf-blog', 3, { text: 'blog three B' })]);
    const results = [first, second];
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(String((lost[0] as PromiseRejectedResult).reason)).toMatch(/already exists/);
    const version = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof release>>>).value.meta.version;
    const text = await (await fetch(`${edge.url}/_apps/mf-blog/${version}/static/js/main.abc123.js`)).text();
    const chunk = await fetch(`${edge.url}/_apps/mf-blog/${version}/index.html`).then((response) => response.text());
    // Every file of the stored version comes from the same build.
    expect(chunk).toContain(text.slice('console.log("'.length, -'");'.length));
  }, 60_000);

  it('keeps serving the last good registry while the stored one names a version which is not one', async () => {
    const live = (await envJs()).remotes.mf_blog;
    const good = await readRegistry(target, 'production');
    await updateRegistry(target, 'production', (registry) => ({
      ...registry,
      apps: { ...registry.apps, 'mf-blog': { ...registry.apps['mf-blog'], live: { ...registry.apps['mf-blog'].live, version: '../../registry' } } },
    }));
    try {
      // Longer than the Worker keeps a read (a second): it has read the broken one by the end.
      for (const started = Date.now(); Date.now() - started < 2500; await new Promise((resolve) => setTimeout(resolve, 100))) {
        const env = await fetch(`${edge.url}/env.js`);
        expect(env.status).toBe(200);
        expect(JSON.parse((await env.text()).replace(/^window\.__ENV__ = /, '').replace(/;\s*$/, '')).remotes.mf_blog).toBe(live);
        expect((await fetch(`${edge.url}/`)).status).toBe(200);
      }
    } finally {
      await updateRegistry(target, 'production', () => good);
    }
  }, 60_000);

  describe('pages', () => {
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const GENERATED = 'window.generated = 1;';
    beforeAll(async () => {
      const dir = 'pages/production/20261126010000000';
      const page = (title: string) => Buffer.from(`<!doctype html><title>${title}</title><script>${GENERATED}</script><script>fetch('/evil')</script>`);
      const html = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
      await target.write(`${dir}/index.html`, page('home'), html);
      await target.write(`${dir}/en/contact/index.html`, page('contact'), html);
      await target.write(`${dir}/404.html`, page('no encontrado'), html);
      await target.write(`${dir}/en/404.html`, page('not found'), html);
      await target.write(`${dir}/app.html`, page('app'), html);
      await target.write(`${dir}/en/blog/new/social-card.0123456789ab.png`, Buffer.from('png'), { contentType: 'image/png', cacheControl: 'no-cache' });
      await target.write(`${dir}/prerender-origins.json`, Buffer.from('{"mf_blog":"https://blog.example.com"}'), html);
      // The generator's private pages (one per language for the client area) and the routes they answer.
      await target.write(`${dir}/_redirects`, Buffer.from(redirectsText(new Map([['/en/blog/old', '/en/blog/new']]))), html);
      for (const { path: area } of clientAreaPatterns()) await target.write(`${dir}${area}/index.html`, page(`area ${area}`), html);
      await target.write(`${dir}/config-blogmr/index.html`, page('panel'), html);
      // The generator's manifest names only the script it wrote; the second was "injected" afterwards.
      const hashes = { 'index.html': [hashOf(GENERATED)], 'en/contact/index.html': [hashOf(GENERATED)], '404.html': [], 'en/404.html': [], 'app.html': [] };
      await target.write(`${dir}/csp-hashes.json`, Buffer.from(JSON.stringify(hashes)), html);
      await updateRegistry(target, 'production', (registry: Registry) => ({ ...registry, pages: { dir, generatedAt: '', versions: {} } }));
      await within(
        5000,
        () => fetch(`${edge.url}/en/contact`).then((response) => response.status),
        (status) => status === 200,
      );
    }, 60_000);

    it('sends the CSP of the generator manifest, not of the served bytes', async () => {
      const response = await fetch(`${edge.url}/en/contact/`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(await response.text()).toContain('<title>contact</title>');
      expect(csp).toContain(`script-src 'self' https://challenges.cloudflare.com ${hashOf(GENERATED)};`);
      expect(csp).toContain('frame-src https://challenges.cloudflare.com;');
      expect(csp).not.toContain(hashOf("fetch('/evil')"));
      expect(csp).toContain(`connect-src 'self' ${SUPABASE_URL} ws://localhost:54999`);
    });

    it('answers moved paths with 301, the app routes with the app, unknown paths with the 404 of their language', async () => {
      const moved = await fetch(`${edge.url}/en/blog/old?x=1`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/en/blog/new?x=1');
      expect(await (await fetch(`${edge.url}/config-blogmr/posts`)).text()).toContain('<title>panel</title>');
      const english = await fetch(`${edge.url}/en/nothing-here`);
      expect(english.status).toBe(404);
      expect(await english.text()).toContain('not found');
      const spanish = await fetch(`${edge.url}/nada`);
      expect(spanish.status).toBe(404);
      expect(await spanish.text()).toContain('no encontrado');
      expect((await fetch(`${edge.url}/_redirects`)).status).toBe(404);
      expect((await fetch(`${edge.url}/csp-hashes.json`)).status).toBe(404);
    });

    it.each(['//csp-hashes.json', '/%2Fprerender-origins.json', '/%2F_redirects', '/en/..%2Fcsp-hashes.json', '/./csp-hashes.json'])(
      "never serves the generator's own files, however the path is written: %s",
      async (rawPath) => {
        const response = await rawGet(`${edge.url}${rawPath}`);
        expect(response.status).toBe(404);
        expect(response.body.toString()).not.toMatch(/sha256|example\.com|301/);
      },
    );

    const privatePaths = [
      ...clientAreaPatterns().flatMap(({ path: area }) => [area, `${area}/`, `${area}/mensajes/1`]),
      '/config-blogmr',
      '/config-blogmr/posts',
    ];
    it.each(privatePaths)('answers the private path %s with its own page, never to be indexed', async (privatePath) => {
      const response = await fetch(`${edge.url}${privatePath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      const area = clientAreaPatterns().find(({ path: base }) => privatePath === base || privatePath.startsWith(`${base}/`));
      expect(await response.text()).toContain(area ? `<title>area ${area.path}</title>` : '<title>panel</title>');
    });

    it('lets public pages be indexed', async () => {
      for (const publicPath of ['/', '/en/contact', '/en/nothing-here'])
        expect((await fetch(`${edge.url}${publicPath}`)).headers.get('x-robots-tag'), publicPath).toBeNull();
    });

    it('serves a social card (named by its content) immutable, the pages beside it revalidated', async () => {
      const card = await fetch(`${edge.url}/en/blog/new/social-card.0123456789ab.png`);
      expect([card.status, card.headers.get('content-type'), card.headers.get('cache-control')]).toEqual([
        200,
        'image/png',
        'public, max-age=31536000, immutable',
      ]);
      expect((await fetch(`${edge.url}/en/contact`)).headers.get('cache-control')).toBe('no-cache');
    });

    it('sends a page the site-update job has just rewritten with its new hashes at once, not the manifest it read before', async () => {
      const dir = 'pages/production/20261126010000000';
      const html = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
      const UPDATED = 'window.generated = 2;';
      // The Worker has read the manifest just now (it keeps a copy for a second) ...
      expect((await fetch(`${edge.url}/en/contact`)).headers.get('content-security-policy')).not.toContain(hashOf(UPDATED));
      // ... then the job writes the manifest with both hashes, then the page (cloudflare-site-update.ts).
      const manifest = (await target.read(`${dir}/csp-hashes.json`))!.toString('utf8');
      const both = { ...JSON.parse(manifest), 'en/contact/index.html': [hashOf(GENERATED), hashOf(UPDATED)] };
      await target.write(`${dir}/csp-hashes.json`, Buffer.from(JSON.stringify(both)), html);
      await target.write(`${dir}/en/contact/index.html`, Buffer.from(`<!doctype html><title>contact</title><script>${UPDATED}</script>`), html);
      const response = await fetch(`${edge.url}/en/contact`);
      expect(await response.text()).toContain(UPDATED);
      expect(response.headers.get('content-security-policy')).toContain(hashOf(UPDATED));
    });
  });

  describe('previews', () => {
    const HOUR = 3_600_000;
    let live: string;
    let candidate: string;
    const sign = (apps: Record<string, string>, { environment = 'production', expiresAt = Date.now() + HOUR, secret = edge.previewSecret } = {}) =>
      signPreview({ environment, apps, expiresAt }, secret);
    const envFor = async (token: string | null) => {
      const response = await fetch(`${edge.url}/env.js`, token ? { headers: { Cookie: `other=1; ${PREVIEW_COOKIE}=${token}` } } : {});
      const body = JSON.parse((await response.text()).replace(/^window\.__ENV__ = /, '').replace(/;\s*$/, ''));
      return {
        response,
        remotes: body.remotes as Record<string, string>,
        preview: body.preview as { apps: Record<string, string>; exitUrl: string } | undefined,
      };
    };
    const manifestOf = (version: string) => `${edge.url}/_apps/mf-blog/${version}/mf-manifest.json`;

    beforeAll(async () => {
      live = (await readRegistry(target, 'production')).apps['mf-blog'].live.version;
      const distDir = await fakeBuild({ exposes: BLOG_EXPOSES, text: 'blog candidate' });
      candidate = (
        await releaseBuild({
          app: 'mf-blog',
          environment: 'production',
          target,
          distDir,
          serverDistDir: path.join(distDir, 'none'),
          now: at(40),
          log: quiet,
          candidate: true,
        })
      ).meta.version;
    }, 60_000);

    it('a valid link becomes an HttpOnly cookie, and /env.js names the candidate for that visitor only', async () => {
      const token = await sign({ 'mf-blog': candidate });
      const opened = await fetch(`${edge.url}/__preview?token=${token}&to=${encodeURIComponent('/blog?page=2')}`, { redirect: 'manual' });
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe('/blog?page=2');
      const cookie = opened.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=${token.replace(/\./g, '\\.')}; Path=/; Max-Age=(35\\d\\d|3600); HttpOnly; SameSite=Lax$`));
      expect(opened.headers.get('cache-control')).toBe('private, no-store');
      expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
      expect(opened.headers.get('x-robots-tag')).toContain('noindex');

      const previewing = await envFor(token);
      expect(previewing.remotes.mf_blog).toBe(manifestOf(candidate));
      expect(previewing.preview).toMatchObject({ apps: { 'mf-blog': candidate }, exitUrl: '/__preview/exit' });
      // Never kept by a cache on the way: the same address answers differently per visitor.
      expect(previewing.response.headers.get('cache-control')).toBe('private, no-store');
      expect(previewing.response.headers.get('vary')).toContain('Cookie');
      // The candidate's files are served as any version's.
      expect(await (await fetch(`${edge.url}/_apps/mf-blog/${candidate}/static/js/main.abc123.js`)).text()).toContain('blog candidate');

      const visitor = await envFor(null);
      expect(visitor.remotes.mf_blog).toBe(manifestOf(live));
      expect(visitor.preview).toBeUndefined();
      expect(visitor.response.headers.get('vary')).toContain('Cookie');
      // Nothing moved.
      expect((await readRegistry(target, 'production')).apps['mf-blog'].live.version).toBe(live);
    });

    it('ignores a tampered, expired, foreign or pointless cookie, and refuses such a link', async () => {
      const valid = await sign({ 'mf-blog': candidate });
      const [body, signature] = valid.split('.');
      const tampered = [
        // Another version, the old signature.
        `${Buffer.from(JSON.stringify({ e: 'production', a: { 'mf-blog': live }, x: Date.now() + HOUR })).toString('base64url')}.${signature}`,
        // The signature one character off.
        `${body}.${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`,
        `${body}.`,
        'not-a-token',
      ];
      const expired = await sign({ 'mf-blog': candidate }, { expiresAt: Date.now() - 1000 });
      const staging = await sign({ 'mf-blog': candidate }, { environment: 'staging' });
      const otherSecret = await sign({ 'mf-blog': candidate }, { secret: 'another-secret-of-at-least-thirty-two-chars' });
      const missing = await sign({ 'mf-blog': '20261126010059-missing' });
      const shell = await sign({ shell: (await readRegistry(target, 'production')).apps.shell.live.version });
      for (const token of [...tampered, expired, staging, otherSecret, missing, shell]) {
        const { remotes, preview, response } = await envFor(token);
        expect(remotes.mf_blog, token).toBe(manifestOf(live));
        expect(preview, token).toBeUndefined();
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const opened = await fetch(`${edge.url}/__preview?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
        expect(opened.status, token).toBe(403);
        expect(opened.headers.get('set-cookie')).toBeNull();
      }
    });

    it('lands only on a path of this site, and the exit clears the cookie', async () => {
      const token = await sign({ 'mf-blog': candidate });
      for (const to of ['//evil.example/', '/\\evil.example', 'https://evil.example/']) {
        const opened = await fetch(`${edge.url}/__preview?token=${token}&to=${encodeURIComponent(to)}`, { redirect: 'manual' });
        expect(opened.headers.get('location'), to).toBe('/');
      }
      const exit = await fetch(`${edge.url}/__preview/exit`, { redirect: 'manual', headers: { Cookie: `${PREVIEW_COOKIE}=${token}` } });
      expect(exit.status).toBe(302);
      expect(exit.headers.get('location')).toBe('/');
      expect(exit.headers.get('set-cookie')).toBe(`${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    });
  });

  it('keeps the store API closed without its token, and out of the deployed configuration', async () => {
    expect((await fetch(`${edge.url}/__store/registry/production.json`)).status).toBe(403);
    expect((await fetch(`${edge.url}/__store/x`, { method: 'PUT', headers: { Authorization: 'Bearer wrong' }, body: 'x' })).status).toBe(403);
    // A token of the same length, one character off, as a timing attack would try it.
    const near = `${edge.storeToken.slice(0, -1)}${edge.storeToken.endsWith('0') ? '1' : '0'}`;
    expect((await fetch(`${edge.url}/__store/registry/production.json`, { headers: { Authorization: `Bearer ${near}` } })).status).toBe(403);
    expect((await fetch(`${edge.url}/__store/registry/production.json`, { headers: { Authorization: `Bearer ${edge.storeToken}` } })).status).toBe(200);
    expect(await readFile(path.join(repoRoot, 'edge/wrangler.jsonc'), 'utf8')).not.toContain('STORE_ADMIN_TOKEN');
  });

  it('shows its store token and preview secret on no command line (every local user reads those: ps, /proc/<pid>/cmdline)', async () => {
    // wrangler and every process under it (workerd).
    const children = new Map<number, number[]>();
    for (const entry of await readdir('/proc')) {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
      const parent = stat && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    }
    const tree = [edge.pid];
    for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]) ?? []));
    expect(tree.length).toBeGreaterThan(1);
    for (const pid of tree) {
      const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      expect(commandLine, String(pid)).not.toContain(edge.storeToken);
      expect(commandLine, String(pid)).not.toContain(edge.previewSecret);
    }
  });

  it('stores the registry as the pointer it reads', async () => {
    expect((await readRegistry(target, 'production')).remotes?.['mf-blog']).toBe('mf_blog');
    expect(await target.exists(registryKey('production'))).toBe(true);
  });
});
