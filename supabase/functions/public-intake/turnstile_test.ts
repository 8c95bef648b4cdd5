// The server-side Turnstile check against a local fake of siteverify (./fakes.ts). A passing answer names
// the host the widget was solved on and the widget's action, which must be the site's and the form's.
import assert from 'node:assert/strict';
import { FAILS, fakeSiteverify, PASSES } from './fakes.ts';
import { verifyTurnstile } from './turnstile.ts';

const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const SITE = ['www.example.es'];

Deno.test('a token siteverify accepts passes, with the secret, the token and the address sent', async () => {
  const fake = fakeSiteverify();
  try {
    assert.equal(
      await verifyTurnstile({ secret: PASSES, token: TOKEN, hostnames: SITE, action: 'contact', remoteIp: '203.0.113.9', verifyUrl: fake.url }),
      true,
    );
    assert.deepEqual(Object.fromEntries(fake.seen[0]), { secret: PASSES, response: TOKEN, remoteip: '203.0.113.9' });
  } finally {
    await fake.close();
  }
});

Deno.test('a refused, missing or oversized token fails without a second chance', async () => {
  const fake = fakeSiteverify();
  try {
    const check = { hostnames: SITE, action: 'contact', verifyUrl: fake.url };
    assert.equal(await verifyTurnstile({ ...check, secret: FAILS, token: TOKEN }), false);
    assert.equal(await verifyTurnstile({ ...check, secret: PASSES, token: '' }), false);
    assert.equal(await verifyTurnstile({ ...check, secret: PASSES, token: 'x'.repeat(4096) }), false);
    assert.equal(fake.seen.length, 1); // the empty and oversized tokens never left the function
  } finally {
    await fake.close();
  }
});

Deno.test('a genuine token solved on another host is refused', async () => {
  const fake = fakeSiteverify({ hostname: 'attacker.example' });
  try {
    assert.equal(await verifyTurnstile({ secret: PASSES, token: TOKEN, hostnames: SITE, action: 'contact', verifyUrl: fake.url }), false);
    // No host name to compare with is a refusal too, not a skipped comparison.
    assert.equal(await verifyTurnstile({ secret: PASSES, token: TOKEN, hostnames: [], action: 'contact', verifyUrl: fake.url }), false);
  } finally {
    await fake.close();
  }
});

Deno.test('a genuine token solved for another form, or for none, is refused', async () => {
  for (const action of ['booking', '']) {
    const fake = fakeSiteverify({ action });
    try {
      assert.equal(await verifyTurnstile({ secret: PASSES, token: TOKEN, hostnames: SITE, action: 'contact', verifyUrl: fake.url }), false, action);
    } finally {
      await fake.close();
    }
  }
});

Deno.test('siteverify out of reach is a refusal, not a pass', async () => {
  assert.equal(
    await verifyTurnstile({ secret: PASSES, token: TOKEN, hostnames: SITE, action: 'contact', verifyUrl: 'http://127.0.0.1:9/siteverify', timeoutMs: 2000 }),
    false,
  );
});
