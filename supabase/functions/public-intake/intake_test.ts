// public-intake's decisions against local fakes of the REST API and of siteverify (./fakes.ts): without
// its secret it refuses while the database requires the check (nothing reaches the forms' functions, so
// nothing is stored or mailed), unless the local-only flag is set; with it, a token counts only when
// solved on the site's host for the form it is sent with.
import assert from 'node:assert/strict';
import { fakeRest, fakeSiteverify, PASSES } from './fakes.ts';
import { siteFromEnv } from '../_shared/deployment.ts';
import { configFromEnv, intakeHandler, type IntakeConfig } from './intake.ts';

const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const contact = { name: 'Ana Pérez', email: 'ana@example.com', message: 'Hola', language: 'es', consent_given: true };

const post = (body: unknown) =>
  new Request('http://127.0.0.1/public-intake', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
    body: JSON.stringify(body),
  });

async function send(config: Partial<IntakeConfig> & { supabaseUrl: string }, body: unknown) {
  const response = await intakeHandler({ serviceKey: 'service-key', hostnames: [], allowMissingSecret: false, ...config })(post(body));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

Deno.test('no secret while captcha_required is on: 503 intake_captcha_unavailable, nothing forwarded', async () => {
  const rest = fakeRest({ captchaRequired: true });
  try {
    const answer = await send({ supabaseUrl: rest.url }, { form: 'contact', request: contact });
    assert.deepEqual(answer, { status: 503, body: { message: 'intake_captcha_unavailable' } });
    assert.equal(rest.rpcs().length, 0);
  } finally {
    await rest.close();
  }
});

Deno.test('no secret and captcha_required unknown (the database unreachable): refused as if required', async () => {
  const rest = fakeRest({ broken: true });
  try {
    assert.equal((await send({ supabaseUrl: rest.url }, { form: 'contact', request: contact })).status, 503);
    assert.equal(rest.rpcs().length, 0);
  } finally {
    await rest.close();
  }
});

Deno.test('no secret while captcha_required is off (the local set-up): forwarded with the visitor’s address', async () => {
  const rest = fakeRest({ captchaRequired: false });
  try {
    assert.equal((await send({ supabaseUrl: rest.url }, { form: 'contact', request: contact })).status, 204);
    const [rpc] = rest.rpcs();
    assert.equal(rpc.path, '/rest/v1/rpc/submit_contact_request');
    assert.equal(rpc.headers.get('x-intake-client-address'), '203.0.113.9');
    assert.deepEqual(rpc.body, { request: contact });
  } finally {
    await rest.close();
  }
});

Deno.test('TURNSTILE_ALLOW_MISSING_SECRET=1 against a local backend lets a request in without a secret', async () => {
  const rest = fakeRest({ captchaRequired: true });
  try {
    const config = configFromEnv(env({ SUPABASE_URL: rest.url, SUPABASE_SERVICE_ROLE_KEY: 'service-key', TURNSTILE_ALLOW_MISSING_SECRET: '1' }));
    assert.equal(config.allowMissingSecret, true);
    assert.equal((await send(config, { form: 'contact', request: contact })).status, 204);
    assert.equal(rest.rpcs().length, 1);
  } finally {
    await rest.close();
  }
});

Deno.test('TURNSTILE_ALLOW_MISSING_SECRET is ignored against a hosted project', () => {
  const hosted = configFromEnv(env({ SUPABASE_URL: 'https://abcdefgh.supabase.co', TURNSTILE_ALLOW_MISSING_SECRET: '1' }));
  assert.equal(hosted.allowMissingSecret, false);
  assert.equal(configFromEnv(env({ SUPABASE_URL: 'http://127.0.0.1:54321', TURNSTILE_ALLOW_MISSING_SECRET: 'true' })).allowMissingSecret, false);
});

Deno.test('expected host names: TURNSTILE_EXPECTED_HOSTNAMES, else SITE_URL’s', () => {
  assert.deepEqual(configFromEnv(env({ SITE_URL: 'https://www.Example.es/' })).hostnames, ['www.example.es']);
  assert.deepEqual(configFromEnv(env({ SITE_URL: 'https://www.example.es', TURNSTILE_EXPECTED_HOSTNAMES: 'example.es, www.example.es' })).hostnames, [
    'example.es',
    'www.example.es',
  ]);
  assert.deepEqual(configFromEnv(env({})).hostnames, []);
});

Deno.test('a SITE_URL that is not an http(s) URL is refused, named (supabase/functions/_shared/deployment.ts)', () => {
  assert.throws(() => configFromEnv(env({ SITE_URL: 'www.example.es' })), /SITE_URL must be an http\(s\) URL: "www.example.es"/);
  assert.throws(() => configFromEnv(env({ SITE_URL: 'ftp://www.example.es' })), /SITE_URL/);
  assert.deepEqual(siteFromEnv(env({})), { siteUrl: 'http://localhost:3000', siteUrlSet: false });
});

async function withSecret(solved: { hostname?: string; action?: string }, body: unknown, hostnames = ['www.example.es']) {
  const rest = fakeRest({ captchaRequired: true });
  const siteverify = fakeSiteverify(solved);
  try {
    const answer = await send({ supabaseUrl: rest.url, secret: PASSES, verifyUrl: siteverify.url, hostnames }, body);
    return { ...answer, rpcs: rest.rpcs().map((call) => call.path), siteverifyCalls: siteverify.seen.length };
  } finally {
    await rest.close();
    await siteverify.close();
  }
}

Deno.test('a token solved on the site for this form is forwarded', async () => {
  const answer = await withSecret({ hostname: 'www.example.es', action: 'booking' }, { form: 'booking', request: contact, turnstile_token: TOKEN });
  assert.equal(answer.status, 204);
  assert.deepEqual(answer.rpcs, ['/rest/v1/rpc/book_consultation']);
});

Deno.test('a token siteverify accepts but solved on another host: 403, nothing forwarded', async () => {
  const answer = await withSecret({ hostname: 'copy.attacker.example', action: 'contact' }, { form: 'contact', request: contact, turnstile_token: TOKEN });
  assert.deepEqual([answer.status, answer.body], [403, { message: 'intake_captcha_failed' }]);
  assert.deepEqual(answer.rpcs, []);
});

Deno.test('a token siteverify accepts but solved for another form: 403, nothing forwarded', async () => {
  const answer = await withSecret({ hostname: 'www.example.es', action: 'contact' }, { form: 'booking', request: contact, turnstile_token: TOKEN });
  assert.deepEqual([answer.status, answer.body], [403, { message: 'intake_captcha_failed' }]);
  assert.deepEqual(answer.rpcs, []);
});

Deno.test('a secret but no host name to compare with: 503, siteverify not even asked', async () => {
  const answer = await withSecret({}, { form: 'contact', request: contact, turnstile_token: TOKEN }, []);
  assert.deepEqual([answer.status, answer.body, answer.siteverifyCalls], [503, { message: 'intake_captcha_unavailable' }, 0]);
  assert.deepEqual(answer.rpcs, []);
});

Deno.test('an unknown form, even one named like an object property, is a bad request', async () => {
  const rest = fakeRest();
  try {
    for (const form of ['constructor', 'nope']) {
      assert.equal((await send({ supabaseUrl: rest.url }, { form, request: contact })).status, 400, form);
    }
    assert.equal(rest.rpcs().length, 0);
  } finally {
    await rest.close();
  }
});
