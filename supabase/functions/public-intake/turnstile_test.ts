// The server-side Turnstile check against a local fake of siteverify (the network is closed in tests),
// answering as Cloudflare does for its documented test secret keys: 1x…AA always passes, 2x…AA always
// fails (https://developers.cloudflare.com/turnstile/troubleshooting/testing/).
import assert from 'node:assert/strict';
import { verifyTurnstile } from './turnstile.ts';

const PASSES = '1x0000000000000000000000000000000AA';
const FAILS = '2x0000000000000000000000000000000AA';
const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

function fakeSiteverify() {
  const seen: URLSearchParams[] = [];
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => undefined }, async (request) => {
    const form = new URLSearchParams(await request.text());
    seen.push(form);
    const success = form.get('secret') === PASSES && Boolean(form.get('response'));
    return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] });
  });
  return { url: `http://127.0.0.1:${server.addr.port}/turnstile/v0/siteverify`, seen, close: () => server.shutdown() };
}

Deno.test('a token siteverify accepts passes, with the secret, the token and the address sent', async () => {
  const fake = fakeSiteverify();
  try {
    assert.equal(await verifyTurnstile({ secret: PASSES, token: TOKEN, remoteIp: '203.0.113.9', verifyUrl: fake.url }), true);
    assert.deepEqual(Object.fromEntries(fake.seen[0]), { secret: PASSES, response: TOKEN, remoteip: '203.0.113.9' });
  } finally {
    await fake.close();
  }
});

Deno.test('a refused, missing or oversized token fails without a second chance', async () => {
  const fake = fakeSiteverify();
  try {
    assert.equal(await verifyTurnstile({ secret: FAILS, token: TOKEN, verifyUrl: fake.url }), false);
    assert.equal(await verifyTurnstile({ secret: PASSES, token: '', verifyUrl: fake.url }), false);
    assert.equal(await verifyTurnstile({ secret: PASSES, token: 'x'.repeat(4096), verifyUrl: fake.url }), false);
    assert.equal(fake.seen.length, 1); // the empty and oversized tokens never left the function
  } finally {
    await fake.close();
  }
});

Deno.test('siteverify out of reach is a refusal, not a pass', async () => {
  assert.equal(await verifyTurnstile({ secret: PASSES, token: TOKEN, verifyUrl: 'http://127.0.0.1:9/siteverify', timeoutMs: 2000 }), false);
});
