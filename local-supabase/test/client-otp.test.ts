// Clients sign in with e-mail codes (src/auth/otp.ts): the firm invites them (invite_client()), the
// code reaches the mail catcher in the client's language, works once, and makes a client session that
// is never admin. Unknown addresses, a second code within 60 s and wrong codes get GoTrue's answers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../src/mail/catcher.ts';
import { anonClient, createUser, signedInClient } from './helpers.ts';
import { codeIn, lastMailTo as lastMailToIn } from './mail-inbox.ts';

let catcher: MailCatcher | undefined;
const inbox = () => `http://127.0.0.1:${inject('mailHttpPort')}`;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: inject('mailSmtpPort'), httpPort: inject('mailHttpPort') });
});
afterAll(() => catcher?.close());

const lastMailTo = (address: string) => lastMailToIn(inbox(), address);

async function invite(language: string) {
  const admin = await createUser({ admin: true });
  const firm = await signedInClient(admin.email, admin.password);
  const email = `client-${randomUUID().slice(0, 8)}@example.org`;
  const { data, error } = await firm.rpc('invite_client', { email, full_name: 'Hanna Berger', language });
  expect(error).toBeNull();
  return { email, client: data as { id: string; user_id: string } };
}

describe('e-mail sign-in codes for clients', () => {
  it('an invited client gets a code in their language, signs in once with it, and is a client, not an admin', async () => {
    const { email, client } = await invite('de');
    const supabase = anonClient();
    const { error } = await supabase.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: 'http://localhost:7100/de/mandantenbereich' },
    });
    expect(error).toBeNull();
    const mail = await lastMailTo(email);
    expect(mail.Subject).toBe('Ihr Anmeldecode für den Mandantenbereich');
    expect(mail.Text).toContain('http://localhost:7100/de/mandantenbereich?token_hash=');

    const wrong = await supabase.auth.verifyOtp({ email, token: codeIn(mail) === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.status).toBe(403);

    const { data, error: verifyError } = await supabase.auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(verifyError).toBeNull();
    expect(data.user?.id).toBe(client.user_id);
    expect(data.user?.app_metadata.role).toBe('client');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const { data: isAdmin } = await supabase.rpc('is_admin');
    expect(isAdmin).toBe(false);
    const { data: me } = await supabase.from('clients').select('id, full_name');
    expect(me).toEqual([{ id: client.id, full_name: 'Hanna Berger' }]);

    const again = await anonClient().auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('the link in the e-mail signs in with its token hash, in Arabic', async () => {
    const { email } = await invite('ar');
    const { error } = await anonClient().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: 'http://localhost:7100/ar/mintaqat-al-umala' },
    });
    expect(error).toBeNull();
    const mail = await lastMailTo(email);
    expect(mail.Subject).toBe('رمز الدخول إلى منطقة العملاء');
    expect(mail.HTML).toContain('dir="rtl"');
    const tokenHash = new URL(/http:\/\/localhost:7100\S+/.exec(mail.Text)![0]).searchParams.get('token_hash')!;
    const { data, error: verifyError } = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(verifyError).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('one e-mail per address per 60 seconds, as hosted', async () => {
    const { email } = await invite('en');
    expect((await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const { error } = await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(/only request this after \d+ seconds/);
  });

  it('an address the firm did not invite gets the answer a client gets, an e-mail saying it has no access, and no account', async () => {
    const email = `stranger-${randomUUID().slice(0, 8)}@example.org`;
    const { error } = await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false, data: { language: 'fr' } } });
    expect(error).toBeNull();
    const mail = await lastMailTo(email);
    expect(mail.Subject).toBe('Votre demande d’accès à l’espace client');
    expect(mail.Text).not.toMatch(/\b\d{6}\b/);
    // No account was made: the firm can still create one for the address.
    await expect(createUser({ email })).resolves.toMatchObject({ email });
  });

  it('only admins invite, and an admin address cannot become a client', async () => {
    const user = await createUser();
    const someone = await signedInClient(user.email, user.password);
    const refused = await someone.rpc('invite_client', { email: 'x@example.org', full_name: 'X', language: 'es' });
    expect(refused.error?.code).toBe('42501');
    const admin = await createUser({ admin: true });
    const firm = await signedInClient(admin.email, admin.password);
    const taken = await firm.rpc('invite_client', { email: admin.email, full_name: 'Admin', language: 'es' });
    expect(taken.error?.message).toBe('client_email_taken');
  });
});
