// `npm start` is production in miniature: it builds the apps, releases them into the local bucket of
// the production Worker on workerd (which renders the pages from the backend it serves) and serves
// what a deployment serves, through the Worker. Read here with plain HTTP and no JavaScript, as a crawler or a link preview
// would, on its own ports and data folder so nothing else is touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '../../local-supabase/keys.mjs';
import { watchForBrowser } from '../../scripts/lib/browser-watch.mjs';
import { repoRoot } from '../../config/repo.mjs';

const SHELL = 5400;
// No SITE_URL is given (the run drops the shell's): the site is at the one default, the shell's port
// (config/deployment.mjs).
const SITE = `http://localhost:${SHELL}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
// Started by the machine's own node (Node 20 on these machines), as a person's `npm start` is: the
// project's Node 24 takes over (scripts/lib/project-node.mjs).
const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find((file) => existsSync(file)) ?? process.execPath;
let start: ChildProcess;
let output = '';
let browserWatch: ReturnType<typeof watchForBrowser>;

/** `npm start` in this checkout on the test's ports and data folder; resolves once it serves (its banner), with how long that took. */
async function npmStart(): Promise<number> {
  const started = performance.now();
  output = '';
  // As from a user's shell: without the NODE_ENV=test vitest sets for itself, nor a SITE_URL.
  const { NODE_ENV: _vitestMode, SITE_URL: _siteUrl, ...shellEnv } = process.env;
  start = spawn(machineNode, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...shellEnv,
      SHELL_PORT: String(SHELL),
      MF_MARKETING_PORT: String(SHELL + 1),
      MF_BLOG_PORT: String(SHELL + 2),
      MF_ADMIN_PORT: String(SHELL + 3),
      LOCAL_SUPABASE_PORT: '23921',
      LOCAL_SUPABASE_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  browserWatch = watchForBrowser(start.pid!);
  start.stdout!.on('data', (chunk) => (output += chunk));
  start.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      // The start banner (scripts/lib/start-banner.mjs) once the site is served; local-supabase prints
      // its own "Press Ctrl-C" banner earlier.
      if (new RegExp(`Site +http://localhost:${SHELL}`).test(output)) {
        clearInterval(timer);
        resolve();
      }
    }, 500);
    start.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`npm start exited (${code}) before serving:\n${output.slice(-3000)}`));
    });
  });
  return (performance.now() - started) / 1000;
}

async function stopStart() {
  if (start && start.exitCode === null) {
    const exited = new Promise((resolve) => start.once('exit', resolve));
    start.kill('SIGINT');
    await exited;
  }
}

let firstStart = 0;
beforeAll(async () => {
  firstStart = await npmStart();
});

afterAll(async () => {
  await stopStart();
  rmSync(dataDir, { recursive: true, force: true });
});

const page = async (urlPath: string) => {
  const response = await fetch(`http://localhost:${SHELL}${urlPath}`).catch((error: unknown) => {
    throw new Error(`${String(error)}; npm start printed:\n${output.slice(-3000)}`);
  });
  return { status: response.status, html: await response.text() };
};

describe('npm start serves the generated pages', () => {
  it('built, generated and served without launching a browser', () => {
    expect(browserWatch.stop()).toEqual([]);
  });

  it('ran on Node 24 without a warning about the Node version (no EBADENGINE, no deprecation)', () => {
    expect(output).not.toMatch(/EBADENGINE|Node\.js \d+ and below are deprecated/);
  });

  it("is served by the Worker: every app at its versioned path under the one origin, no server on the remotes' ports", async () => {
    const env = await page('/env.js');
    const blog = env.html.match(/"(http:\/\/localhost:5400\/_apps\/mf-blog\/[^"/]+\/mf-manifest\.json)"/);
    expect(blog, env.html).not.toBeNull();
    const manifest = await fetch(blog![1]);
    expect(manifest.status).toBe(200);
    const chunk = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    const entry = await fetch(blog![1].replace('mf-manifest.json', chunk.metaData.remoteEntry.name));
    expect(entry.status).toBe(200);
    // The Worker's per-page CSP: hashes from the generator's manifest.
    const home = await fetch(`http://localhost:${SHELL}/en/contact`);
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    // The remotes have no servers of their own any more.
    await expect(fetch(`http://localhost:${SHELL + 2}/mf-manifest.json`)).rejects.toThrow();
  });

  it('each remote opens alone at its live version, as README "Running one remote alone" says (issue 48)', async () => {
    for (const app of ['mf-marketing', 'mf-blog', 'mf-admin', 'mf-clients']) {
      const found = await fetch(`http://localhost:${SHELL}/_apps/${app}/`, { redirect: 'manual' });
      expect(found.status, app).toBe(302);
      const folder = found.headers.get('location')!;
      expect(folder, app).toMatch(new RegExp(`^/_apps/${app}/\\d{14}-[0-9a-z]+/$`));
      const harness = await fetch(`http://localhost:${SHELL}${folder}`);
      expect(harness.status, app).toBe(200);
      expect(harness.headers.get('x-robots-tag'), app).toContain('noindex');
      expect(await harness.text(), app).toContain(`<base href="${folder}">`);
    }
    expect(output).toContain(`${SITE}/_apps/<app>/`);
  });

  it('a service page in English is complete without JavaScript: language, heading, canonical, hreflang, JSON-LD', async () => {
    const { status, html } = await page('/en/services/civil-law-denia');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/<h1[^>]*>[^<]*Civil/);
    expect(html).toMatch(new RegExp(`<link rel="canonical"[^>]* href="${SITE}/en/services/civil-law-denia"`));
    expect(html.match(/<link rel="alternate"[^>]* hreflang="/g)).toHaveLength(8); // 7 languages + x-default
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('type="application/ld+json"');
    // The backend on the port given by LOCAL_SUPABASE_PORT, not the default one.
    expect(output).toContain('ready on http://localhost:23921');
  });

  it('the Arabic home page is right-to-left', async () => {
    const { status, html } = await page('/ar');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
  });

  it('an unknown path answers 404 with the 404 page', async () => {
    const { status, html } = await page('/en/no-such-page');
    expect(status).toBe(404);
    expect(html).toMatch(/<html[^>]* lang="/);
    expect(html).toContain('<h1');
  });
});

describe('npm start keeps the pages of posts in step', () => {
  it('a post published while the site runs gets its static page within 60 s, and loses it when unpublished', async () => {
    const service = createClient('http://localhost:23921', LOCAL_SERVICE_ROLE_KEY, {
      auth: { persistSession: false },
    });
    const slug = `npm-start-${Date.now().toString(36)}`;
    const { data, error } = await service
      .from('blog_posts')
      .insert({ title: `Publicada con npm start ${slug}`, content: 'Texto.', slug, status: 'published', date: '2026-11-23' })
      .select('id')
      .single();
    if (error) throw error;
    const until = async (status: number) => {
      const deadline = Date.now() + 60_000;
      let last = await page(`/blog/${slug}`);
      while (last.status !== status && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        last = await page(`/blog/${slug}`);
      }
      return last;
    };
    const published = await until(200);
    expect(published.status, output.slice(-2000)).toBe(200);
    expect(published.html).toContain(`Publicada con npm start ${slug}</h1>`);
    // Written into the Worker's bucket with its inline scripts' hashes in the pages' CSP manifest: the
    // page's own data script runs.
    const csp = (await fetch(`http://localhost:${SHELL}/blog/${slug}`)).headers.get('content-security-policy') ?? '';
    // Scripts that run (no src; not JSON data such as JSON-LD, which CSP does not govern).
    const inline = [...published.html.matchAll(/<script((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1]))
      .map((match) => match[2])
      .filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(output).toMatch(/Site updates +http:\/\/127\.0\.0\.1:5409\/site-update/);
    await service.from('blog_posts').update({ status: 'unpublished', version: 1 }).eq('id', data.id).throwOnError();
    expect((await until(404)).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain(slug);
    // How long each update took, as the job printed it (the first one starts the generator).
    console.log(output.match(/\[site-updates\] site update: .* in \d+ ms/g)?.join('\n'));
  }, 150_000);
});

// Issue 48: a newcomer's first start and every start after it. Budgets on this 2-core machine: 90 s
// for the first start of a fresh clone (npm ci included; here the suite's checkout is installed, so
// this first start builds, starts the backend, releases every app and renders every page) and 20 s for
// the next; the test fails only beyond twice a budget (a loaded CI machine), the figures are printed.
describe('npm start a second time', () => {
  it('reuses the builds and the local bucket: serves within 20 s, every page rendered anew from the data', async () => {
    await stopStart();
    const secondStart = await npmStart();
    console.log(`npm start (benchmark): first start ${firstStart.toFixed(1)} s (budget 90 s with npm ci), second ${secondStart.toFixed(1)} s (budget 20 s)`);
    expect(firstStart).toBeLessThan(180);
    expect(secondStart, output.slice(-3000)).toBeLessThan(40);
    expect(output).toContain('every build up to date');
    for (const app of ['mf-marketing', 'mf-blog', 'mf-admin', 'mf-clients', 'shell']) {
      expect(output).toMatch(new RegExp(`\\[release\\] ${app} \\S+ is live and holds this build: not released again`));
    }
    expect(output).toMatch(/pages: (\d+) of \1 rendered from the live versions/);
    expect((await page('/en/services/civil-law-denia')).status).toBe(200);
    expect((await page('/ar')).html).toMatch(/<html[^>]* dir="rtl"/);
  }, 120_000);
});
