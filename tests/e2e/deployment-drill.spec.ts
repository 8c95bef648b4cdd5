// The deployment drill with the real builds, on the production runtime: one local R2 bucket, a staging
// and a production Worker on workerd over it, filled by the release code (release/src/edge-site.ts).
// Every app released to staging and promoted to production; mf-blog rebuilt with a visible change,
// released to staging through the smoke gate (Chromium, the candidate with the live apps) and promoted —
// each time only the pages holding mf-blog are rendered, the others copied from the live folder —:
// production shows it within 5 s of the pointer while the other apps' files stay byte-identical; a post
// published meanwhile gets its pages in production, rendered by the live mf-blog, and so does its change
// (the site-update path: only its pages, the generator kept open); a rollback brings the old text back
// within 5 s. Timings printed. (Refusing incompatible singletons and two concurrent
// releases of one version: edge/test/drill.test.ts, on workerd too, with small builds.)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_KEYS, appDirs } from '../../config/apps.mjs';
import { LOCAL_ANON_KEY } from '../../local-supabase/keys.mjs';
import { closeLiveGenerator, updateLivePages } from '../../release/src/cloudflare-site-update.ts';
import { bucketSmoke } from '../../release/src/smoke.ts';
import { readRegistry } from '../../release/src/registry.ts';
import { promoteVersion, releaseBuild, rollback } from '../../release/src/release.ts';
import { serviceClient } from '../support/admin-auth';
import { releaseAll, startEdgeSite, type EdgeSite } from '../support/edge-site';
import { portBlock, TEST_SUPABASE_URL } from '../support/ports';
import { buildBlogVariant, V2_MARK } from '../support/variant-build';

const PORTS = portBlock(14);
const ORDER = [...REMOTE_KEYS.map((key) => appDirs[key]), appDirs.shell];
let bucket: string;
let staging: EdgeSite;
let production: EdgeSite;
let variant: Awaited<ReturnType<typeof buildBlogVariant>>;
const timings: string[] = [];
/** What the pages step of each release printed (release/src/cloudflare-target.ts publishPages). */
const pageLines: string[] = [];

/**
 * The pages the last release rendered, of all it uploaded: a release of mf-blog renders only the pages
 * holding it (the home page, the blog, the posts) and copies the rest from the live folder.
 */
function renderedForBlog(environment: string) {
  const line = pageLines.at(-1)!;
  const counts = /^pages: (\d+) of (\d+) rendered from the live versions \(those holding mf_blog; the others copied from pages\/(\w+)\//.exec(line);
  expect(counts, line).not.toBeNull();
  const [rendered, all] = [Number(counts![1]), Number(counts![2])];
  expect(counts![3]).toBe(environment);
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(all);
  timings.push(`  (${rendered} of ${all} pages rendered, the others copied)`);
}

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  timings.push(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** A page's HTML without the empty comments React puts between adjacent texts ("Title<!-- --> — v2"). */
const htmlOf = async (url: string) => (await (await fetch(url)).text()).replaceAll('<!-- -->', '');

/** How long after `since` the page at `url` satisfies `check`, polled every 100 ms for up to 5 s. */
async function seenWithin5s(url: string, check: (html: string) => boolean, since: number): Promise<number> {
  for (;;) {
    if (check(await htmlOf(url))) return Date.now() - since;
    if (Date.now() - since > 5_000) throw new Error(`${url} did not change within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  variant = await timed('mf-blog rebuilt with a changed post heading', buildBlogVariant);
  bucket = await mkdtemp(path.join(tmpdir(), 'drill-r2-'));
  const common = { persistTo: bucket, log: (line: string) => pageLines.push(line) };
  // Two Workers on one bucket; each inspector on its port + 1.
  staging = await startEdgeSite({ ...common, port: PORTS.shell, environment: 'staging' });
  production = await startEdgeSite({ ...common, port: PORTS.mf_blog, environment: 'production' });
});

test.afterAll(async () => {
  console.log(`deployment drill (real builds, workerd):\n  ${timings.join('\n  ')}`);
  await closeLiveGenerator();
  await staging?.close();
  await production?.close();
  await variant?.remove();
  if (bucket) await rm(bucket, { recursive: true, force: true });
});

test('release, smoke, promote, publish, roll back: production follows each step within seconds', async ({ page }) => {
  test.setTimeout(900_000);
  const log = () => undefined;
  await timed('every app released to staging (the shell renders every page)', () => releaseAll(staging));
  const stagingLive = await readRegistry(staging.target, 'staging');
  await timed('every app promoted to production (pointer; the shell renders the pages)', async () => {
    for (const app of ORDER) {
      await promoteVersion({
        app,
        environment: 'production',
        target: production.target,
        version: stagingLive.apps[app].live.version,
        preparePages: production.preparePages,
        log,
      });
    }
  });
  const sitemap = await (await fetch(`${production.url}/sitemap.xml`)).text();
  const postUrl = `${production.url}${new URL(/<loc>([^<]+\/blog\/[^<]+)<\/loc>/.exec(sitemap)![1]).pathname}`;
  const original = await htmlOf(postUrl);
  const title = /<h1 class="[^"]*">([^<]+)<\/h1>/.exec(original)![1];
  expect(original).not.toContain(V2_MARK);

  // The changed mf-blog to staging, through the smoke gate; production does not change.
  const smokeRuns: string[][] = [];
  const smoke = bucketSmoke({
    target: staging.target,
    environment: 'staging',
    app: 'mf-blog',
    mirror: staging.mirror,
    supabaseUrl: TEST_SUPABASE_URL,
    supabaseAnonKey: LOCAL_ANON_KEY,
  });
  const { meta } = await timed('changed mf-blog released to staging (smoke gate in Chromium, pages)', () =>
    releaseBuild({
      app: 'mf-blog',
      environment: 'staging',
      target: staging.target,
      distDir: variant.dist,
      serverDistDir: variant.serverDist,
      smoke: async (dist) => {
        const problems = await smoke(dist);
        smokeRuns.push(problems);
        return problems;
      },
      preparePages: staging.preparePages,
      log,
    }),
  );
  expect(smokeRuns).toEqual([[]]);
  renderedForBlog('staging');
  expect(await htmlOf(postUrl.replace(production.url, staging.url))).toContain(`${title}${V2_MARK}`);
  expect(await htmlOf(postUrl)).not.toContain(V2_MARK);

  // Promoted to production: seen within 5 s of the pointer; the other apps' files are the same bytes.
  const before = await readRegistry(production.target, 'production');
  const manifests = async (registry: typeof before) =>
    Promise.all(
      ORDER.filter((app) => app !== 'mf-blog').map(async (app) => {
        const response = await fetch(`${production.url}/_apps/${app}/${registry.apps[app].live.version}/mf-manifest.json`);
        return `${app} ${registry.apps[app].live.version} ${response.status} ${await response.text()}`;
      }),
    );
  const manifestsBefore = await manifests(before);
  await timed('promoted to production (the pages holding mf-blog rendered from the live versions first)', () =>
    promoteVersion({ app: 'mf-blog', environment: 'production', target: production.target, version: meta.version, preparePages: production.preparePages, log }),
  );
  renderedForBlog('production');
  const promotedAt = Date.now();
  timings.push(`the new heading on production ${await seenWithin5s(postUrl, (html) => html.includes(`${title}${V2_MARK}`), promotedAt)} ms after the pointer`);
  const after = await readRegistry(production.target, 'production');
  expect(await manifests(after)).toEqual(manifestsBefore);
  // A page without mf-blog, copied from the folder live before: served as it was.
  const contact = await fetch(`${production.url}/contacto`);
  expect(contact.status).toBe(200);
  expect(await contact.text()).toContain('data-remote="mf_marketing"');
  await page.goto(postUrl);
  await expect(page.locator('[data-remote="mf_blog"] h1')).toHaveText(`${title}${V2_MARK}`);
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);

  // A post published now: its pages reach production, rendered by the live (changed) mf-blog.
  const slug = `drill-${Date.now().toString(36)}`;
  const { data: post } = await serviceClient()
    .from('blog_posts')
    .insert({ title: `Simulacro ${slug}`, excerpt: 'Resumen.', content: 'Texto.', slug, status: 'published', date: '2026-11-26' })
    .select('id, version')
    .single()
    .throwOnError();
  try {
    const update = (what: string) =>
      timed(what, () =>
        updateLivePages({
          target: production.target,
          environment: 'production',
          // The Worker's site: its origin and the test backend (release/src/edge-site.ts).
          deployment: production.pagesOptions.deployment,
          mirror: production.mirror,
          request: { posts: [slug] },
          log,
        }),
      );
    await update('a published post into production (site update: its pages only; the generator starts)');
    expect((await fetch(`${production.url}/blog/${slug}`)).status).toBe(200);
    expect(await htmlOf(`${production.url}/blog/${slug}`)).toContain(`Simulacro ${slug}${V2_MARK}</h1>`);
    // The same post changed: the generator is open, only its pages are rendered and written.
    await serviceClient()
      .from('blog_posts')
      .update({ title: `Simulacro ${slug} bis`, version: post!.version })
      .eq('id', post!.id)
      .throwOnError();
    await update('the post changed (site update, generator already open)');
    expect(await htmlOf(`${production.url}/blog/${slug}`)).toContain(`Simulacro ${slug} bis${V2_MARK}</h1>`);

    // Rolled back: the old heading within 5 s of the pointer, and the new post still there.
    await timed('mf-blog rolled back in production (its pages first)', () =>
      rollback({ app: 'mf-blog', environment: 'production', target: production.target, preparePages: production.preparePages, log }),
    );
    renderedForBlog('production');
    const rolledBackAt = Date.now();
    timings.push(`the old heading on production ${await seenWithin5s(postUrl, (html) => html.includes(`>${title}</h1>`), rolledBackAt)} ms after the pointer`);
    expect((await readRegistry(production.target, 'production')).apps['mf-blog'].live.version).toBe(before.apps['mf-blog'].live.version);
    expect(await htmlOf(`${production.url}/blog/${slug}`)).toContain(`Simulacro ${slug} bis</h1>`);
  } finally {
    await serviceClient().from('blog_posts').delete().eq('id', post!.id).throwOnError();
  }
});
