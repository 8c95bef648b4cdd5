// Security review, the client area (#46, finding 8; supabase/migrations/20261130120000_client_area_limits.sql):
// a client cannot flood the firm with messages and e-mails, fill the bucket with files nobody asked for,
// or read a file without the firm seeing it in the access log. Every limit is tried with parallel
// requests, which on PostgreSQL run at once (npm test runs this file on PGlite and on PostgreSQL).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, serviceClient, signedInClient } from '../helpers.ts';

const MESSAGES_PER_HOUR = 10;
const UPLOADS_PER_HOUR = 10;
const TEN_YEARS = 10 * 365 * 24 * 3600;

const service = serviceClient();
const pdf = (text = 'scan') => new Blob([new TextEncoder().encode(`%PDF-1.7\n% ${text}\n`)], { type: 'application/pdf' });

let clientA: SupabaseClient;
let clientAId = '';
let clientAUserId = '';
let clientB: SupabaseClient;
let admin: SupabaseClient;

async function clientUser(name: string) {
  const user = await createUser();
  const { data, error } = await service.from('clients').insert({ user_id: user.id, email: user.email, full_name: name, language: 'en' }).select().single();
  if (error) throw error;
  return { user, clientId: data.id as string, session: await signedInClient(user.email, user.password) };
}

async function newMatter(clientId = clientAId) {
  const { data, error } = await service
    .from('matters')
    .insert({ client_id: clientId, title: `Asunto ${randomUUID().slice(0, 8)}`, practice_area: 'civil' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function newRequest(matter: string, status = 'open') {
  const { data, error } = await service.from('document_requests').insert({ matter_id: matter, title: 'Pasaporte', status }).select('id').single();
  if (error) throw error;
  return data.id as string;
}

const firmMails = async (matter: string) =>
  (await service.from('outbox').select('id, status, next_attempt_at').eq('kind', 'client_area_firm').eq('request_id', matter)).data ?? [];

beforeAll(async () => {
  const a = await clientUser('Client A');
  clientA = a.session;
  clientAId = a.clientId;
  clientAUserId = a.user.id;
  clientB = (await clientUser('Client B')).session;
  const firm = await createUser({ admin: true });
  admin = await signedInClient(firm.email, firm.password);
});

describe('messages', () => {
  it(`20 messages sent at once: ${MESSAGES_PER_HOUR} stored, the rest refused (PT429), one e-mail to the firm`, async () => {
    const matter = await newMatter();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => clientA.from('matter_messages').insert({ matter_id: matter, body: `Mensaje ${i}` })),
    );
    const { count } = await service.from('matter_messages').select('id', { count: 'exact', head: true }).eq('matter_id', matter);
    expect(count).toBe(MESSAGES_PER_HOUR);
    const refused = answers.filter((answer) => answer.error);
    expect(refused).toHaveLength(20 - MESSAGES_PER_HOUR);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.error).toMatchObject({ code: 'PT429', message: 'matter_message_limit' });
    }
    expect(await firmMails(matter)).toHaveLength(1);
    // The firm's own messages are not limited, and queue no e-mail to the firm.
    expect((await admin.from('matter_messages').insert({ matter_id: matter, body: 'Recibido, gracias.' })).error).toBeNull();
    expect(await firmMails(matter)).toHaveLength(1);
  });

  it('after an e-mail went, the next news waits until 15 minutes after it, and later news joins it', async () => {
    const matter = await newMatter();
    const sentAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const { error } = await service.from('outbox').insert({
      idempotency_key: `test:${randomUUID()}`,
      kind: 'client_area_firm',
      request_id: matter,
      language: 'es',
      payload: { matter_id: matter },
      status: 'sent',
      sent_at: sentAt,
      next_attempt_at: sentAt,
    });
    expect(error).toBeNull();
    expect((await clientA.from('matter_messages').insert({ matter_id: matter, body: 'Una pregunta' })).error).toBeNull();
    expect((await clientA.from('matter_messages').insert({ matter_id: matter, body: 'Y otra' })).error).toBeNull();
    const mails = await firmMails(matter);
    expect(mails).toHaveLength(2);
    const next = mails.find((mail) => mail.status !== 'sent')!;
    expect(new Date(next.next_attempt_at).getTime()).toBe(new Date(sentAt).getTime() + 15 * 60_000);
  });
});

describe('uploads', () => {
  it('only into <matter>/<open request of that matter>/<file>', async () => {
    const matter = await newMatter();
    const otherMatter = await newMatter();
    const open = await newRequest(matter);
    const received = await newRequest(matter, 'received');
    const elsewhere = await newRequest(otherMatter);
    const bucket = clientA.storage.from('client-documents');
    for (const path of [
      `${matter}/${randomUUID()}.pdf`, // not against a request (what the client area did before)
      `${matter}/${received}/${randomUUID()}.pdf`, // a request that is no longer open
      `${matter}/${elsewhere}/${randomUUID()}.pdf`, // another matter's request
      `${matter}/${randomUUID()}/${randomUUID()}.pdf`, // no such request
      `${matter}/${open}/deeper/${randomUUID()}.pdf`,
    ]) {
      expect((await bucket.upload(path, pdf())).error, path).not.toBeNull();
    }
    const path = `${matter}/${open}/${randomUUID()}-passport.pdf`;
    expect((await bucket.upload(path, pdf())).error).toBeNull();
    // Client B cannot upload against client A's open request.
    expect((await clientB.storage.from('client-documents').upload(`${matter}/${open}/${randomUUID()}.pdf`, pdf())).error).not.toBeNull();
    const submitted = await clientA.rpc('submit_requested_document', { request: open, storage_path: path, file_name: 'passport.pdf' });
    expect(submitted.error).toBeNull();
    // The request is now received: no more uploads against it.
    expect((await bucket.upload(`${matter}/${open}/${randomUUID()}.pdf`, pdf())).error).not.toBeNull();
  });

  it(`15 uploads at once into one matter: ${UPLOADS_PER_HOUR} stored, the rest refused (document_upload_limit)`, async () => {
    const matter = await newMatter();
    const open = await newRequest(matter);
    const bucket = clientA.storage.from('client-documents');
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => bucket.upload(`${matter}/${open}/${randomUUID()}.pdf`, pdf(`page ${i}`))));
    const stored = answers.filter((answer) => !answer.error);
    expect(stored).toHaveLength(UPLOADS_PER_HOUR);
    for (const answer of answers.filter((answer) => answer.error)) expect(answer.error!.message).toBe('document_upload_limit');
    // What the bucket holds (the admin reads it).
    const { data: listed } = await admin.storage.from('client-documents').list(`${matter}/${open}`);
    expect(listed).toHaveLength(UPLOADS_PER_HOUR);
    // The firm still uploads into the matter.
    expect((await admin.storage.from('client-documents').upload(`${matter}/${randomUUID()}.pdf`, pdf())).error).toBeNull();
  });
});

describe('reading a file', () => {
  let matter = '';
  let document = '';
  let path = '';

  beforeAll(async () => {
    matter = await newMatter();
    path = `${matter}/${randomUUID()}-contract.pdf`;
    expect((await admin.storage.from('client-documents').upload(path, pdf('the contract'))).error).toBeNull();
    const { data, error } = await admin
      .from('matter_documents')
      .insert({ matter_id: matter, storage_path: path, file_name: 'contract.pdf', mime_type: 'application/pdf', size_bytes: 10 })
      .select('id')
      .single();
    if (error) throw error;
    document = data.id;
  });

  const accessLog = async () => (await service.from('document_access_log').select('user_id, by_firm').eq('document_id', document).order('id')).data ?? [];

  it('a client cannot download a client file from storage, list it, or sign a URL for it', async () => {
    const bucket = clientA.storage.from('client-documents');
    expect((await bucket.download(path)).error).not.toBeNull();
    expect((await bucket.createSignedUrl(path, 60)).error).not.toBeNull();
    expect((await bucket.createSignedUrl(path, TEN_YEARS)).error).not.toBeNull();
    expect((await bucket.list(matter)).data ?? []).toEqual([]);
  });

  it('no signed URL for a client file lives longer than 60 s, whoever asks', async () => {
    for (const who of [admin, service]) {
      const bucket = who.storage.from('client-documents');
      expect((await bucket.createSignedUrl(path, TEN_YEARS)).error).not.toBeNull();
      expect((await bucket.createSignedUrl(path, 61)).error).not.toBeNull();
      expect((await bucket.createSignedUrl(path, 60)).error).toBeNull();
    }
  });

  it('the client opens it through open-matter-document: logged, and a URL for 60 s', async () => {
    const before = (await accessLog()).length;
    const { data, error } = await clientA.functions.invoke<{ signedUrl: string; expiresIn: number }>('open-matter-document', { body: { document } });
    expect(error).toBeNull();
    expect(data!.expiresIn).toBe(60);
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('the contract');
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(60);
    const log = await accessLog();
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toEqual({ user_id: clientAUserId, by_firm: false });
  });

  it('another client gets document_not_found and nothing is logged', async () => {
    const before = (await accessLog()).length;
    const { data, error } = await clientB.functions.invoke('open-matter-document', { body: { document } });
    expect(data).toBeNull();
    expect(error).not.toBeNull();
    expect(await (error as { context: Response }).context.json()).toEqual({ message: 'document_not_found' });
    expect(await accessLog()).toHaveLength(before);
  });
});
