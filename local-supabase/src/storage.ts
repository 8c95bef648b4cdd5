// /storage/v1: the part of Supabase Storage the site needs — upload (raw body or multipart, x-upsert),
// public serving, authenticated download, remove and list. Every object is a row in storage.objects
// written under the caller's JWT role, so the storage policies in supabase/migrations decide exactly
// as on hosted Supabase; the bytes live on disk under <dataDir>/storage/<bucket>/<name>.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve, sep } from 'node:path';
import type { Database } from './db.ts';
import { bearerToken, HttpError, readBody, sendJson } from './http-util.ts';
import { signJwt, verifyJwt, type Claims } from './jwt.ts';
import { imageTypeOf, looksLikeMarkup } from './sniff.ts';
import { literal, raw, sql } from './sql.ts';

const DEFAULT_LIMIT = 50 * 1024 * 1024;
const SAFE_INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Longest signed URL per bucket (seconds). Local only: hosted Storage signs for whatever expiresIn the
 * caller asks. There, clients cannot sign client files at all (no SELECT policy) and the Edge Function
 * open-matter-document signs for 60 s (supabase/migrations/20261130120000_client_area_limits.sql); this
 * check makes any code that asks for more fail here first.
 */
const SIGNED_URL_MAX_SECONDS: Record<string, number> = { 'client-documents': 60 };

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  name: string;
  metadata: Record<string, any> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const UPSERT_CLAUSE =
  'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now(), ' +
  'version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id';

const storageError = (status: number, error: string, message: string) => new HttpError(status, { statusCode: String(status), error, message });

/** Maps a database error raised under RLS to Storage's answers. */
function fromDbError(error: any): HttpError {
  if (error?.code === '42501') return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (error?.code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
  // A limit raised by a policy's function (PT429, e.g. document_upload_limit): its message, as 429.
  if (error?.code === 'PT429') return storageError(429, 'TooManyRequests', String(error.message));
  // Unexpected: log the cause for the developer, answer without internals.
  console.error('[local-supabase] storage database error:', error?.message ?? error);
  return storageError(500, 'internal', 'Storage request failed');
}

function objectName(segments: string[]): string {
  const name = segments.map((segment) => decodeURIComponent(segment)).join('/');
  if (!name || name.length > 1024 || name.split('/').some((part) => part === '' || part === '.' || part === '..') || /[\\\0]/.test(name)) {
    throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
  }
  return name;
}

function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) => (pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : pattern.toLowerCase() === mime.toLowerCase()));
}

export class StorageService {
  private readonly root: string;

  constructor(
    private readonly db: Database,
    dataDir: string,
  ) {
    this.root = resolve(dataDir, 'storage');
    mkdirSync(this.root, { recursive: true });
  }

  private filePath(bucket: string, name: string): string {
    const path = resolve(this.root, bucket, name);
    if (!path.startsWith(this.root + sep)) throw storageError(400, 'InvalidKey', 'Invalid key');
    return path;
  }

  /** The caller's role and claims, from the user's JWT or else the API key (as storage-api does). */
  private async caller(req: IncomingMessage): Promise<{ role: string; claims: Claims }> {
    const token = bearerToken(req) ?? (typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined);
    if (!token) throw storageError(400, 'Error', "headers must have required property 'authorization'");
    const claims = await verifyJwt(token);
    if (!claims) throw storageError(400, 'Unauthorized', 'invalid signature');
    const role = String(claims.role ?? '');
    if (!['anon', 'authenticated', 'service_role'].includes(role)) throw storageError(403, 'Unauthorized', `Unknown role ${role}`);
    return { role, claims };
  }

  private async bucket(id: string): Promise<BucketRow> {
    const [bucket] = await this.db.query<BucketRow>(
      sql`select id, public, file_size_limit::text as file_size_limit, allowed_mime_types from storage.buckets where id = ${id}`,
    );
    if (!bucket) throw storageError(404, 'Bucket not found', 'Bucket not found');
    return bucket;
  }

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const segments = path.split('/').filter((segment, index) => index > 0 || segment !== '');
    // segments: ['object', ...]
    try {
      if (segments[0] === 'object' && segments[1] === 'public' && (method === 'GET' || method === 'HEAD')) {
        return await this.servePublic(req, res, segments[2], objectName(segments.slice(3)));
      }
      if (segments[0] === 'object' && segments[1] === 'sign' && method === 'POST') {
        return await this.sign(req, res, segments[2], objectName(segments.slice(3)));
      }
      if (segments[0] === 'object' && segments[1] === 'sign' && (method === 'GET' || method === 'HEAD')) {
        return await this.serveSigned(req, res, segments[2], objectName(segments.slice(3)));
      }
      if (segments[0] === 'object' && segments[1] === 'list' && method === 'POST') {
        return await this.list(req, res, segments[2]);
      }
      if (segments[0] === 'object' && segments[1] === 'authenticated' && method === 'GET') {
        return await this.download(req, res, segments[2], objectName(segments.slice(3)));
      }
      if (segments[0] === 'object' && segments.length >= 3 && (method === 'POST' || method === 'PUT')) {
        return await this.upload(req, res, segments[1], objectName(segments.slice(2)), method === 'PUT');
      }
      if (segments[0] === 'object' && segments.length >= 3 && method === 'GET') {
        return await this.download(req, res, segments[1], objectName(segments.slice(2)));
      }
      if (segments[0] === 'object' && segments.length === 2 && method === 'DELETE') {
        const body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}');
        const prefixes = Array.isArray(body.prefixes) ? body.prefixes.map(String) : [];
        return sendJson(res, 200, await this.remove(req, segments[1], prefixes));
      }
      if (segments[0] === 'object' && segments.length >= 3 && method === 'DELETE') {
        const removed = await this.remove(req, segments[1], [objectName(segments.slice(2))]);
        if (removed.length === 0) throw storageError(404, 'not_found', 'Object not found');
        return sendJson(res, 200, { message: 'Successfully deleted' });
      }
      if (segments[0] === 'bucket' && method === 'GET') {
        const { role, claims } = await this.caller(req);
        const rows = await this.db.asRole(role, claims, (q) =>
          q.query(
            segments[1] ? sql`select * from storage.buckets where id = ${decodeURIComponent(segments[1])}` : 'select * from storage.buckets order by name',
          ),
        );
        if (segments[1] && rows.length === 0) throw storageError(404, 'Bucket not found', 'Bucket not found');
        return sendJson(res, 200, segments[1] ? rows[0] : rows);
      }
      throw storageError(404, 'not_found', `Route ${method}:/storage/v1${path} not found`);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body);
      throw error;
    }
  }

  private async upload(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string, isUpdate: boolean) {
    const { role, claims } = await this.caller(req);
    const bucket = await this.bucket(decodeURIComponent(bucketId));
    const limit = bucket.file_size_limit ? Number(bucket.file_size_limit) : DEFAULT_LIMIT;
    const received = await readBody(req, limit + 64 * 1024);
    const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
    let bytes: Buffer;
    let mimetype: string;
    let cacheControl = String(req.headers['cache-control'] ?? 'no-cache');
    if (contentType.startsWith('multipart/form-data')) {
      // Browsers upload File/Blob bodies as multipart (field "" plus cacheControl), see storage-js.
      const form = await new Response(new Uint8Array(received), { headers: { 'content-type': contentType } }).formData();
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!file) throw storageError(400, 'InvalidRequest', 'No file in the multipart body');
      bytes = Buffer.from(await file.arrayBuffer());
      mimetype = file.type || 'application/octet-stream';
      const cache = form.get('cacheControl');
      if (typeof cache === 'string' && cache) cacheControl = /^\d+$/.test(cache) ? `max-age=${cache}` : cache;
    } else {
      bytes = received;
      mimetype = contentType.split(';')[0].trim() || 'application/octet-stream';
    }
    if (bytes.length > limit) throw storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    // The stored type is what the bytes are: markup is refused whatever it is called, and an image
    // is stored as the image it is; a body declared as an image that is none is refused.
    const sniffed = imageTypeOf(bytes);
    if (looksLikeMarkup(bytes) || (!sniffed && mimetype.toLowerCase().startsWith('image/'))) {
      throw storageError(415, 'invalid_mime_type', `the body is not a ${mimetype}`);
    }
    mimetype = sniffed ?? mimetype;
    if (!mimeAllowed(mimetype, bucket.allowed_mime_types)) {
      throw storageError(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`);
    }
    const upsert = isUpdate || String(req.headers['x-upsert'] ?? 'false') === 'true';
    const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    const metadata = {
      eTag,
      size: bytes.length,
      mimetype,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    };
    const owner = claims.sub && UUID.test(claims.sub) ? claims.sub : null;
    const target = this.filePath(bucket.id, name);
    const temp = join(this.root, `.upload-${randomUUID()}`);
    writeFileSync(temp, bytes);
    try {
      const row = await this.db.asRole(role, claims, async (q) => {
        const rows = isUpdate
          ? await q.query<{ id: string }>(
              sql`update storage.objects set metadata = ${metadata}::jsonb, updated_at = now(), version = ${randomUUID()}
                  where bucket_id = ${bucket.id} and name = ${name} returning id`,
            )
          : upsert
            ? await q.query<{ id: string }>(
                sql`insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
                    values (${bucket.id}, ${name}, ${owner}::uuid, ${owner}, ${metadata}::jsonb, ${randomUUID()})
                    ${raw(UPSERT_CLAUSE)}
                    returning id`,
              )
            : // A plain upload needs only the INSERT policy, as on hosted Storage: no RETURNING, which
              // would need the new row to pass a SELECT policy too (a client may upload what they cannot read).
              await (async () => {
                const id = randomUUID();
                await q.query(
                  sql`insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
                      values (${id}::uuid, ${bucket.id}, ${name}, ${owner}::uuid, ${owner}, ${metadata}::jsonb, ${randomUUID()})`,
                );
                return [{ id }];
              })();
        if (rows.length === 0) throw storageError(404, 'not_found', 'Object not found');
        // Move the bytes into place only once the row is accepted, so a refused upload never
        // overwrites an existing file.
        mkdirSync(dirname(target), { recursive: true });
        renameSync(temp, target);
        return rows[0];
      });
      sendJson(res, 200, { Key: `${bucket.id}/${name}`, Id: row.id });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw fromDbError(error);
    } finally {
      rmSync(temp, { force: true });
    }
  }

  private sendFile(req: IncomingMessage, res: ServerResponse, path: string, object: ObjectRow, download: string | null) {
    if (!existsSync(path)) throw storageError(404, 'not_found', 'Object not found');
    const meta = object.metadata ?? {};
    const size = statSync(path).size;
    const mimetype = String(meta.mimetype ?? 'application/octet-stream');
    const filename = encodeURIComponent(download || object.name.split('/').pop()!);
    // Only the image types the upload checked may show inline; anything else (files stored before the
    // check, or by a hosted project's storage) is a download, never a page on the storage origin.
    const inline = download === null && SAFE_INLINE_TYPES.has(mimetype);
    const headers: Record<string, string> = {
      'content-type': mimetype,
      'content-length': String(size),
      'cache-control': meta.cacheControl ?? 'no-cache',
      'last-modified': new Date(object.updated_at).toUTCString(),
      'x-content-type-options': 'nosniff',
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
      ...(meta.eTag ? { etag: meta.eTag } : {}),
    };
    if (meta.eTag && req.headers['if-none-match'] === meta.eTag) {
      res.writeHead(304, { etag: meta.eTag, 'cache-control': headers['cache-control'] });
      return res.end();
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(path).pipe(res);
  }

  private async servePublic(req: IncomingMessage, res: ServerResponse, bucketId: string | undefined, name: string) {
    const bucket = await this.bucket(decodeURIComponent(bucketId ?? ''));
    if (!bucket.public) throw storageError(400, 'Bucket not public', 'Bucket is not public');
    const [object] = await this.db.query<ObjectRow>(
      sql`select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
          where bucket_id = ${bucket.id} and name = ${name}`,
    );
    if (!object) throw storageError(404, 'not_found', 'Object not found');
    const url = new URL(req.url ?? '/', 'http://localhost');
    this.sendFile(req, res, this.filePath(bucket.id, name), object, url.searchParams.get('download'));
  }

  /** createSignedUrl: the caller must be able to read the object (RLS); the URL works without a key until it expires. */
  private async sign(req: IncomingMessage, res: ServerResponse, bucketId: string | undefined, name: string) {
    const { role, claims } = await this.caller(req);
    const body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}');
    const expiresIn = Number(body.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1) throw storageError(400, 'InvalidRequest', 'expiresIn must be a positive integer');
    const bucket = await this.bucket(decodeURIComponent(bucketId ?? ''));
    const longest = Object.hasOwn(SIGNED_URL_MAX_SECONDS, bucket.id) ? SIGNED_URL_MAX_SECONDS[bucket.id] : undefined;
    if (longest !== undefined && expiresIn > longest) {
      throw storageError(400, 'InvalidRequest', `expiresIn must be at most ${longest} seconds for bucket ${bucket.id}`);
    }
    const [object] = await this.db.asRole(role, claims, (q) =>
      q.query<{ id: string }>(sql`select id from storage.objects where bucket_id = ${bucket.id} and name = ${name}`),
    );
    if (!object) throw storageError(404, 'not_found', 'Object not found');
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt({ url: `${bucket.id}/${name}`, iat: now, exp: now + expiresIn });
    const path = `/object/sign/${encodeURIComponent(bucket.id)}/${name.split('/').map(encodeURIComponent).join('/')}`;
    sendJson(res, 200, { signedURL: `${path}?token=${token}` });
  }

  private async serveSigned(req: IncomingMessage, res: ServerResponse, bucketId: string | undefined, name: string) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const claims = await verifyJwt(url.searchParams.get('token') ?? '');
    const bucketName = decodeURIComponent(bucketId ?? '');
    if (!claims || claims.url !== `${bucketName}/${name}`) throw storageError(400, 'InvalidSignature', 'Invalid signature');
    const [object] = await this.db.query<ObjectRow>(
      sql`select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
          where bucket_id = ${bucketName} and name = ${name}`,
    );
    if (!object) throw storageError(404, 'not_found', 'Object not found');
    this.sendFile(req, res, this.filePath(bucketName, name), object, url.searchParams.get('download'));
  }

  private async download(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string) {
    const { role, claims } = await this.caller(req);
    const bucket = await this.bucket(decodeURIComponent(bucketId));
    const [object] = await this.db.asRole(role, claims, (q) =>
      q.query<ObjectRow>(
        sql`select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
            where bucket_id = ${bucket.id} and name = ${name}`,
      ),
    );
    if (!object) throw storageError(404, 'not_found', 'Object not found');
    const url = new URL(req.url ?? '/', 'http://localhost');
    this.sendFile(req, res, this.filePath(bucket.id, name), object, url.searchParams.get('download'));
  }

  private async remove(req: IncomingMessage, bucketId: string, names: string[]) {
    const { role, claims } = await this.caller(req);
    const bucket = await this.bucket(decodeURIComponent(bucketId));
    const rows = await this.db
      .asRole(role, claims, (q) =>
        q.query<ObjectRow & { bucket_id: string }>(
          sql`delete from storage.objects where bucket_id = ${bucket.id} and name = any(array[${raw(names.map(literal).join(', '))}]::text[])
              returning *`,
        ),
      )
      .catch((error) => {
        throw fromDbError(error);
      });
    for (const row of rows) rmSync(this.filePath(bucket.id, row.name), { force: true });
    return rows;
  }

  private async list(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const { role, claims } = await this.caller(req);
    const bucket = await this.bucket(decodeURIComponent(bucketId ?? ''));
    const body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}');
    const prefix = typeof body.prefix === 'string' && body.prefix ? body.prefix.replace(/\/?$/, '/') : '';
    const search = typeof body.search === 'string' ? body.search : '';
    const limit = Math.min(Number(body.limit) || 100, 1000);
    const offset = Number(body.offset) || 0;
    const rows = await this.db.asRole(role, claims, (q) =>
      q.query<ObjectRow>(
        sql`select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
            where bucket_id = ${bucket.id} and starts_with(name, ${prefix}) order by name`,
      ),
    );
    // Direct children of the prefix: files, plus one entry per sub-folder (id null).
    const entries = new Map<string, unknown>();
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const [head, ...tail] = rest.split('/');
      if (search && !head.includes(search)) continue;
      if (tail.length > 0) {
        if (!entries.has(head)) {
          entries.set(head, { name: head, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
        }
      } else {
        entries.set(head, { ...row, name: head });
      }
    }
    sendJson(res, 200, [...entries.values()].slice(offset, offset + limit));
  }
}
