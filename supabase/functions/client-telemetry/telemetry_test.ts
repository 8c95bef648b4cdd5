// client-telemetry against a local fake of the REST API: what reaches report_client_telemetry(), with
// which address, and what never leaves the function (oversized or malformed bodies).
import assert from 'node:assert/strict';
import { MAX_BYTES, telemetryHandler } from './telemetry.ts';

function fakeRest(answer: { status: number; body?: unknown } = { status: 204 }) {
  const calls: Array<{ path: string; headers: Headers; body: unknown }> = [];
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => undefined }, async (request) => {
    const text = await request.text();
    calls.push({ path: new URL(request.url).pathname, headers: request.headers, body: text ? JSON.parse(text) : null });
    return answer.body === undefined ? new Response(null, { status: answer.status }) : Response.json(answer.body, { status: answer.status });
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, calls, close: () => server.shutdown() };
}

const report = { path: '/en/contact', language: 'en', device: 'mobile', connection: '4g', vitals: [{ name: 'LCP', value: 1800, target: 'main>h1' }] };

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/client-telemetry', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'cf-connecting-ip': '203.0.113.7', ...headers },
    body,
  });

Deno.test('a report is handed to report_client_telemetry with the service role and the visitor’s address', async () => {
  const rest = fakeRest();
  try {
    const response = await telemetryHandler({ supabaseUrl: rest.url, serviceKey: 'service-key' })(post(JSON.stringify(report)));
    assert.equal(response.status, 204);
    assert.equal(rest.calls.length, 1);
    const [call] = rest.calls;
    assert.equal(call.path, '/rest/v1/rpc/report_client_telemetry');
    assert.equal(call.headers.get('authorization'), 'Bearer service-key');
    assert.equal(call.headers.get('x-intake-client-address'), '203.0.113.7');
    assert.deepEqual(call.body, { report });
  } finally {
    await rest.close();
  }
});

Deno.test('a body over the limit is refused with 413 and never forwarded, whatever Content-Length says', async () => {
  const rest = fakeRest();
  try {
    const handler = telemetryHandler({ supabaseUrl: rest.url, serviceKey: 'k' });
    const big = JSON.stringify({ ...report, padding: 'x'.repeat(MAX_BYTES) });
    assert.equal((await handler(post(big))).status, 413);
    // A streamed body with no length declared is cut at the limit too.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = new Request('http://127.0.0.1/client-telemetry', { method: 'POST', body: stream });
    assert.equal((await handler(streamed)).status, 413);
    assert.equal(rest.calls.length, 0);
  } finally {
    await rest.close();
  }
});

Deno.test('malformed bodies and other methods are refused before the database', async () => {
  const rest = fakeRest();
  try {
    const handler = telemetryHandler({ supabaseUrl: rest.url, serviceKey: 'k' });
    for (const body of ['not json', '[1,2]', 'null', '"text"']) assert.equal((await handler(post(body))).status, 400, body);
    assert.equal((await handler(new Request('http://127.0.0.1/client-telemetry'))).status, 405);
    assert.equal(rest.calls.length, 0);
  } finally {
    await rest.close();
  }
});

Deno.test('the database’s refusal is passed on by its code only; a failure is a 503', async () => {
  const limited = fakeRest({ status: 429, body: { code: 'PT429', message: 'telemetry_rate_limited', details: 'internal' } });
  const broken = fakeRest({ status: 500, body: { message: 'relation does not exist' } });
  try {
    const first = await telemetryHandler({ supabaseUrl: limited.url, serviceKey: 'k' })(post(JSON.stringify(report)));
    assert.deepEqual([first.status, await first.json()], [429, { message: 'telemetry_rate_limited' }]);
    const second = await telemetryHandler({ supabaseUrl: broken.url, serviceKey: 'k' })(post(JSON.stringify(report)));
    assert.deepEqual([second.status, await second.json()], [503, { message: 'telemetry_unavailable' }]);
  } finally {
    await limited.close();
    await broken.close();
  }
});
