// The S3 target against s3rver (npm: a Node implementation of the S3 REST API, files on disk; no
// Docker, no binary download), through the real AWS SDK v3 client: upload, cache headers as a
// browser would receive them, promotion, a refused release, rollback.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentFromEnv } from '../../config/deployment.mjs';
import { envFileKey, writeEnvFile } from './env-file.ts';
import { readRegistry, registryKey, type Registry } from './registry.ts';
import { GateRefusal, listReleases, releaseBuild, rollback } from './release.ts';
import { s3Target } from './s3-target.ts';
import { BLOG_EXPOSES, fakeBuild, removeFakeBuilds } from './test-fixtures.ts';

afterAll(removeFakeBuilds);

const BUCKET = 'site-releases';
let emulator: S3rver;
let dataDir: string;
let endpoint: string;
const quiet = () => undefined;
const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 13, 0, second));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const clientConfig = () => ({ endpoint, region: 'auto', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  emulator = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dataDir });
  await emulator.run();
  endpoint = `http://127.0.0.1:${port}`;
  await new S3Client({ ...clientConfig(), region: 'us-east-1' }).send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  await emulator?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('release on the S3 target', () => {
  // Some forty requests to the emulator: seconds on a busy machine, not a timing check.
  it('uploads with the right headers, promotes, refuses an incompatible build and rolls back', async () => {
    const target = s3Target({ bucket: BUCKET, prefix: 'site', client: clientConfig() });
    const publicUrl = 'https://releases.example.com/site';
    const envHook = async (registry: Registry) => writeEnvFile(target, registry, publicUrl, deploymentFromEnv({}));
    const release = async (app: string, second: number, options: Parameters<typeof fakeBuild>[0]) => {
      const distDir = await fakeBuild(options);
      return releaseBuild({
        app,
        environment: 'production',
        target,
        distDir,
        serverDistDir: path.join(distDir, 'none'),
        now: at(second),
        log: quiet,
        afterPromotion: envHook,
      });
    };
    await release('shell', 0, { text: 'shell' });
    const v1 = (await release('mf-blog', 1, { exposes: BLOG_EXPOSES, text: 'one' })).meta.version;
    const v2 = (await release('mf-blog', 2, { exposes: BLOG_EXPOSES, text: 'two' })).meta.version;

    // What a browser or CDN in front of the bucket receives.
    const get = (key: string) => fetch(`${endpoint}/${BUCKET}/site/${key}`);
    const hashed = await get(`mf-blog/${v2}/static/js/main.abc123.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await hashed.text()).toContain('two');
    const manifest = await get(`mf-blog/${v2}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const registryResponse = await get(registryKey('production'));
    expect(registryResponse.headers.get('cache-control')).toBe('no-cache');
    expect((await registryResponse.json()).apps['mf-blog'].live.version).toBe(v2);
    // The bucket does not negotiate encodings: the .gz/.br twins stay local.
    const head = new S3Client(clientConfig()).send(new HeadObjectCommand({ Bucket: BUCKET, Key: `site/mf-blog/${v2}/static/js/main.abc123.js.gz` }));
    await expect(head).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });

    const refused = await release('mf-blog', 3, { exposes: BLOG_EXPOSES, react: '18.3.1' }).catch((error) => error);
    expect(refused).toBeInstanceOf(GateRefusal);
    expect(refused.message).toContain('react: mf-blog');
    expect((await readRegistry(target, 'production')).apps['mf-blog'].live.version).toBe(v2);
    await expect(release('mf-blog', 2, { exposes: BLOG_EXPOSES })).rejects.toThrow(/immutable/);

    // What the site in front of the bucket serves as /env.js: the live version's manifest.
    const envJs = await get(envFileKey('production'));
    expect(envJs.headers.get('cache-control')).toBe('no-cache');
    expect(await envJs.text()).toContain(`"mf_blog": "${publicUrl}/mf-blog/${v2}/mf-manifest.json"`);

    await rollback({ app: 'mf-blog', environment: 'production', target, log: quiet, afterPromotion: envHook });
    expect((await readRegistry(target, 'production')).apps['mf-blog'].live.version).toBe(v1);
    expect(await (await get(envFileKey('production'))).text()).toContain(`"mf_blog": "${publicUrl}/mf-blog/${v1}/mf-manifest.json"`);
    const listed = await listReleases(target, 'production', ['mf-blog']);
    expect(listed.map((entry) => [entry.version.slice(0, 14), entry.live, !!entry.refused])).toEqual([
      ['20261125130001', true, false],
      ['20261125130002', false, false],
      ['20261125130003', false, true],
    ]);
  }, 30_000);
});
