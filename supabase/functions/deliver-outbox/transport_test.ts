import assert from 'node:assert/strict';

import type { Email } from './messages.ts';
import { messageIdOf, PermanentSendError, resendTransport, smtpTransport, transportFromEnv } from './transport.ts';

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
const email: Email = {
  to: ['ana@example.com'],
  replyTo: 'info@example.com',
  subject: 'Asunto',
  text: 'Texto',
  html: '<p>Texto</p>',
  messageId: 'contact_requests:1234:ack',
  language: 'es',
};

Deno.test('the transport is chosen by the environment', () => {
  assert.deepEqual(transportFromEnv(env({ SMTP_HOST: 'smtp.example.com' })).name, 'smtp');
  assert.deepEqual(transportFromEnv(env({ RESEND_API_KEY: 're_123' })).name, 'resend');
  assert.deepEqual(transportFromEnv(env({ MAIL_TRANSPORT: 'smtp', RESEND_API_KEY: 're_123' })).name, 'smtp');
});

Deno.test('a Message-ID is valid and derived from the idempotency key', () => {
  assert.deepEqual(messageIdOf('contact_requests:1234:ack'), 'contact_requests.1234.ack@mrabogadosdenia.es');
});

Deno.test('the HTTP API gets the idempotency key, and its refusals are sorted into permanent and transient', async () => {
  const calls: Request[] = [];
  let status = 200;
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return new Response(status === 200 ? '{"id":"msg_1"}' : '{"message":"no"}', { status });
  }) as typeof fetch;
  const transport = resendTransport(env({ RESEND_API_KEY: 're_123', MAIL_FROM: 'Firma <no-reply@firma.es>' }), fakeFetch);
  assert.deepEqual(await transport.send(email), { providerId: 'msg_1' });
  assert.deepEqual(calls[0].headers.get('idempotency-key'), 'contact_requests:1234:ack');
  assert.deepEqual(calls[0].headers.get('authorization'), 'Bearer re_123');
  const body = await calls[0].json();
  assert.deepEqual([body.from, body.to, body.reply_to], ['Firma <no-reply@firma.es>', ['ana@example.com'], 'info@example.com']);
  status = 422;
  await assert.rejects(() => transport.send(email), PermanentSendError);
  status = 503;
  await assert.rejects(
    () => transport.send(email),
    (error) => !(error instanceof PermanentSendError),
  );
});

Deno.test('an unreachable SMTP server is a transient failure (retried), not a permanent one', async () => {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close(); // nothing listens there now
  const transport = smtpTransport(env({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' }));
  await assert.rejects(
    () => transport.send(email),
    (error) => !(error instanceof PermanentSendError),
  );
});
