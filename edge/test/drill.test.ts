// The deployment drill on workerd, with small builds (no Rsbuild, no page generation: the pages'
// part is tests/e2e/edge.spec.ts): one bucket, a staging Worker and a production Worker on it. Release
// every app to staging and promote it; then for each remote in turn, change a visible text, release it
// to staging, promote it to production (seen within 5 s, the other remotes' files byte-identical), roll
// it back (the old text within 5 s); refuse a remote whose shared singletons cannot share with the live shell, and let one of two
// concurrent releases of one version through. Prints the timings.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_KEYS, appDirs, REMOTE_KEYS, type AppKey } from '../../config/apps.mjs';
import { startEdge } from '../run.mjs';
import { readRegistry } from '../../release/src/registry.ts';
import { GateRefusal, promoteVersion, releaseBuild, rollback } from '../../release/src/release.ts';
import type { ReleaseTarget } from '../../release/src/target.ts';
import { fakeBuild, removeFakeBuilds } from '../../release/src/test-fixtures.ts';
import { workerStoreTarget } from '../../release/src/worker-store-target.ts';
import { remoteManifests } from '../../shell/remote-manifests.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let persistTo: string;
let staging: Awaited<ReturnType<typeof startEdge>>;
let production: Awaited<ReturnType<typeof startEdge>>;
let target: ReleaseTarget;
const timings: string[] = [];
const quiet = () => undefined;
type RemoteKey = (typeof REMOTE_KEYS)[number];
const at = (second: number) => new Date(Date.UTC(2026, 10, 26, 2, 0, second));

beforeAll(async () => {
  persistTo = await mkdtemp(path.join(tmpdir(), 'edge-drill-r2-'));
  const common = { persistTo, supabaseUrl: 'http://localhost:54999', supabaseAnonKey: 'anon' };
  const started = Date.now();
  staging = await startEdge({ ...common, environment: 'staging', port: await freePort(), inspectorPort: await freePort() });
  production = await startEdge({ ...common, environment: 'production', port: await freePort(), inspectorPort: await freePort() });
  timings.push(`two Workers started on workerd: ${Date.now() - started} ms`);
  target = workerStoreTarget({ url: staging.url, token: staging.storeToken });
}, 120_000);
afterAll(async () => {
  console.log(`deployment drill:\n  ${timings.join('\n  ')}`);
  await staging?.close();
  await production?.close();
  await removeFakeBuilds();
  if (persistTo) await rm(persistTo, { recursive: true, force: true });
});

/** What a remote exposes (its manifest, src/remote.ts): its small build must expose it too, or the gates refuse it. */
const exposesOf = (key: AppKey) => Object.keys(key === 'shell' ? {} : remoteManifests[key].exposes);

async function release(app: string, environment: 'staging' | 'production', second: number, options: { text?: string; react?: string } = {}) {
  const key = APP_KEYS.find((candidate) => appDirs[candidate] === app)!;
  const distDir = await fakeBuild({ exposes: exposesOf(key), text: `${app} one`, ...options });
  return releaseBuild({ app, environment, target, distDir, serverDistDir: path.join(distDir, 'none'), now: at(second), log: quiet });
}

/** The text a visitor's browser gets from a remote's main chunk, through the Worker's /env.js. */
async function remoteText(worker: { url: string }, key: RemoteKey): Promise<string> {
  const env = await (await fetch(`${worker.url}/env.js`)).text();
  const manifest = new RegExp(`"${key}": "([^"]+)"`).exec(env)?.[1];
  if (!manifest) return `(no ${key})`;
  return (await fetch(manifest.replace('mf-manifest.json', 'static/js/main.abc123.js'))).text();
}
async function within(ms: number, worker: { url: string }, key: RemoteKey, text: string): Promise<number> {
  const started = Date.now();
  while (!(await remoteText(worker, key)).includes(text)) {
    if (Date.now() - started > ms) throw new Error(`"${text}" not served by ${worker.url} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}
/** Every file the Worker serves for the live versions of the other remotes, as bytes. */
async function otherAppsFiles(worker: { url: string }, changed: RemoteKey): Promise<string> {
  const env = await (await fetch(`${worker.url}/env.js`)).text();
  const manifests = REMOTE_KEYS.filter((key) => key !== changed).map((key) => new RegExp(`"${key}": "([^"]+)"`).exec(env)?.[1]);
  const bodies = await Promise.all(
    manifests.map(async (url) =>
      url ? Buffer.from(await (await fetch(url.replace('mf-manifest.json', 'static/js/main.abc123.js'))).arrayBuffer()).toString('base64') : '',
    ),
  );
  return JSON.stringify([manifests, bodies]);
}

it('every app released to staging, remotes first, and promoted to production', async () => {
  const started = Date.now();
  const order = [...REMOTE_KEYS.map((key) => appDirs[key]), appDirs.shell];
  for (const [index, app] of order.entries()) await release(app, 'staging', index);
  const stagingRegistry = await readRegistry(target, 'staging');
  for (const app of order) await promoteVersion({ app, environment: 'production', target, version: stagingRegistry.apps[app].live.version, log: quiet });
  timings.push(`${order.length} apps released to staging and promoted to production: ${Date.now() - started} ms`);
  for (const key of REMOTE_KEYS) expect(await remoteText(production, key)).toContain(`${appDirs[key]} one`);
}, 240_000);

// Each remote alone (the fourth, mf-clients, as much as the first three): a visible text changes, is
// released to staging only, promoted, and rolled back; the other remotes' files never change.
it.each(REMOTE_KEYS.map((key, index) => [key, index] as const))(
  '%s: a changed text promoted to production and rolled back within 5 s, the other remotes byte-identical',
  async (key, index) => {
    const app = appDirs[key];
    let started = Date.now();
    const changed = (await release(app, 'staging', 10 + index, { text: `${app} two` })).meta.version;
    timings.push(`${app} released to staging: ${Date.now() - started} ms; staging shows it in ${await within(5000, staging, key, `${app} two`)} ms`);
    expect(await remoteText(production, key)).toContain(`${app} one`);

    const before = await otherAppsFiles(production, key);
    started = Date.now();
    await promoteVersion({ app, environment: 'production', target, version: changed, log: quiet });
    timings.push(`${app} promoted: production shows the new text in ${await within(5000, production, key, `${app} two`)} ms`);
    expect(await otherAppsFiles(production, key)).toBe(before);

    await rollback({ app, environment: 'production', target, log: quiet });
    timings.push(`${app} rolled back: production shows the old text in ${await within(5000, production, key, `${app} one`)} ms`);
    expect(await otherAppsFiles(production, key)).toBe(before);
    expect(Date.now() - started).toBeLessThan(60_000);
  },
  120_000,
);

it('refuses a remote whose shared singletons cannot share with the live shell', async () => {
  const refused = release('mf-blog', 'production', 20, { text: 'mf-blog react 18', react: '18.3.1' });
  await expect(refused).rejects.toBeInstanceOf(GateRefusal);
  await expect(refused).rejects.toThrow(/shared singleton react/);
  expect(await remoteText(production, 'mf_blog')).toContain('mf-blog one');
}, 60_000);

it('lets one of two concurrent releases of one version through; the stored version is whole', async () => {
  const started = Date.now();
  const results = await Promise.allSettled([
    release('mf-blog', 'staging', 30, { text: 'mf-blog A' }),
    release('mf-blog', 'staging', 30, { text: 'mf-blog B' }),
  ]);
  timings.push(`two concurrent releases of one version: ${Date.now() - started} ms`);
  const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const lost = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  expect(won).toHaveLength(1);
  expect(lost).toEqual([expect.stringMatching(/already exists/)]);
  const { version } = won[0].meta;
  const files = await target.list(`mf-blog/${version}/`);
  const bodies = await Promise.all(files.filter((key) => /\.(js|html)$/.test(key)).map(async (key) => (await target.read(key))!.toString()));
  const texts = new Set(bodies.map((body) => /mf-blog [AB]/.exec(body)?.[0]));
  expect([...texts]).toHaveLength(1);
}, 120_000);
