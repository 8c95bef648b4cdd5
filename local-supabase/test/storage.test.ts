// Storage: admins upload images to the public bucket, anyone fetches them by public URL, and
// storage.objects RLS refuses everyone else's writes.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, signedInClient } from './helpers.ts';

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let admin: Awaited<ReturnType<typeof signedInClient>>;
let user: Awaited<ReturnType<typeof signedInClient>>;

beforeAll(async () => {
  const a = await createUser({ admin: true });
  const u = await createUser();
  admin = await signedInClient(a.email, a.password);
  user = await signedInClient(u.email, u.password);
});

describe('storage', () => {
  it('admin uploads an image and its public URL serves it', async () => {
    const path = `posts/${randomUUID()}/cover image.png`;
    const bucket = admin.storage.from('public-images');
    const { data, error } = await bucket.upload(path, PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data!.path).toBe(path);
    expect(data!.fullPath).toBe(`public-images/${path}`);

    const { data: link } = bucket.getPublicUrl(path);
    const response = await fetch(link.publicUrl); // no apikey: public objects are open
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('browser-style Blob uploads (multipart) work too, and x-upsert replaces', async () => {
    const path = `testimonials/${randomUUID()}.png`;
    const bucket = admin.storage.from('public-images');
    const first = new Blob([PNG], { type: 'image/png' });
    expect((await bucket.upload(path, first)).error).toBeNull();
    const again = await bucket.upload(path, first);
    expect(again.error).not.toBeNull(); // already exists without upsert
    const bigger = Buffer.concat([PNG, Buffer.from('trailing')]);
    expect((await bucket.upload(path, new Blob([bigger], { type: 'image/png' }), { upsert: true })).error).toBeNull();
    const served = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bigger)).toBe(true);
    const { error: removeError } = await bucket.remove([path]);
    expect(removeError).toBeNull();
    expect((await fetch(bucket.getPublicUrl(path).data.publicUrl)).status).toBe(404);
  });

  it('refuses uploads from anon and from non-admin users', async () => {
    const path = `posts/${randomUUID()}.png`;
    const anon = await anonClient().storage.from('public-images').upload(path, PNG, { contentType: 'image/png' });
    expect(anon.error).not.toBeNull();
    expect((anon.error as { statusCode?: string }).statusCode).toBe('403');
    const other = await user.storage.from('public-images').upload(path, PNG, { contentType: 'image/png' });
    expect(other.error).not.toBeNull();
    const response = await fetch(anonClient().storage.from('public-images').getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(404);
  });

  it('refuses files that are not images', async () => {
    const { error } = await admin.storage.from('public-images').upload(`x/${randomUUID()}.txt`, Buffer.from('hi'), { contentType: 'text/plain' });
    expect(error).not.toBeNull();
  });
});
