// The store's API for the release tooling on the local emulator, bound only when STORE_ADMIN_TOKEN is
// set (edge/run.mjs, through a private env file; never in wrangler.jsonc, so never deployed). Writes go through the Worker's
// own R2 binding into the same local store it serves from: a conditional put here is R2's own
// `onlyIf`, as the S3 API's `If-None-Match: *` is in production (release/src/s3-target.ts).
//   GET    /__store/<key>            the object, or 404
//   HEAD   /__store/<key>            200 or 404
//   PUT    /__store/<key>            write (Content-Type, Cache-Control kept); `If-None-Match: *`: only
//                                    when absent, else 412
//   DELETE /__store/<key>            remove (the registry's lock, release/src/target.ts)
//   GET    /__store/?list=<prefix>   every key under the prefix, one per line
/** Compared in constant time (as digests, which have one length): the answer's timing tells nothing of the token. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

export async function storeAdmin(request: Request, bucket: R2Bucket, token: string, url: URL): Promise<Response> {
  if (!(await sameSecret(request.headers.get('Authorization') ?? '', `Bearer ${token}`))) return new Response('Forbidden', { status: 403 });
  const key = decodeURIComponent(url.pathname.slice('/__store/'.length));
  if (request.method === 'GET' && !key) {
    const prefix = url.searchParams.get('list') ?? '';
    const keys: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, cursor });
      keys.push(...page.objects.map((object) => object.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return new Response(keys.join('\n'));
  }
  if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..')) return new Response('Bad key', { status: 400 });
  if (request.method === 'GET' || request.method === 'HEAD') {
    const object = request.method === 'GET' ? await bucket.get(key) : await bucket.head(key);
    if (!object) return new Response(null, { status: 404 });
    return new Response(request.method === 'GET' ? (object as R2ObjectBody).body : null, { headers: { ETag: object.httpEtag } });
  }
  if (request.method === 'PUT') {
    const httpMetadata = {
      contentType: request.headers.get('Content-Type') ?? undefined,
      cacheControl: request.headers.get('Cache-Control') ?? undefined,
    };
    const onlyIfAbsent = request.headers.get('If-None-Match') === '*';
    const written = await bucket.put(key, await request.arrayBuffer(), {
      httpMetadata,
      ...(onlyIfAbsent ? { onlyIf: new Headers({ 'If-None-Match': '*' }) } : {}),
    });
    return written ? new Response(null, { status: 201 }) : new Response('Precondition failed', { status: 412 });
  }
  if (request.method === 'DELETE') {
    await bucket.delete(key);
    return new Response(null, { status: 204 });
  }
  return new Response(null, { status: 405 });
}
