// Where releases live. One small interface, two implementations: a local directory (what `npm start`
// and the tests use, served by scripts/lib/static-server.mjs) and an S3-compatible bucket
// (./s3-target.ts). Keys are always '/'-separated and relative: '<app>/<version>/static/js/x.js',
// 'registry/production.json'.
export interface PutOptions {
  contentType: string;
  cacheControl: string;
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
  /**
   * Holds a lock named `key` until the returned function is called (the local target; on S3 the
   * workflows run one release per environment at a time, .github/workflows/*.yml).
   */
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
