// Security review, uploads: the public image bucket refuses SVG (a document that can carry script,
// which would run on the storage origin when its URL is opened).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../helpers.ts';

describe('uploads', () => {
  it('refuses SVG, even from an admin, and serves nothing at its URL', async () => {
    const user = await createUser({ admin: true });
    const admin = await signedInClient(user.email, user.password);
    const path = `posts/${randomUUID()}.svg`;
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    const { error } = await admin.storage.from('public-images').upload(path, svg);
    expect(error).not.toBeNull();
    expect((await fetch(admin.storage.from('public-images').getPublicUrl(path).data.publicUrl)).status).toBe(404);
  });
});
