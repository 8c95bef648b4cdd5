// Security review, uploads: the stored type is what the bytes are, not what the uploader declared.
// Markup (SVG, HTML) is refused whatever it is called, an image is stored as the image it is, and
// storage answers with nosniff and a Content-Disposition that never lets a file render as a page.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../src/sniff.ts';
import { createUser, signedInClient } from '../helpers.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

async function admin() {
  const user = await createUser({ admin: true });
  return (await signedInClient(user.email, user.password)).storage.from('public-images');
}

describe('uploads', () => {
  it('refuses SVG, even from an admin, and serves nothing at its URL', async () => {
    const bucket = await admin();
    const path = `posts/${randomUUID()}.svg`;
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    const { error } = await bucket.upload(path, svg);
    expect(error).not.toBeNull();
    expect((await fetch(bucket.getPublicUrl(path).data.publicUrl)).status).toBe(404);
  });

  it.each([
    ['an SVG body called image/png', 'x.png', 'image/png', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['an HTML body called image/gif', 'x.gif', 'image/gif', '<!doctype html><script>alert(document.domain)</script>'],
    ['an HTML body called x.png', 'x.png', 'image/png', '\uFEFF  <html><body onload="alert(1)"></body></html>'],
    ['text called image/jpeg', 'x.jpg', 'image/jpeg', 'not an image at all'],
  ])('refuses %s and serves nothing', async (_, file, type, body) => {
    const bucket = await admin();
    const path = `posts/${randomUUID()}-${file}`;
    const { error } = await bucket.upload(path, Buffer.from(body), { contentType: type });
    expect(error).not.toBeNull();
    expect((await fetch(bucket.getPublicUrl(path).data.publicUrl)).status).toBe(404);
  });

  it('stores an image as the type its bytes are, served inline with nosniff', async () => {
    const bucket = await admin();
    const path = `posts/${randomUUID()}.png`;
    // A real GIF, declared PNG: allowed (both are images the bucket takes), stored as what it is.
    expect((await bucket.upload(path, GIF, { contentType: 'image/png' })).error).toBeNull();
    const served = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    const download = await fetch(bucket.getPublicUrl(path, { download: 'pixel.gif' }).data.publicUrl);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="pixel.gif"');
  });

  it('knows the five image formats by their magic numbers', () => {
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.alloc(4), Buffer.from('avifmif1miaf')]);
    expect([PNG, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), GIF, riff, avif].map(imageTypeOf)).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'image/avif',
    ]);
    expect(imageTypeOf(Buffer.from('<svg/>'))).toBeNull();
  });
});
