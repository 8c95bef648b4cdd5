// Where releases live. One small interface: a local directory (./local-target.ts), an S3-compatible
// bucket (./s3-target.ts: Cloudflare R2 in production) and the local Worker's R2 store
// (./worker-store-target.ts). Keys are always '/'-separated and relative: '<app>/<version>/static/js/x.js',
// 'registry/production.json'.
export interface PutOptions {
  contentType: string;
  cacheControl: string;
  /** Write only if no object has the key (S3 `If-None-Match: *`, R2 `onlyIf`), else throw KeyTaken. */
  ifAbsent?: boolean;
}

/** A conditional write found the key taken: another release wrote it first (a version, a lock). */
export class KeyTaken extends Error {
  constructor(readonly key: string) {
    super(`${key} already exists: another release wrote it first`);
  }
}

const LOCK_STALE_MS = 600_000;

/**
 * A lock held as an object created only if absent, for stores shared by machines (a bucket written
 * by the four apps' workflows at once): one registry change at a time. A lock older than ten
 * minutes was left by a job that died (a registry change takes seconds).
 */
export function objectLock(target: Pick<ReleaseTarget, 'read' | 'write' | 'remove'>) {
  const remove = (key: string) => target.remove(key);
  return async (key: string): Promise<() => Promise<void>> => {
    const lockKey = `${key}.lock`;
    const deadline = Date.now() + 300_000;
    for (;;) {
      try {
        await target.write(lockKey, Buffer.from(String(Date.now())), { contentType: 'text/plain', cacheControl: 'no-cache', ifAbsent: true });
        return () => remove(lockKey);
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        const since = Number((await target.read(lockKey))?.toString() || Date.now());
        if (Date.now() - since > LOCK_STALE_MS) await remove(lockKey);
        else if (Date.now() > deadline) throw new Error(`${lockKey} is held by another release: remove it if none runs`, { cause: error });
        else await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
}

export interface ReleaseTarget {
  /** For messages: 'local /path/.releases' or 's3 bucket/prefix'. */
  readonly description: string;
  /** Whether the host in front of it picks .br/.gz twins by Accept-Encoding (our server does; a bucket does not). */
  readonly servesCompressedTwins: boolean;
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** Every key under a prefix ('mf-blog/'), sorted. */
  list(prefix: string): Promise<string[]>;
  exists(key: string): Promise<boolean>;
  /** Deletes an object (a page the site-update job removed; a lock); nothing when it is absent. */
  remove(key: string): Promise<void>;
  /** Holds a lock named `key` until the returned function is called (one registry change at a time). */
  lock?(key: string): Promise<() => Promise<void>>;
}

export async function readJson<T>(target: ReleaseTarget, key: string): Promise<T | null> {
  const body = await target.read(key);
  return body ? (JSON.parse(body.toString('utf8')) as T) : null;
}

export function writeJson(target: ReleaseTarget, key: string, value: unknown): Promise<void> {
  // Metadata and the registry are pointers that change: browsers and CDNs must always revalidate.
  return target.write(key, Buffer.from(`${JSON.stringify(value, null, 2)}\n`), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
  });
}
