// The Cloudflare target on the local emulator: the R2 store the local Worker (edge/, under
// `wrangler dev`) serves from, written through that Worker's store API (edge/src/store-admin.ts,
// bound only when it is started with STORE_ADMIN_TOKEN). The writes land in the very bucket the
// Worker reads, by R2's own calls, conditional writes included; in production the same bucket is
// written through its S3 API (./s3-target.ts, RELEASE_S3_*).
import { KeyTaken, objectLock, type ReleaseTarget } from './target.ts';

export function workerStoreTarget({ url, token }: { url: string; token: string }): ReleaseTarget {
  const base = `${url.replace(/\/$/, '')}/__store/`;
  const headers = { Authorization: `Bearer ${token}` };
  const at = (key: string) => base + key.split('/').map(encodeURIComponent).join('/');
  const failed = async (response: Response, what: string) => new Error(`${what}: ${response.status} ${await response.text()}`);
  const target: ReleaseTarget = {
    description: `cloudflare (local R2 of ${url})`,
    servesCompressedTwins: true,
    async read(key) {
      const response = await fetch(at(key), { headers });
      if (response.status === 404) return null;
      if (!response.ok) throw await failed(response, `read ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async write(key, body, { contentType, cacheControl, ifAbsent }) {
      const response = await fetch(at(key), {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': contentType, 'Cache-Control': cacheControl, ...(ifAbsent ? { 'If-None-Match': '*' } : {}) },
        body: new Uint8Array(body),
      });
      if (response.status === 412) throw new KeyTaken(key);
      if (!response.ok) throw await failed(response, `write ${key}`);
    },
    async list(prefix) {
      const response = await fetch(`${base}?list=${encodeURIComponent(prefix)}`, { headers });
      if (!response.ok) throw await failed(response, `list ${prefix}`);
      return (await response.text()).split('\n').filter(Boolean).sort();
    },
    async remove(key) {
      const response = await fetch(at(key), { method: 'DELETE', headers });
      if (!response.ok) throw await failed(response, `delete ${key}`);
    },
    async exists(key) {
      const response = await fetch(at(key), { method: 'HEAD', headers });
      if (response.status !== 404 && !response.ok) throw await failed(response, `exists ${key}`);
      return response.ok;
    },
  };
  target.lock = objectLock(target);
  return target;
}
